package io.lamancha.server.net.web;

import io.lamancha.protocol.WireFormat;
import io.lamancha.server.net.ConnectionLimiter;
import io.lamancha.server.net.Limits;
import io.lamancha.server.net.ServerChannelInitializer;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler;
import java.time.Duration;
import java.util.function.Function;

/**
 * Turns an upgraded connection into a session like every other: once the handshake is done the
 * page handlers go, and the same guards and session handler as on TCP come in, with WebSocket
 * frames where the telnet decoder is. The subprotocol picks the session's wire format.
 */
final class WebSocketUpgrade extends ChannelInboundHandlerAdapter {

    /** The subprotocols a page may ask for, each naming a wire format. */
    static final String TEXT_SUBPROTOCOL = "lamancha.text";
    static final String JSON_SUBPROTOCOL = "lamancha.json";

    private final Limits limits;
    private final Duration pingInterval;
    private final ConnectionLimiter limiter;
    private final Function<WireFormat, ChannelHandler> sessionHandlers;

    WebSocketUpgrade(Limits limits, Duration pingInterval, ConnectionLimiter limiter,
            Function<WireFormat, ChannelHandler> sessionHandlers) {
        this.limits = limits;
        this.pingInterval = pingInterval;
        this.limiter = limiter;
        this.sessionHandlers = sessionHandlers;
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) {
        if (!(evt instanceof WebSocketServerProtocolHandler.HandshakeComplete handshake)) {
            ctx.fireUserEventTriggered(evt);
            return;
        }
        ChannelPipeline pipeline = ctx.pipeline();
        pipeline.remove(WebChannelInitializer.PAGE);
        pipeline.remove(WebChannelInitializer.GATE);
        pipeline.remove(WebChannelInitializer.HTTP_IDLE);
        if (pipeline.get(WebChannelInitializer.LIMITER) != null) {
            pipeline.remove(WebChannelInitializer.LIMITER); // counted already; it comes back in its place below
        }
        LineFrames out = new LineFrames();
        pipeline.addLast("heartbeat", new Heartbeat(pingInterval));
        pipeline.addLast("fragments", new LineAggregator(limits.maxLineBytes(), out));
        pipeline.addLast("frames", out);
        ServerChannelInitializer.addHandlers(pipeline, limits, limiter, idle -> new FrameLines(idle, out),
                sessionHandlers.apply(formatOf(handshake.selectedSubprotocol())));
        pipeline.addBefore("session", "close-reasons", new CloseReasons(out));
        // The new handlers missed the connection's start: it is told to them now, from here on.
        ctx.fireChannelActive();
        pipeline.remove(this);
    }

    static WireFormat formatOf(String subprotocol) {
        return JSON_SUBPROTOCOL.equals(subprotocol) ? WireFormat.JSON : WireFormat.TEXT;
    }
}
