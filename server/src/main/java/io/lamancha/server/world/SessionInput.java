package io.lamancha.server.world;

import io.lamancha.protocol.WireFormat;

/**
 * What a transport hands the server for each connection: its arrival, each line the peer sends,
 * and its end. The other half of the seam {@link Outbound} is: a new transport implements the one
 * and calls the other, and shares everything else with every other transport.
 */
public interface SessionInput {

    /** A new connection: its session, already greeted, in text. */
    default Session connected(Outbound out) {
        return connected(out, WireFormat.TEXT);
    }

    /**
     * A new connection whose transport chose its wire format (a WebSocket subprotocol): its
     * session, in that format from the greeting on, as if it had sent {@code /set format}.
     */
    Session connected(Outbound out, WireFormat format);

    /** One line from the peer, decoded and sanitised, without its line end. */
    void line(Session session, String text);

    /** The connection is gone. */
    void disconnected(Session session);

    /**
     * The peer sent everything it will send (it half-closed, as {@code nc -N} does at the end of
     * its input): once every line it sent is run and answered, the connection closes.
     */
    default void inputEnded(Session session) {
        disconnected(session);
    }

    /**
     * A session another node handed over (see {@link Relay}): already logged in there, it comes
     * into {@code handed.room()} here, and its lines come through {@link #line} from now on.
     */
    default Session handedOver(Outbound out, HandedSession handed) {
        throw new UnsupportedOperationException("this server takes no sessions from other nodes");
    }

    /**
     * A session of a connection here that another node ran comes back (it went to a room this
     * node holds): it runs here again from its next line, as {@code handed} says it is now.
     */
    default void handedBack(Session session, HandedSession handed) {
        throw new UnsupportedOperationException("this server takes no sessions from other nodes");
    }

    /**
     * A user of another node accepts the ad {@code id} of a user here: completes with the room
     * of its table here (made at the first acceptance), or fails with the {@link Refusal} to show.
     */
    default java.util.concurrent.CompletionStage<String> seekAccepted(int id, String who) {
        return java.util.concurrent.CompletableFuture.failedFuture(
                new Refusal(io.lamancha.protocol.ErrorCode.NO_SUCH_SEEK, "There is no open ad #" + id + "."));
    }
}
