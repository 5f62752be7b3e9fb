package io.lamancha.server.net;

import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.util.AttributeKey;

/**
 * Writes pre-encoded output to one channel and flushes once per event-loop turn, however many
 * lines were written in that turn. The lines of a turn are gathered into one buffer and pass the
 * pipeline as one message: under chat fan-out, Netty's per-message work (an outbound entry, a walk
 * through the handlers, flush bookkeeping) was most of the server's cost per delivered line.
 * Callable from any thread: writes from other threads hop to the channel's event loop in call
 * order. A small handler at the pipeline's tail hands the gathered lines on before anything else
 * written, flushed or closed through the channel, so a goodbye line still precedes the close.
 * Writes to a closed channel are released and ignored.
 */
public final class OutboundWriter {

    private static final AttributeKey<OutboundWriter> KEY =
            AttributeKey.valueOf(OutboundWriter.class, "writer");
    private static final int FIRST_CAPACITY = 512;

    private final Channel channel;
    private final Runnable flushTask;
    // Read and written on the event loop only.
    private boolean flushScheduled;
    private ByteBuf gathered;

    private OutboundWriter(Channel channel) {
        this.channel = channel;
        this.flushTask = () -> {
            flushScheduled = false;
            handOn();
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
                channel.pipeline().addLast("outbound-writer", fresh.new Gate());
            }
        }
        return writer;
    }

    /** Queues {@code line} (ownership passes to the writer) and makes sure a flush follows this turn. */
    public void write(ByteBuf line) {
        if (channel.eventLoop().inEventLoop()) {
            writeInLoop(line);
        } else {
            channel.eventLoop().execute(() -> writeInLoop(line));
        }
    }

    private void writeInLoop(ByteBuf line) {
        if (!channel.isActive()) {
            line.release();
            return;
        }
        if (gathered == null) {
            gathered = channel.alloc().directBuffer(Math.max(FIRST_CAPACITY, line.readableBytes()));
        }
        gathered.writeBytes(line);
        line.release();
        if (!flushScheduled) {
            flushScheduled = true;
            channel.eventLoop().execute(flushTask);
        }
    }

    /** Passes the gathered lines into the pipeline as one message (event loop only). */
    private void handOn() {
        ByteBuf out = gathered;
        if (out != null) {
            gathered = null;
            // The returned future is dropped on purpose: a failed write means the channel is closing.
            channel.write(out);
        }
    }

    /** Keeps the gathered lines ahead of any other write, flush or close made through the channel. */
    private final class Gate extends ChannelOutboundHandlerAdapter {
        @Override
        public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
            handOn();
            ctx.write(msg, promise);
        }

        @Override
        public void flush(ChannelHandlerContext ctx) {
            handOn();
            ctx.flush();
        }

        @Override
        public void close(ChannelHandlerContext ctx, ChannelPromise promise) {
            handOn();
            ctx.flush();
            ctx.close(promise);
        }
    }
}
