package io.lamancha.server.metrics;

import io.lamancha.protocol.WireFormat;
import io.lamancha.server.world.Session;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The open connections by transport, counted by wire format when asked: a session's format
 * changes with {@code /set format}, so it is read at each count, never kept.
 */
public final class ConnectionCensus {

    /** A transport and a wire format, as tags. */
    public record Kind(String transport, String format) implements Comparable<Kind> {
        @Override
        public int compareTo(Kind o) {
            int t = transport.compareTo(o.transport);
            return t != 0 ? t : format.compareTo(o.format);
        }
    }

    private final ConcurrentHashMap<Session, String> open = new ConcurrentHashMap<>();

    public void opened(Session session, String transport) {
        open.put(session, transport);
    }

    public void closed(Session session) {
        open.remove(session);
    }

    /** The connections open now by kind; a kind with none is absent. */
    public Map<Kind, Integer> count() {
        Map<Kind, Integer> counts = new TreeMap<>();
        open.forEach((session, transport) -> counts.merge(new Kind(transport, formatOf(session)), 1, Integer::sum));
        return counts;
    }

    public int total() {
        return open.size();
    }

    private static String formatOf(Session session) {
        return session.format() == WireFormat.JSON ? "json" : "text";
    }
}
