package io.lamancha.server.world;

import io.lamancha.protocol.ServerEvent;
import java.util.Collection;

/**
 * How a room's events reach its members. A transport that can, stores each broadcast once per
 * event loop and wire format for all its members there; the rest get a copy each. Confined to the
 * room's strand.
 */
public interface RoomFeed {

    /** {@code member} receives the broadcasts from now on, in its current wire format. */
    void add(Session member);

    /** {@code member} receives no more broadcasts; those it was due still reach it. */
    void remove(Session member);

    /** {@code member} changed its wire format: broadcasts reach it in the new one from now on. */
    void reformatted(Session member);

    /** Sends {@code event} to every member, encoded at most once per wire format. */
    void broadcast(ServerEvent event);

    /** Sends {@code event} to each of {@code recipients}, encoded at most once per wire format. */
    void deliver(Collection<Session> recipients, ServerEvent event);

    /**
     * Sends lines already encoded (UTF-8, each ending in a line feed, in the one format they
     * were encoded in) to every member as they are: a room's line from another node, for the
     * members whose connections are here. Stored once per event loop like a broadcast.
     */
    void broadcastEncoded(byte[] lines);

    /** Opens the feed of a new room, given the room's strand. */
    interface Factory {
        RoomFeed open(Strand roomStrand);
    }
}
