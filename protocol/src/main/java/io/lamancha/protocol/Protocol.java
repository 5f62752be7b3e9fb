package io.lamancha.protocol;

/** Protocol constants shared by server and clients. */
public final class Protocol {

    /**
     * Wire protocol version, announced in the welcome banner. 2: {@code /set updates changes} and
     * the {@code change} event (a client of version 1 never asks for them and works unchanged).
     * 3: {@code /set updates patch}, a {@code change} carrying a JSON Patch (a client of version 2
     * never asks for it and works unchanged). 4: in a room of more than 50 people, who comes and
     * goes is told once a second ({@code comings}) instead of an {@code enter} or {@code leave}
     * each, and {@code room} and {@code rooms} list the first 50 there with how many are
     * {@code here} (a client that keeps a crowded room's members from those lines asks
     * {@code /who}).
     */
    public static final int VERSION = 4;

    /** Default TCP port. */
    public static final int DEFAULT_PORT = 4000;

    /** Longest line the server accepts, in bytes, without the line ending. */
    public static final int MAX_LINE_BYTES = 1024;

    private Protocol() {
    }
}
