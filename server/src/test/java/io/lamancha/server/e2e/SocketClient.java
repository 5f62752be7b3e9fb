package io.lamancha.server.e2e;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** A test client that talks to the server the way nc does: lines out, lines in. */
final class SocketClient implements AutoCloseable {

    private final Socket socket;
    private final BufferedReader in;
    private final OutputStream out;
    private final List<String> seen = new ArrayList<>();

    SocketClient(int port) throws IOException {
        this(new Socket("127.0.0.1", port));
    }

    /** A client on a socket already connected (a TLS one, say). */
    SocketClient(Socket socket) throws IOException {
        this.socket = socket;
        socket.setSoTimeout(10_000);
        in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        out = socket.getOutputStream();
    }

    SocketClient send(String line) throws IOException {
        return sendRaw((line + "\n").getBytes(StandardCharsets.UTF_8));
    }

    SocketClient sendRaw(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
        return this;
    }

    /** Reads lines until one matches; returns every line read on the way, the match last. */
    List<String> until(Predicate<String> match) throws IOException {
        return until(match, Duration.ofSeconds(20));
    }

    List<String> until(Predicate<String> match, Duration timeout) throws IOException {
        List<String> lines = new ArrayList<>();
        long end = System.nanoTime() + timeout.toNanos();
        for (String line = next(end); line != null; line = next(end)) {
            lines.add(line);
            if (match.test(line)) {
                return lines;
            }
        }
        if (System.nanoTime() < end) {
            throw new IOException("connection closed; read so far: " + lines);
        }
        throw new AssertionError("no matching line within " + timeout + "; read: " + lines);
    }

    /** The next line, or null at the end of the connection or once {@code end} (a nano time) passed. */
    private String next(long end) throws IOException {
        while (System.nanoTime() < end) {
            try {
                String line = in.readLine();
                if (line != null) {
                    seen.add(line);
                }
                return line;
            } catch (SocketTimeoutException e) {
                // read again until the end
            }
        }
        return null;
    }

    List<String> untilLine(String exact) throws IOException {
        return until(exact::equals);
    }

    /** True when the server closed the connection (reads to the end). */
    boolean closedByServer() throws IOException {
        try {
            while (in.readLine() != null) {
                // drain
            }
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        }
    }

    /** Ends what this client sends, as {@code nc -N} does at the end of its input; it still reads. */
    SocketClient halfClose() throws IOException {
        socket.shutdownOutput();
        return this;
    }

    /** Every line the server still sends until it closes the connection (within 20 s). */
    List<String> untilClosed() throws IOException {
        List<String> lines = new ArrayList<>();
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        for (String line = next(end); line != null; line = next(end)) {
            lines.add(line);
        }
        if (System.nanoTime() >= end) {
            throw new AssertionError("the server did not close the connection within 20 s; read: " + lines);
        }
        return lines;
    }

    /** Every line read so far. */
    List<String> seen() {
        return seen;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
