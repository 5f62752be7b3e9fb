package io.lamancha.server.net.web;

import io.lamancha.server.net.InboundLine;
import io.lamancha.server.net.InputProgress;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.util.ReferenceCountUtil;

/**
 * The inbound end of a WebSocket session, where the telnet decoder is on TCP: each text frame is
 * one line (a line feed at its end is dropped), and a finished line for the idle guard. Any other
 * data frame (binary) closes the connection with 1003. Frame sizes were bounded by the frame
 * decoder and the aggregator before (1009), so a line here is never too long.
 */
final class FrameLines extends ChannelInboundHandlerAdapter {

    private final InputProgress progress;
    private final LineFrames out;

    FrameLines(InputProgress progress, LineFrames out) {
        this.progress = progress;
        this.out = out;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof TextWebSocketFrame frame) {
            String text = frame.text();
            frame.release();
            progress.finished();
            ctx.fireChannelRead(new InboundLine.Text(withoutLineEnd(text)));
        } else if (msg instanceof WebSocketFrame) {
            ReferenceCountUtil.release(msg);
            out.closeFor(WebSocketCloseStatus.INVALID_MESSAGE_TYPE);
            ctx.close();
        } else {
            ctx.fireChannelRead(msg);
        }
    }

    private static String withoutLineEnd(String text) {
        if (text.endsWith("\r\n")) {
            return text.substring(0, text.length() - 2);
        }
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }
}
