package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.world.Channel;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Sanction;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A moderator's command line read: {@code [#channel] <name> [minutes] [+address] [reason]}, and
 * whether the one who typed it may moderate there (an admin anywhere; a channel's owner in it).
 *
 * @param scope {@code ""} for the server, else the channel's name lower-cased
 * @param minutes {@code 0} = until lifted
 */
record Moderating(String scope, String name, long minutes, boolean address, String reason) {

    /** The longest a mute or ban may be given for: a year (longer is "until lifted"). */
    static final long MAX_MINUTES = 366L * 24 * 60;

    /** Reads the request's words; {@code usage} is shown when they do not fit. */
    static Moderating parse(Request req, String usage, boolean withTerms) {
        List<String> w = new ArrayList<>(req.command().words());
        String scope = "";
        if (!w.isEmpty() && w.get(0).startsWith("#")) {
            scope = w.remove(0).substring(1).toLowerCase(Locale.ROOT);
            if (!Names.isRoomName(scope)) {
                throw Request.refuse(ErrorCode.BAD_ARGUMENT, "A channel name has 2-32 letters, digits, _ or -; use " + usage + ".");
            }
        }
        if (w.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say whom: " + usage + ".");
        }
        String name = w.remove(0);
        Names.checkUser(name).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_NAME, msg);
        });
        long minutes = 0;
        boolean address = false;
        if (withTerms) {
            if (!w.isEmpty() && w.get(0).matches("\\d{1,9}")) {
                minutes = Long.parseLong(w.remove(0));
                if (minutes > MAX_MINUTES) {
                    throw Request.refuse(ErrorCode.BAD_ARGUMENT, "At most " + MAX_MINUTES + " minutes (a year); give no"
                            + " minutes for until lifted.");
                }
            }
            if (!w.isEmpty() && w.get(0).equalsIgnoreCase("+address")) {
                w.remove(0);
                address = true;
            }
        }
        return new Moderating(scope, name, minutes, address, String.join(" ", w));
    }

    boolean serverWide() {
        return scope.isEmpty();
    }

    /** Refused unless the request's user may moderate in this scope, and may act on this name. */
    void allowed(Request req) {
        if (serverWide()) {
            AdminCommands.requireAdmin(req);
        } else {
            Channel c = req.world().channels().find(scope).orElseThrow(() -> Request.refuse(ErrorCode.NO_SUCH_CHANNEL,
                    "There is no channel #" + scope + "; /channels lists them."));
            boolean owner = c.ownedBy(req.session().name()) && (req.session().registered() || !req.world().channels().kept(c));
            if (!owner && !req.session().admin()) {
                throw Request.refuse(ErrorCode.FORBIDDEN, "Only the owner of #" + scope + ", " + c.owner()
                        + ", or an admin may do that.");
            }
        }
        if (Names.key(name).equals(Names.key(req.session().name()))) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Not yourself.");
        }
    }

    /** The sanction this line imposes, by the request's user, now; {@code addressOf} its address or null. */
    Sanction sanction(Request req, Sanction.Kind kind, String addressOf) {
        Instant now = req.clock().instant();
        return new Sanction(kind, scope, name, addressOf, minutes == 0 ? null : now.plus(Duration.ofMinutes(minutes)),
                reason, req.session().name(), now);
    }
}
