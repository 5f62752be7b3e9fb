package io.lamancha.server.net.web;

import io.lamancha.server.net.TransportEvent;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;

/**
 * Tells the WebSocket's close frame why the session handler is about to close: a flood is a
 * policy violation (1008); an idle peer or a stopping server is going away (1001). Sits just
 * before the session handler and passes every event on.
 */
final class CloseReasons extends ChannelInboundHandlerAdapter {

    private final LineFrames out;

    CloseReasons(LineFrames out) {
        this.out = out;
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) {
        if (evt instanceof TransportEvent.FloodDetected) {
            out.closeFor(WebSocketCloseStatus.POLICY_VIOLATION);
        } else if (evt instanceof TransportEvent.IdleTimeout || evt instanceof TransportEvent.LineTimeout
                || evt instanceof TransportEvent.ServerStopping) {
            out.closeFor(WebSocketCloseStatus.ENDPOINT_UNAVAILABLE);
        }
        ctx.fireUserEventTriggered(evt);
    }
}
