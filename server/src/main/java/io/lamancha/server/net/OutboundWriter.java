package io.lamancha.server.net;

import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.util.AttributeKey;

/**
 * Writes pre-encoded output to one channel and flushes once per event-loop turn, however many
 * lines were written in that turn (a fan-out writing 100 lines costs one flush and usually one
 * syscall). Callable from any thread: writes from other threads hop to the channel's event loop
 * in call order. Writes to a closed channel are released and ignored.
 */
public final class OutboundWriter {

    private static final AttributeKey<OutboundWriter> KEY =
            AttributeKey.valueOf(OutboundWriter.class, "writer");

    private final Channel channel;
    private final Runnable flushTask;
    // Read and written on the event loop only.
    private boolean flushScheduled;

    private OutboundWriter(Channel channel) {
        this.channel = channel;
        this.flushTask = () -> {
            flushScheduled = false;
            channel.flush();
        };
    }

    /** The writer of {@code channel}; the same instance for every call on that channel. */
    public static OutboundWriter of(Channel channel) {
        OutboundWriter writer = channel.attr(KEY).get();
        if (writer == null) {
            OutboundWriter fresh = new OutboundWriter(channel);
            writer = channel.attr(KEY).setIfAbsent(fresh);
            if (writer == null) {
                writer = fresh;
            }
        }
        return writer;
    }

    /** Queues {@code line} (ownership passes to the channel) and makes sure a flush follows this turn. */
    public void write(ByteBuf line) {
        if (channel.eventLoop().inEventLoop()) {
            writeInLoop(line);
        } else {
            channel.eventLoop().execute(() -> writeInLoop(line));
        }
    }

    private void writeInLoop(ByteBuf line) {
        // The returned future is dropped on purpose: a failed write means the channel is closing.
        channel.write(line);
        if (!flushScheduled) {
            flushScheduled = true;
            channel.eventLoop().execute(flushTask);
        }
    }
}
