package io.lamancha.server.net.web;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PongWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Pings a WebSocket every interval; a connection that sent no frame at all (not even the pong)
 * since the last ping has stopped answering and is closed. Pongs end here. This is about a dead
 * connection, not a quiet person: the idle guard still counts lines only.
 */
final class Heartbeat extends ChannelInboundHandlerAdapter {

    private static final Logger LOG = LogManager.getLogger(Heartbeat.class);

    private final long intervalNanos;
    private boolean heard = true;
    private ScheduledFuture<?> beat;

    Heartbeat(Duration interval) {
        this.intervalNanos = interval.toNanos();
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        beat = ctx.executor().scheduleAtFixedRate(() -> beat(ctx), intervalNanos, intervalNanos,
                TimeUnit.NANOSECONDS);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof WebSocketFrame) {
            heard = true;
        }
        if (msg instanceof PongWebSocketFrame) {
            ReferenceCountUtil.release(msg);
        } else {
            ctx.fireChannelRead(msg);
        }
    }

    private void beat(ChannelHandlerContext ctx) {
        if (!ctx.channel().isActive()) {
            stop();
        } else if (!heard) {
            LOG.info("WebSocket {} stopped answering pings: closed", ctx.channel().remoteAddress());
            stop();
            ctx.close();
        } else {
            heard = false;
            ctx.writeAndFlush(new PingWebSocketFrame());
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        stop();
        ctx.fireChannelInactive();
    }

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        stop();
    }

    private void stop() {
        if (beat != null) {
            beat.cancel(false);
            beat = null;
        }
    }
}
