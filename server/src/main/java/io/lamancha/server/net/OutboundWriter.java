package io.lamancha.server.net;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.util.AttributeKey;

/**
 * Writes pre-encoded output to one channel. Lines written between two flushes are gathered into
 * one buffer and leave in one write through the pipeline and, usually, one system call; when the
 * flush comes is the {@link LoopFlusher}'s policy. Callable from any thread: writes from other
 * threads hop to the channel's event loop in call order. Output to a closed channel is released
 * and dropped.
 */
public final class OutboundWriter {

    private static final AttributeKey<OutboundWriter> KEY =
            AttributeKey.valueOf(OutboundWriter.class, "writer");
    private static final int GATHER_CAPACITY = 512;

    private final Channel channel;
    private final LoopFlusher flusher;
    // Event loop only: the output not yet passed to the channel, and whether it is our own copy.
    private ByteBuf pending;
    private boolean gathered;

    private OutboundWriter(Channel channel, LoopFlusher flusher) {
        this.channel = channel;
        this.flusher = flusher;
    }

    /** Gives {@code channel} its writer, flushed by {@code batching}'s flusher of the channel's loop. */
    public static OutboundWriter install(Channel channel, OutputBatching batching) {
        OutboundWriter writer = new OutboundWriter(channel, batching.flusherOf(channel.eventLoop()));
        OutboundWriter earlier = channel.attr(KEY).setIfAbsent(writer);
        return earlier == null ? writer : earlier;
    }

    /** The writer installed on {@code channel} by its initializer. */
    public static OutboundWriter of(Channel channel) {
        OutboundWriter writer = channel.attr(KEY).get();
        if (writer == null) {
            throw new IllegalStateException("no OutboundWriter installed on " + channel);
        }
        return writer;
    }

    /** Queues {@code line} (ownership passes to the writer); it leaves with the next flush. */
    public void write(ByteBuf line) {
        if (channel.eventLoop().inEventLoop()) {
            append(line);
        } else {
            channel.eventLoop().execute(() -> append(line));
        }
    }

    /** The writer installed on {@code channel}, or {@code null}. */
    static OutboundWriter installedOn(Channel channel) {
        return channel.attr(KEY).get();
    }

    /**
     * Sends what is pending at once (event loop only), so that bytes then written to the channel
     * directly (telnet negotiation, a goodbye before a close) come after it.
     */
    public void flushNow() {
        flushPending();
    }

    /** Writes what is pending, then closes the channel (from any thread). */
    public void closeAfterPending() {
        channel.eventLoop().execute(() -> {
            flushPending();
            channel.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
        });
    }

    private void append(ByteBuf line) {
        if (!channel.isActive()) {
            line.release();
            return;
        }
        if (pending == null) {
            // The usual case at one line per flush: the line itself, no copy.
            pending = line;
            gathered = false;
            flusher.waiting(this);
            return;
        }
        if (!gathered) {
            ByteBuf copy = channel.alloc().directBuffer(
                    Math.max(GATHER_CAPACITY, 2 * (pending.readableBytes() + line.readableBytes())));
            copy.writeBytes(pending, pending.readerIndex(), pending.readableBytes());
            pending.release();
            pending = copy;
            gathered = true;
        }
        pending.writeBytes(line, line.readerIndex(), line.readableBytes());
        line.release();
    }

    /** Passes the pending output to the channel and flushes it (event loop only). */
    void flushPending() {
        ByteBuf out = pending;
        if (out != null) {
            pending = null;
            // The returned future is dropped on purpose: a failed write means the channel is closing.
            channel.writeAndFlush(out);
        }
    }
}
