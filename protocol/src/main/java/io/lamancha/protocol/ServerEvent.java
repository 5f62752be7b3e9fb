package io.lamancha.protocol;

import java.util.List;

/**
 * Something the server tells a client. Implemented by records: their components are the JSON
 * fields (after {@code "ev"} and an optional {@code "tag"}), and {@link #lines()} is what a person
 * reads. Fields are only ever added, never renamed.
 */
public interface ServerEvent {

    /** The JSON event name, e.g. {@code chat}. */
    String ev();

    /** The text form: one string per line, no line endings. */
    List<String> lines();

    /**
     * Whether the encoder streams this line without databind: the lines sent after every move (a
     * game's state and its news), and a room's description (the lobby's names everyone in it).
     */
    default boolean perMove() {
        return false;
    }
}
