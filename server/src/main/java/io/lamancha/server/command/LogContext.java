package io.lamancha.server.command;

import io.lamancha.server.world.RoomActivity;
import io.lamancha.server.world.Session;
import java.util.HashMap;
import java.util.Map;
import org.apache.logging.log4j.CloseableThreadContext;

/**
 * Who and where a log line is about, in Log4j's thread context while a session's input runs: the
 * player's name, their room and its game, where known. JSON logs carry them as fields.
 */
final class LogContext {

    private LogContext() {
    }

    /** The context of {@code session} until the returned instance is closed. */
    static CloseableThreadContext.Instance of(Session session) {
        Map<String, String> values = new HashMap<>();
        if (session.name() != null) {
            values.put("player", session.name());
        }
        if (session.room() != null) {
            values.put("room", session.room().name());
            RoomActivity activity = session.room().activity();
            if (activity != null) {
                values.put("game", activity.game().id());
            }
        }
        return CloseableThreadContext.putAll(values);
    }
}
