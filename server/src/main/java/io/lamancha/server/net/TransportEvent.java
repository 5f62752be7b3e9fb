package io.lamancha.server.net;

import java.time.Duration;
import java.util.Objects;

/**
 * User events the transport fires up the pipeline (see {@code userEventTriggered}) for the
 * session handler to act on. Each is fired at most once per connection unless stated otherwise.
 */
public sealed interface TransportEvent {

    /**
     * The peer sent a telnet command, or ended a line with CR LF as telnet clients do even when
     * they negotiate nothing: it is taken for a telnet client, whose echo can be switched off.
     */
    record TelnetDetected() implements TransportEvent {
    }

    /**
     * The peer sent more lines than the flood limits allow. Further input is dropped; the session
     * handler should write the FLOOD error and close.
     */
    record FloodDetected() implements TransportEvent {
    }

    /**
     * The peer has finished no line long enough that it will be disconnected in {@code remaining}
     * unless it sends one. Fired again only after the peer has spoken in between.
     */
    record IdleWarning(Duration remaining) implements TransportEvent {
        public IdleWarning {
            Objects.requireNonNull(remaining, "remaining");
        }
    }

    /**
     * The peer has finished no line for the whole idle timeout. The channel is closed right after this
     * event, so a goodbye line written (and flushed) while handling it is still sent.
     */
    record IdleTimeout() implements TransportEvent {
    }

    /**
     * The peer began a line (or a telnet command) and did not finish it within {@code limit}. The
     * channel is closed right after this event, like after {@link IdleTimeout}.
     */
    record LineTimeout(Duration limit) implements TransportEvent {
        public LineTimeout {
            Objects.requireNonNull(limit, "limit");
        }
    }

    /**
     * The server is stopping (fired by the server, not the transport): the session handler should
     * say goodbye with {@code reason} and close once what is queued for the peer has been written.
     */
    record ServerStopping(String reason) implements TransportEvent {
        public ServerStopping {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
