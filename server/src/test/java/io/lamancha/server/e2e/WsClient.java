package io.lamancha.server.e2e;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A test client that talks to the server the way the browser page does: one WebSocket text
 * message per line each way (the JDK's own WebSocket client).
 */
final class WsClient implements AutoCloseable {

    private final WebSocket socket;
    private final BlockingQueue<String> lines;
    private final CompletableFuture<Integer> closeCode;
    private final List<String> seen = new ArrayList<>();

    private WsClient(WebSocket socket, BlockingQueue<String> lines, CompletableFuture<Integer> closeCode) {
        this.socket = socket;
        this.lines = lines;
        this.closeCode = closeCode;
    }

    /** Connects to {@code /ws} on {@code port}, asking for {@code subprotocol} (null: none), with extra headers. */
    static WsClient connect(int port, String subprotocol, Map<String, String> headers) throws Exception {
        CompletableFuture<Integer> closed = new CompletableFuture<>();
        BlockingQueue<String> queue = new LinkedBlockingQueue<>();
        WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder()
                .connectTimeout(Duration.ofSeconds(10));
        if (subprotocol != null) {
            builder.subprotocols(subprotocol);
        }
        headers.forEach(builder::header);
        WebSocket ws = builder.buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), new Listener(queue, closed))
                .get(10, TimeUnit.SECONDS);
        return new WsClient(ws, queue, closed);
    }

    static WsClient text(int port) throws Exception {
        return connect(port, "lamancha.text", Map.of());
    }

    /** The subprotocol the server chose. */
    String subprotocol() {
        return socket.getSubprotocol();
    }

    WsClient send(String line) throws Exception {
        socket.sendText(line, true).get(10, TimeUnit.SECONDS);
        return this;
    }

    /** Sends {@code line} unless the server has closed the connection meanwhile; whether it went. */
    boolean trySend(String line) throws Exception {
        try {
            send(line);
            return true;
        } catch (java.util.concurrent.ExecutionException e) {
            return false;
        }
    }

    /** Sends one binary message; the server does not take them. */
    void sendBinary(byte[] bytes) throws Exception {
        socket.sendBinary(ByteBuffer.wrap(bytes), true).get(10, TimeUnit.SECONDS);
    }

    /** Reads lines until one matches; returns every line read on the way, the match last. */
    List<String> until(Predicate<String> match) throws Exception {
        return until(match, Duration.ofSeconds(20));
    }

    List<String> until(Predicate<String> match, Duration timeout) throws Exception {
        List<String> read = new ArrayList<>();
        long end = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < end) {
            String line = lines.poll(end - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (line == null) {
                break;
            }
            read.add(line);
            seen.add(line);
            if (match.test(line)) {
                return read;
            }
        }
        throw new AssertionError("no matching line within " + timeout + " (closed: " + closeCode.getNow(null)
                + "); read: " + read);
    }

    List<String> untilLine(String exact) throws Exception {
        return until(exact::equals);
    }

    /** The status code the server closed with, waiting for it up to {@code timeout}. */
    int closeCode(Duration timeout) throws Exception {
        return closeCode.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Every line read so far. */
    List<String> seen() {
        return seen;
    }

    @Override
    public void close() {
        socket.abort();
    }

    /** Collects whole text messages as lines, and the close code. */
    private static final class Listener implements WebSocket.Listener {
        private final BlockingQueue<String> queue;
        private final CompletableFuture<Integer> closed;
        private final StringBuilder partial = new StringBuilder();

        Listener(BlockingQueue<String> queue, CompletableFuture<Integer> closed) {
            this.queue = queue;
            this.closed = closed;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                queue.add(partial.toString());
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            closed.completeExceptionally(error);
        }
    }
}
