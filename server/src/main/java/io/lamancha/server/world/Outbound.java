package io.lamancha.server.world;

/**
 * Where a session's lines leave the server: the one seam every transport implements (a TCP or
 * TLS connection, a WebSocket, a relay to another node), and a fake in tests. A room's broadcasts
 * may reach a transport's connections by a way of its own (see {@link RoomFeed}); everything else
 * a session is sent comes through here. Thread-safe.
 */
public interface Outbound {

    /**
     * Queues one or more encoded lines: UTF-8, each ending in a line feed. Neither side changes
     * {@code lines} afterwards, so one array may be given to many outbounds. Lines written before
     * the transport's next flush may leave together, in one write.
     */
    void write(byte[] lines);

    /**
     * Queues {@code lastLines} (encoded like {@link #write}) as the connection's last lines, then
     * closes it once they are written: nothing written or broadcast to this outbound afterwards
     * reaches the peer, so a goodbye is the last thing it reads.
     */
    void closeWith(byte[] lastLines);

    /** The connection's own strand (its event loop): owns the session before login. */
    Strand strand();

    /** Turns the client's local echo off or on (telnet ECHO negotiation); nothing for other clients. */
    default void hideInput(boolean hide) {
    }

    /** The remote address, for limits and logs. */
    String address();
}
