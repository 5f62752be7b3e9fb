package io.lamancha.server.cluster;

import io.lamancha.server.world.LinkedOutbound;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;

/**
 * The way to another node for the sessions this node runs for connections there: each line
 * numbered, so that node sees when one was lost; a room's line goes once for all its members.
 */
final class NodeLink implements LinkedOutbound.Link {

    private final ThisNode here;
    private final String to;
    private final AtomicLong groups = new AtomicLong();
    private long seq; // guarded by this

    NodeLink(ThisNode here, String to) {
        this.here = here;
        this.to = to;
    }

    /** The node at the other end. */
    String to() {
        return to;
    }

    /** Sends what {@code message} makes of the next number, in numbering order. */
    synchronized void send(LongFunction<BusMessage> message) {
        here.bus().send(to, message.apply(++seq));
    }

    @Override
    public LinkedOutbound.Group group() {
        long id = groups.incrementAndGet();
        String node = here.name();
        return new LinkedOutbound.Group() {
            @Override
            public void writeAll(List<LinkedOutbound> outbounds, byte[] lines) {
                List<Long> conns = new ArrayList<>(outbounds.size());
                for (LinkedOutbound o : outbounds) {
                    conns.add(((RelayOutbound) o).conn());
                }
                String text = new String(lines, StandardCharsets.UTF_8);
                send(n -> new BusMessage.RoomLines(node, n, id, conns, text));
            }

            @Override
            public void close() {
                send(n -> new BusMessage.GroupClosed(node, n, id));
            }
        };
    }
}
