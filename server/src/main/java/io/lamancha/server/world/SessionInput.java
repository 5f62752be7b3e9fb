package io.lamancha.server.world;

/**
 * What a transport hands the server for each connection: its arrival, each line the peer sends,
 * and its end. The other half of the seam {@link Outbound} is: a new transport implements the one
 * and calls the other, and shares everything else with every other transport.
 */
public interface SessionInput {

    /** A new connection: its session, already greeted. */
    Session connected(Outbound out);

    /** One line from the peer, decoded and sanitised, without its line end. */
    void line(Session session, String text);

    /** The connection is gone. */
    void disconnected(Session session);
}
