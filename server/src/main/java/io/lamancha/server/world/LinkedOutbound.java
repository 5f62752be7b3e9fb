package io.lamancha.server.world;

import java.util.List;

/**
 * An outbound that shares a link with others: the sessions this node runs for connections held
 * by one other node of a cluster. A room sends each of its lines once per link (and wire format),
 * naming the outbounds it is for, rather than once per member; the node at the other end hands
 * the one copy to each of those connections.
 */
public interface LinkedOutbound extends Outbound {

    /** The link this outbound's lines travel on: the same object for every outbound that shares it. */
    Link link();

    /** One way to another node. Thread-safe; what is written leaves in call order. */
    interface Link {
        /**
         * A new group of this link's outbounds (a room's members in one wire format, run here for
         * connections on that node). Its lines go once for them all.
         */
        Group group();
    }

    /** Some outbounds of one link that get the same lines (one room's, in one format). Room strand only. */
    interface Group {
        /** Sends {@code lines} (encoded as for {@link Outbound#write}) once, for each of {@code to}. */
        void writeAll(List<LinkedOutbound> to, byte[] lines);

        /** No member is left: the other node may forget the group. */
        void close();
    }
}
