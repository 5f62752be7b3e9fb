package io.lamancha.server.world;

import io.lamancha.protocol.ClientLine;

/**
 * What a session's mailbox holds, in the order it came: a line the connection sent, a session
 * handed over from another node, or a signal from the connection. The owner strand takes them one
 * at a time ({@link Session#enqueue}).
 */
public sealed interface Mail {

    /** One line as typed (sanitised) and as parsed; the raw text is a password when one is awaited. */
    record Line(String raw, ClientLine line) implements Mail {
    }

    /** A session another node ran, arriving here (or coming home) with what it was. */
    record Arrival(HandedSession session) implements Mail {
    }

    /** The peer will send nothing more (it half-closed); it comes after the peer's last line. */
    record InputEnded() implements Mail {
    }

    /** The connection is gone. */
    record Disconnected() implements Mail {
    }

    /** The one {@link InputEnded}: it carries nothing. */
    Mail INPUT_ENDED = new InputEnded();

    /** The one {@link Disconnected}: it carries nothing. */
    Mail DISCONNECTED = new Disconnected();
}
