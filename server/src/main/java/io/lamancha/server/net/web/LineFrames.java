package io.lamancha.server.net.web;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import io.netty.util.ByteProcessor;
import io.netty.util.concurrent.PromiseCombiner;
import java.util.ArrayList;
import java.util.List;

/**
 * The outbound end of a WebSocket session: the lines the session's writer sends (UTF-8, each
 * ending in a line feed, several to a buffer) become one text frame each, without the line feed;
 * a line split across two buffers is held until its end comes. A close goes out as a close frame
 * with the status {@link #closeFor recorded} for it, 1000 when none was. One instance per
 * connection, on its event loop.
 */
final class LineFrames extends ChannelOutboundHandlerAdapter {

    private ByteBuf unfinished;
    private WebSocketCloseStatus closing;

    /** The status the coming close is sent with; the first reason given wins. */
    void closeFor(WebSocketCloseStatus status) {
        if (closing == null) {
            closing = status;
        }
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (!(msg instanceof ByteBuf bytes)) {
            ctx.write(msg, promise);
            return;
        }
        List<TextWebSocketFrame> frames;
        try {
            frames = frames(ctx, bytes);
        } finally {
            bytes.release();
        }
        if (frames.isEmpty()) {
            ctx.write(Unpooled.EMPTY_BUFFER, promise);
        } else if (promise.isVoid()) {
            frames.forEach(f -> ctx.write(f, promise));
        } else {
            PromiseCombiner all = new PromiseCombiner(ctx.executor());
            frames.forEach(f -> all.add(ctx.write(f)));
            all.finish(promise);
        }
    }

    private List<TextWebSocketFrame> frames(ChannelHandlerContext ctx, ByteBuf bytes) {
        List<TextWebSocketFrame> frames = new ArrayList<>();
        int from = bytes.readerIndex();
        int end = bytes.writerIndex();
        while (from < end) {
            int lf = bytes.forEachByte(from, end - from, ByteProcessor.FIND_LF);
            if (lf < 0) {
                hold(ctx, bytes, from, end - from);
                break;
            }
            ByteBuf line = ctx.alloc().buffer(held() + lf - from);
            if (unfinished != null) {
                line.writeBytes(unfinished);
                release();
            }
            line.writeBytes(bytes, from, lf - from);
            frames.add(new TextWebSocketFrame(line));
            from = lf + 1;
        }
        return frames;
    }

    private void hold(ChannelHandlerContext ctx, ByteBuf bytes, int from, int length) {
        if (unfinished == null) {
            unfinished = ctx.alloc().buffer(length);
        }
        unfinished.writeBytes(bytes, from, length);
    }

    private int held() {
        return unfinished == null ? 0 : unfinished.readableBytes();
    }

    @Override
    public void close(ChannelHandlerContext ctx, ChannelPromise promise) {
        release();
        if (closing != null && ctx.channel().isActive()) {
            // The protocol handler sees this close frame go and closes once it is written.
            ctx.writeAndFlush(new CloseWebSocketFrame(closing));
        }
        ctx.close(promise);
    }

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        release();
    }

    private void release() {
        if (unfinished != null) {
            unfinished.release();
            unfinished = null;
        }
    }
}
