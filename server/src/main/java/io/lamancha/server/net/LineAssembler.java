package io.lamancha.server.net;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Collects the data bytes of one line, never holding more than the limit plus one byte (room for
 * a trailing CR), and reports an overlong line exactly once. Not thread-safe: one per connection.
 */
final class LineAssembler {

    private static final int INITIAL_CAPACITY = 128;
    private static final byte[] NONE = new byte[0];

    private final int limit;
    private byte[] bytes;
    private int length;
    private boolean discarding;

    LineAssembler(int limit) {
        this.limit = limit;
        // No buffer between lines: an idle connection (most of them) holds none.
        this.bytes = NONE;
    }

    /**
     * Adds one data byte. Returns a {@link InboundLine.TooLong} the moment the line can no longer
     * fit, after which bytes are discarded until the next line end; otherwise null.
     */
    InboundLine append(int b) {
        if (discarding) {
            return null;
        }
        if (length == limit + 1) {
            discarding = true;
            reset();
            return new InboundLine.TooLong(limit);
        }
        if (length == bytes.length) {
            int grown = bytes.length == 0 ? INITIAL_CAPACITY : bytes.length * 2;
            bytes = Arrays.copyOf(bytes, Math.min(grown, limit + 1));
        }
        bytes[length++] = (byte) b;
        return null;
    }

    /**
     * Ends the current line at a LF. Returns the line (one trailing CR stripped, UTF-8 decoded with
     * invalid bytes replaced), a TooLong marker, or null when the line was already reported too long.
     */
    InboundLine finish() {
        if (discarding) {
            discarding = false;
            return null;
        }
        int end = length > 0 && bytes[length - 1] == '\r' ? length - 1 : length;
        // The String constructor replaces malformed input with U+FFFD; it never throws.
        InboundLine line = end > limit
                ? new InboundLine.TooLong(limit)
                : new InboundLine.Text(new String(bytes, 0, end, StandardCharsets.UTF_8));
        reset();
        return line;
    }

    /** Whether a line has begun and not yet ended: bytes are held, or an overlong line is being discarded. */
    boolean started() {
        return length > 0 || discarding;
    }

    /** Whether the line so far ends with a CR (that a LF would then strip). */
    boolean endsWithCr() {
        return !discarding && length > 0 && bytes[length - 1] == '\r';
    }

    /** Bytes currently allocated for the line; never more than the limit plus one. */
    int capacity() {
        return bytes.length;
    }

    private void reset() {
        length = 0;
        // Give back the line's memory instead of keeping it for the connection's life.
        bytes = NONE;
    }
}
