package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;
import java.util.Objects;

/**
 * The server is closing this connection: {@code code} says why for programs, {@code reason} for
 * people. Only {@link Code#STOPPING} asks a client to come back (once the server is up again).
 */
public record Bye(Code code, String reason) implements ServerEvent {

    /** Why a connection is closed. */
    public enum Code {
        /** The client asked to quit, or half-closed its connection once its lines were answered. */
        QUIT,
        /** The client finished no line for the whole idle timeout, or left a line unfinished for the line timeout. */
        IDLE,
        /** An admin disconnected it. */
        KICKED,
        /** The same registered name logged in on another connection, which has the session now. */
        REPLACED,
        /** The server is stopping: running games are kept, and a client may log in again after the restart. */
        STOPPING;

        /** Whether a client should log in again (after the server is back) rather than stop. */
        public boolean comeBack() {
            return this == STOPPING;
        }
    }

    /** How a stopping server's reason begins. */
    public static final String STOPPING_REASON = "the server is stopping";
    /** How the text format shows a stopping server's goodbye begins: what text clients look for. */
    public static final String STOPPING_TEXT = "Goodbye: " + STOPPING_REASON;

    public Bye {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(reason, "reason");
    }

    @Override
    public String ev() {
        return "bye";
    }

    @Override
    public List<String> lines() {
        return List.of("Goodbye: " + reason);
    }
}
