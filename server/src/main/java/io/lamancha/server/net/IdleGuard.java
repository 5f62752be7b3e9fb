package io.lamancha.server.net;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Disconnects silent clients. After {@code idleTimeout - idleWarning} without input it fires
 * {@link TransportEvent.IdleWarning} once; after {@code idleTimeout} without input it fires
 * {@link TransportEvent.IdleTimeout} and closes the channel right after the event has been handled.
 * Any inbound data resets the clock (and allows a new warning). An idle timeout of zero disables it.
 * Time comes from the channel's event loop ticker. One instance per connection.
 */
public final class IdleGuard extends ChannelInboundHandlerAdapter {

    private final long timeoutNanos;
    private final long warnAfterNanos;
    private long lastReadNanos;
    private boolean warned;
    private ScheduledFuture<?> check;

    public IdleGuard(Limits limits) {
        this.timeoutNanos = limits.idleTimeout().toNanos();
        this.warnAfterNanos = limits.idleWarning().isZero() ? timeoutNanos
                : timeoutNanos - limits.idleWarning().toNanos();
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        if (ctx.channel().isActive()) {
            start(ctx);
        }
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        start(ctx);
        ctx.fireChannelActive();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        // Only a timestamp here: the scheduled check notices it, so reads cost no rescheduling.
        lastReadNanos = now(ctx);
        ctx.fireChannelRead(msg);
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

    private void start(ChannelHandlerContext ctx) {
        if (timeoutNanos > 0 && check == null) {
            lastReadNanos = now(ctx);
            schedule(ctx, warnAfterNanos);
        }
    }

    private void stop() {
        if (check != null) {
            check.cancel(false);
            check = null;
        }
    }

    private void schedule(ChannelHandlerContext ctx, long delayNanos) {
        check = ctx.executor().schedule(() -> checkIdle(ctx), delayNanos, TimeUnit.NANOSECONDS);
    }

    private void checkIdle(ChannelHandlerContext ctx) {
        if (!ctx.channel().isActive()) {
            return;
        }
        long idle = now(ctx) - lastReadNanos;
        if (idle < warnAfterNanos) {
            warned = false;
            schedule(ctx, warnAfterNanos - idle);
        } else if (idle >= timeoutNanos) {
            check = null;
            ctx.fireUserEventTriggered(new TransportEvent.IdleTimeout());
            // Close behind a flush so a goodbye line written for the event still goes out.
            ctx.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
        } else if (!warned) {
            warned = true;
            ctx.fireUserEventTriggered(new TransportEvent.IdleWarning(Duration.ofNanos(timeoutNanos - idle)));
            schedule(ctx, timeoutNanos - idle);
        } else {
            schedule(ctx, timeoutNanos - idle);
        }
    }

    private static long now(ChannelHandlerContext ctx) {
        return ctx.executor().ticker().nanoTime();
    }
}
