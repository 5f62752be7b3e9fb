package io.lamancha.clients.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;

/**
 * One load connection spoken to as a browser would (RFC 6455): an HTTP upgrade to {@code /ws}
 * with the {@value #SUBPROTOCOL} subprotocol, then each line one masked text frame out and one
 * text frame in. Pings are answered; a close frame or a broken frame fails the connection. Written
 * here on the reader's byte path rather than with a client library so that a WebSocket client
 * costs the load generator what a TCP one does, and the two transports compare on the server.
 */
final class WebSocketFraming implements Framing {

    static final String SUBPROTOCOL = "lamancha.text";
    private static final String ACCEPT_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
    private static final byte[] HEADER_END = {'\r', '\n', '\r', '\n'};
    private static final int TEXT = 0x1;
    private static final int CLOSE = 0x8;
    private static final int PING = 0x9;
    private static final int PONG = 0xA;
    // 2 bytes, an 8-byte length, a 4-byte mask
    private static final int MAX_HEADER_BYTES = 14;
    // Far above any line the server sends (its line limit); a bigger length is a broken stream.
    private static final int MAX_FRAME_BYTES = 16 * 1024 * 1024;

    private final String hostAndPort;
    private final String key;
    // The reader thread's only: the greeting waits for the handshake's answer.
    private byte[] greeting;
    private boolean upgraded;
    private long counted; // what the sink said of the frames read so far in this read

    WebSocketFraming(String hostAndPort) {
        this.hostAndPort = hostAndPort;
        byte[] nonce = new byte[16];
        ThreadLocalRandom.current().nextBytes(nonce);
        this.key = Base64.getEncoder().encodeToString(nonce);
    }

    @Override
    public byte[] open(byte[] greeting) {
        this.greeting = greeting;
        return ("GET /ws HTTP/1.1\r\nHost: " + hostAndPort + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: " + key + "\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: "
                + SUBPROTOCOL + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    }

    @Override
    public byte[] encode(byte[] lines) {
        int frames = 0;
        int payload = 0;
        for (int from = 0; from < lines.length; ) {
            int lf = lineEnd(lines, from);
            frames++;
            payload += contentEnd(lines, from, lf) - from;
            from = lf + 1;
        }
        byte[] out = new byte[payload + frames * MAX_HEADER_BYTES];
        int at = 0;
        for (int from = 0; from < lines.length; ) {
            int lf = lineEnd(lines, from);
            at = frame(TEXT, lines, from, contentEnd(lines, from, lf), out, at);
            from = lf + 1;
        }
        return at == out.length ? out : Arrays.copyOf(out, at);
    }

    @Override
    public long read(FanoutConn c, byte[] a, int n, long now, LineSink sink) throws IOException {
        byte[] src = a;
        int to = n;
        if (c.partialLength > 0) {
            c.keep(a, 0, n);
            src = c.partial;
            to = c.partialLength;
        }
        int from = 0;
        if (!upgraded) {
            int end = indexOf(src, 0, to, HEADER_END);
            if (end < 0) {
                keepRest(c, src, 0, to);
                return 0;
            }
            checkHandshake(new String(src, 0, end, StandardCharsets.ISO_8859_1));
            upgraded = true;
            if (greeting.length > 0) {
                c.write(encode(greeting));
            }
            greeting = null;
            from = end + HEADER_END.length;
        }
        counted = 0;
        for (int next = nextFrame(c, src, from, to, now, sink); next >= 0; next = nextFrame(c, src, from, to, now, sink)) {
            from = next;
        }
        keepRest(c, src, from, to);
        return counted;
    }

    /** Takes one whole frame at {@code from}; returns where the next begins, or -1 if it is not all here. */
    private int nextFrame(FanoutConn c, byte[] a, int from, int to, long now, LineSink sink) throws IOException {
        if (to - from < 2) {
            return -1;
        }
        int b0 = a[from] & 0xFF;
        int b1 = a[from + 1] & 0xFF;
        if ((b1 & 0x80) != 0) {
            throw new IOException("the server masked a frame to connection " + c.id);
        }
        long length = b1 & 0x7F;
        int header = 2;
        if (length == 126) {
            header = 4;
        } else if (length == 127) {
            header = 10;
        }
        if (to - from < header) {
            return -1;
        }
        if (header > 2) {
            length = 0;
            for (int i = from + 2; i < from + header; i++) {
                length = (length << 8) | (a[i] & 0xFF);
            }
        }
        if (length > MAX_FRAME_BYTES) {
            throw new IOException("a frame of " + length + " bytes to connection " + c.id);
        }
        if (to - from - header < length) {
            return -1;
        }
        int start = from + header;
        int end = start + (int) length;
        take(c, b0, a, start, end, now, sink);
        return end;
    }

    /** Acts on one whole frame whose payload is {@code a[start, end)}. */
    private void take(FanoutConn c, int b0, byte[] a, int start, int end, long now, LineSink sink) throws IOException {
        int opcode = b0 & 0x0F;
        if ((b0 & 0x80) == 0 || opcode == 0) {
            throw new IOException("a fragmented frame to connection " + c.id + ": the server sends a line per frame");
        } else if (opcode == TEXT) {
            counted += sink.line(c, a, start, end, now);
        } else if (opcode == PING) {
            byte[] pong = new byte[(end - start) + MAX_HEADER_BYTES];
            c.write(Arrays.copyOf(pong, frame(PONG, a, start, end, pong, 0)));
        } else if (opcode == CLOSE) {
            int status = end - start >= 2 ? ((a[start] & 0xFF) << 8) | (a[start + 1] & 0xFF) : 1005;
            throw new IOException("the server closed connection " + c.id + " with status " + status);
        } else if (opcode != PONG) {
            throw new IOException("an unknown frame (opcode " + opcode + ") to connection " + c.id);
        }
    }

    private void checkHandshake(String response) throws IOException {
        String[] lines = response.split("\r\n");
        if (!lines[0].startsWith("HTTP/1.1 101")) {
            throw new IOException("WebSocket upgrade refused: " + lines[0]);
        }
        String accept = null;
        String protocol = null;
        for (String line : lines) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String name = line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            String value = line.substring(colon + 1).strip();
            if (name.equals("sec-websocket-accept")) {
                accept = value;
            } else if (name.equals("sec-websocket-protocol")) {
                protocol = value;
            }
        }
        if (!expectedAccept().equals(accept) || !SUBPROTOCOL.equals(protocol)) {
            throw new IOException("WebSocket upgrade answered with accept " + accept + ", subprotocol " + protocol);
        }
    }

