package io.lamancha.clients.load;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * One load client's socket: non-blocking, read by the selector thread, written by whoever holds
 * the lock (the pacer for chat lines, the selector thread for protocol answers). Output that the
 * socket does not take at once waits in a buffer and goes first next time.
 */
final class FanoutConn {

    final int id;
    final SocketChannel channel;
    byte[] partial = new byte[256];
    int partialLength;
    volatile boolean ready;
    private ByteBuffer backlog;

    FanoutConn(int id, SocketChannel channel) {
        this.id = id;
        this.channel = channel;
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

    synchronized void write(byte[] bytes) throws IOException {
        if (backlog != null && backlog.hasRemaining()) {
            ByteBuffer grown = ByteBuffer.allocate(backlog.remaining() + bytes.length);
            grown.put(backlog).put(bytes).flip();
            backlog = grown;
            flush();
            return;
        }
        ByteBuffer buf = ByteBuffer.wrap(bytes);
        channel.write(buf);
        if (buf.hasRemaining()) {
            backlog = buf;
        }
    }

    /** Writes what is waiting; returns the bytes still waiting. */
    synchronized int flush() throws IOException {
        if (backlog == null) {
            return 0;
        }
        channel.write(backlog);
        return backlog.remaining();
    }
}
