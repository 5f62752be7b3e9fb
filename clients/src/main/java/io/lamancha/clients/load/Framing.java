package io.lamancha.clients.load;

import java.io.IOException;

/**
 * How one load connection's lines travel: as a plain line stream (TCP), or one WebSocket text
 * frame per line ({@link WebSocketFraming}, one instance per connection). The reader thread calls
 * {@link #read}; {@link #encode} is called by whoever writes.
 */
sealed interface Framing permits Framing.Lines, WebSocketFraming {

    /** Where the reader counts each complete line; returns 1 for a timed chat line, else 0. */
    @FunctionalInterface
    interface LineSink {
        int line(FanoutConn c, byte[] a, int from, int to, long now) throws IOException;
    }

    /** What a new connection sends first: the greeting, or a handshake that sends it once answered. */
    byte[] open(byte[] greeting);

    /** Lines (each ending in a line feed) as they go on the wire. */
    byte[] encode(byte[] lines);

    /**
     * Takes {@code n} bytes just read into {@code a} from {@code c}, hands every complete line to
     * the sink and keeps the unfinished rest in the connection. Returns the sink's count.
     */
    long read(FanoutConn c, byte[] a, int n, long now, LineSink sink) throws IOException;

    /** TCP: the bytes are the lines; a line ends at its line feed. */
    record Lines() implements Framing {
        @Override
        public byte[] open(byte[] greeting) {
            return greeting;
        }

        @Override
        public byte[] encode(byte[] lines) {
            return lines;
        }

        @Override
        public long read(FanoutConn c, byte[] a, int n, long now, LineSink sink) throws IOException {
            int start = 0;
            long count = 0;
            for (int i = 0; i < n; i++) {
                if (a[i] != '\n') {
                    continue;
                }
                if (c.partialLength > 0) {
                    c.keep(a, start, i);
                    count += sink.line(c, c.partial, 0, c.partialLength, now);
                    c.partialLength = 0;
                } else {
                    count += sink.line(c, a, start, i, now);
                }
                start = i + 1;
            }
            if (start < n) {
                c.keep(a, start, n);
            }
            return count;
        }
    }
}