    private String expectedAccept() {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-1").digest((key + ACCEPT_GUID).getBytes(StandardCharsets.US_ASCII));
            return Base64.getEncoder().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-1", e);
        }
    }

    /** Writes one masked frame of {@code payload[from, to)} into {@code out} at {@code at}; returns its end. */
    private static int frame(int opcode, byte[] payload, int from, int to, byte[] out, int at) {
        int length = to - from;
        out[at++] = (byte) (0x80 | opcode);
        if (length < 126) {
            out[at++] = (byte) (0x80 | length);
        } else if (length < 65536) {
            out[at++] = (byte) (0x80 | 126);
            out[at++] = (byte) (length >>> 8);
            out[at++] = (byte) length;
        } else {
            out[at++] = (byte) (0x80 | 127);
            for (int shift = 56; shift >= 0; shift -= 8) {
                out[at++] = (byte) ((long) length >>> shift);
            }
        }
        int mask = ThreadLocalRandom.current().nextInt();
        int maskAt = at;
        for (int shift = 24; shift >= 0; shift -= 8) {
            out[at++] = (byte) (mask >>> shift);
        }
        for (int i = 0; i < length; i++) {
            out[at++] = (byte) (payload[from + i] ^ out[maskAt + (i & 3)]);
        }
        return at;
    }

    private static int lineEnd(byte[] a, int from) {
        for (int i = from; i < a.length; i++) {
            if (a[i] == '\n') {
                return i;
            }
        }
        return a.length;
    }

    private static int contentEnd(byte[] a, int from, int lf) {
        return lf > from && a[lf - 1] == '\r' ? lf - 1 : lf;
    }

    private static int indexOf(byte[] a, int from, int to, byte[] what) {
        outer:
        for (int i = from; i <= to - what.length; i++) {
            for (int j = 0; j < what.length; j++) {
                if (a[i + j] != what[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /** Keeps {@code a[from, to)} as the connection's unfinished bytes; {@code a} may be its own buffer. */
    private static void keepRest(FanoutConn c, byte[] a, int from, int to) {
        if (a == c.partial) {
            System.arraycopy(a, from, a, 0, to - from);
            c.partialLength = to - from;
        } else {
            c.partialLength = 0;
            c.keep(a, from, to);
        }
    }
}
