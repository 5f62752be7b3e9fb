package io.lamancha.protocol;

/** Protocol constants shared by server and clients. */
public final class Protocol {

    /** Wire protocol version, announced in the welcome banner. */
    public static final int VERSION = 1;

    /** Default TCP port. */
    public static final int DEFAULT_PORT = 4000;

    /** Longest line the server accepts, in bytes, without the line ending. */
    public static final int MAX_LINE_BYTES = 1024;

    private Protocol() {
    }
}
