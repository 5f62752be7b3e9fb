package io.lamancha.server.command;

import io.lamancha.server.world.RoomActivity;
import io.lamancha.server.world.Session;
import java.util.HashMap;
import java.util.Map;
import org.apache.logging.log4j.ThreadContext;

/**
 * Who and where a log line is about, in Log4j's thread context while a session's input runs: the
 * player's name, their room and its game, where known. JSON logs carry them as fields.
 *
 * <p>The values go in with one {@code putAll} and out with one {@code removeAll} (what was there
 * before put back): Log4j copies its context map on each change, and this runs for every line a
 * client sends, every move of theirs among them.
 */
final class LogContext implements AutoCloseable {

    private final Map<String, String> values;
    /** The values these replaced, to put back on close (empty: none). */
    private final Map<String, String> replaced;

    private LogContext(Map<String, String> values, Map<String, String> replaced) {
        this.values = values;
        this.replaced = replaced;
    }

    /** The context of {@code session} until the returned instance is closed. */
    static LogContext of(Session session) {
        Map<String, String> values = new HashMap<>(4);
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
        Map<String, String> replaced = Map.of();
        for (String key : values.keySet()) {
            String before = ThreadContext.get(key);
            if (before != null) {
                replaced = replaced.isEmpty() ? new HashMap<>(4) : replaced;
                replaced.put(key, before);
            }
        }
        if (!values.isEmpty()) {
            ThreadContext.putAll(values);
        }
        return new LogContext(values, replaced);
    }

    @Override
    public void close() {
        if (!values.isEmpty()) {
            ThreadContext.removeAll(values.keySet());
        }
        if (!replaced.isEmpty()) {
            ThreadContext.putAll(replaced);
        }
    }
}
