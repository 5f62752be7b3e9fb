package io.lamancha.clients.load;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The one thread that reads every load connection: completes connects, sends each client's
 * greeting, answers the server where the dialect must (IRC PING), and counts timed chat lines with
 * their latency. Counters are written by this thread only and read by others as volatiles.
 */
final class FanoutReader implements Runnable {

    private final Selector selector;
    private final Dialect dialect;
    private final Transport transport;
    private final String room;
    private final String nickPrefix;
    private final ByteBuffer buffer = ByteBuffer.allocate(256 * 1024);
    final AtomicInteger ready = new AtomicInteger();
    /** Connections with output the socket did not take yet; the pacer retries them. */
    final Queue<FanoutConn> stalled = new ConcurrentLinkedQueue<>();
    final LatencyHistogram latency = new LatencyHistogram();
    volatile int connected;
    volatile long delivered;
    volatile long errors;
    volatile long closed;
    volatile String lastError;
    volatile long measureFrom = Long.MAX_VALUE;
    volatile long measureTo = Long.MAX_VALUE;
    private volatile boolean running = true;
    private final Framing.LineSink sink = this::line;

    FanoutReader(Selector selector, Dialect dialect, Transport transport, String room, String nickPrefix) {
        this.selector = selector;
        this.dialect = dialect;
        this.transport = transport;
        this.room = room;
        this.nickPrefix = nickPrefix;
    }

    void stop() {
        running = false;
        selector.wakeup();
    }

    @Override
    public void run() {
        try {
            while (running) {
                selector.select(50);
                Iterator<SelectionKey> it = selector.selectedKeys().iterator();
                while (it.hasNext()) {
                    SelectionKey key = it.next();
                    it.remove();
                    handle(key);
                }
            }
        } catch (IOException e) {
            lastError = "selector failed: " + e.getMessage();
        } catch (ClosedSelectorException e) {
            // stop() raced with a select: the run is over.
        }
    }

    private void handle(SelectionKey key) {
        FanoutConn c = (FanoutConn) key.attachment();
        if (!key.isValid()) {
            return;
        }
        try {
            if (key.isConnectable()) {
                c.channel.finishConnect();
                connected++;
                c.channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
                key.interestOps(SelectionKey.OP_READ);
                c.write(c.framing.open(dialect.hello(nickPrefix + c.id, room).getBytes(StandardCharsets.UTF_8)));
            } else if (key.isReadable()) {
                read(key, c);
            }
        } catch (IOException e) {
            fail(key, c, e.getMessage());
        }
    }

    private void read(SelectionKey key, FanoutConn c) throws IOException {
        buffer.clear();
        int n = c.channel.read(buffer);
        if (n < 0) {
            fail(key, c, "the server closed connection " + c.id);
            return;
        }
        delivered += c.framing.read(c, buffer.array(), n, System.nanoTime(), sink);
    }

    /** Returns 1 for a timed chat line, 0 for anything else. */
    private int line(FanoutConn c, byte[] a, int from, int to, long now) throws IOException {
        long sent = LineScanner.sentNanos(a, from, to);
        if (sent >= 0) {
            if (sent >= measureFrom && sent < measureTo) {
                latency.record((now - sent) / 1000);
            }
            return 1;
        }
        String text = new String(a, from, to - from, StandardCharsets.UTF_8).strip();
        String answer = dialect.answer(text, room);
        if (answer != null) {
            c.send(answer.getBytes(StandardCharsets.UTF_8));
        }
        if (!c.ready && dialect.ready(text)) {
            c.ready = true;
            ready.incrementAndGet();
        } else if (dialect.error(text)) {
            errors++;
            lastError = text;
        }
        return 0;
    }

    private void fail(SelectionKey key, FanoutConn c, String why) {
        key.cancel();
        try {
            c.channel.close();
        } catch (IOException e) {
            // Closing what already failed.
        }
        closed++;
        lastError = why;
    }

    /**
     * Opens connection {@code id} and hands it to the reader, waiting first while {@code maxPending}
     * connects are unanswered: some servers listen with a short backlog (ngIRCd's is 10) and reset
     * what does not fit.
     */
    FanoutConn connect(int id, InetSocketAddress address, int maxPending) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (id - connected - closed >= maxPending) {
            if (System.nanoTime() > deadline) {
                throw new IOException("connects stopped completing after " + connected + "; last problem: " + lastError);
            }
            Thread.sleep(1);
        }
        SocketChannel ch = SocketChannel.open();
        ch.configureBlocking(false);
        ch.connect(address);
        FanoutConn c = new FanoutConn(id, ch, transport.framing(address), stalled);
        ch.register(selector, SelectionKey.OP_CONNECT, c);
        selector.wakeup();
        return c;
    }
}
