package io.lamancha.server.command;

import io.lamancha.server.store.Storage;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The moderators' log: every admin's action, and every channel owner's mute or ban, is written to
 * the store in the background ({@code /modlog} reads it) and to the server's log.
 */
final class ModLog {

    private static final Logger LOG = LogManager.getLogger(ModLog.class);

    private ModLog() {
    }

    /** {@code kicks}, {@code backs up}: the action as the server's log says it. */
    private static String verb(String action) {
        return switch (action) {
            case "backup" -> "backs up the store";
            case "shutdown" -> "shuts the server down";
            case "reload" -> "reloads the config";
            default -> action + "s";
        };
    }

    /** Records that the request's user did {@code action} to {@code target} in {@code scope} ("" = the server). */
    static void record(Request req, String action, String target, String scope, String detail) {
        String actor = req.session().name();
        LOG.info("{} {} {}{} ({})", actor, verb(action), target, scope.isEmpty() ? "" : " in #" + scope, detail);
        Storage st = req.storage();
        if (st == null) {
            return;
        }
        st.io().execute(() -> {
            try {
                st.moderation().log(actor, action, target, scope, detail);
            } catch (RuntimeException e) {
                LOG.warn("could not log a moderator's action: {}", e.toString());
            }
        });
    }
}
