package io.lamancha.clients.load;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.Queue;

/**
 * One load client's socket: non-blocking, framed by its transport ({@link Framing}), read by the
 * selector thread, written by whoever holds the lock (the pacer for chat lines, the selector
 * thread for protocol answers). Output that the socket does not take at once waits in a buffer,
 * and the connection joins the run's queue of stalled connections, so the pacer retries only
 * those rather than every connection on every tick.
 */
final class FanoutConn {

    final int id;
    final SocketChannel channel;
    final Framing framing;
    byte[] partial = new byte[256];
    int partialLength;
    volatile boolean ready;
    private final Queue<FanoutConn> stalled;
    // Guarded by this. queued: on the stalled queue, or taken off it and about to be retried;
    // always true while bytes wait in the backlog.
    private ByteBuffer backlog;
    private boolean queued;

    FanoutConn(int id, SocketChannel channel, Framing framing, Queue<FanoutConn> stalled) {
        this.id = id;
        this.channel = channel;
        this.framing = framing;
        this.stalled = stalled;
    }

    /** Appends the unfinished tail of a read, growing as needed. */
    void keep(byte[] src, int from, int to) {
        int n = to - from;
        if (partialLength + n > partial.length) {
            byte[] bigger = new byte[Math.max(partial.length * 2, partialLength + n)];
            System.arraycopy(partial, 0, bigger, 0, partialLength);
            partial = bigger;
        }
        System.arraycopy(src, from, partial, partialLength, n);
        partialLength += n;
    }

    /** Sends lines (each ending in a line feed), framed as this connection's transport wants. */
    void send(byte[] lines) throws IOException {
        write(framing.encode(lines));
    }

    /** Writes bytes as they are, already framed. */
    synchronized void write(byte[] bytes) throws IOException {
        if (backlog != null) {
            ByteBuffer grown = ByteBuffer.allocate(backlog.remaining() + bytes.length);
            grown.put(backlog).put(bytes).flip();
            backlog = grown;
            writeBacklog();
            return;
        }
        ByteBuffer buf = ByteBuffer.wrap(bytes);
        channel.write(buf);
        if (buf.hasRemaining()) {
            backlog = ByteBuffer.allocate(buf.remaining()).put(buf).flip(); // the caller keeps its array
            if (!queued) { // else the pacer holds this connection and is about to retry it
                queued = true;
                stalled.add(this);
            }
        }
    }

    /**
     * Retries what is waiting, for a connection just taken off the stalled queue; it goes back on
     * the queue while bytes remain. Returns the bytes still waiting.
     */
    synchronized int retry() throws IOException {
        queued = false;
        if (backlog == null) {
            return 0;
        }
        writeBacklog();
        if (backlog == null) {
            return 0;
        }
        queued = true;
        stalled.add(this);
        return backlog.remaining();
    }

    /** Retries every connection stalled when this is called, once. */
    static void retryStalled(Queue<FanoutConn> stalled) throws IOException {
        for (int n = stalled.size(); n > 0; n--) {
            FanoutConn c = stalled.poll();
            if (c == null) {
                return;
            }
            c.retry();
        }
    }

    private void writeBacklog() throws IOException {
        channel.write(backlog);
        if (!backlog.hasRemaining()) {
            backlog = null;
        }
    }
}
