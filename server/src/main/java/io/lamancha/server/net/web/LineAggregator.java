package io.lamancha.server.net.web;

import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrameAggregator;

/**
 * Joins a line a client sent in fragments into one frame, at most the line limit long; a longer
 * one closes the connection with 1009, as a single frame over the limit does in the decoder.
 */
final class LineAggregator extends WebSocketFrameAggregator {

    private final LineFrames out;

    LineAggregator(int maxLineBytes, LineFrames out) {
        super(maxLineBytes);
        this.out = out;
    }

    @Override
    protected void handleOversizedMessage(ChannelHandlerContext ctx, WebSocketFrame oversized) {
        out.closeFor(WebSocketCloseStatus.MESSAGE_TOO_BIG);
        ctx.channel().close();
    }
}
