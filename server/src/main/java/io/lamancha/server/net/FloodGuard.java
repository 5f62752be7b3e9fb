package io.lamancha.server.net;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.socket.ChannelInputShutdownEvent;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;

/**
 * Rate-limits the {@link InboundLine}s of one connection with a token bucket of
 * {@code floodBurst} lines refilled at {@code floodRatePerSecond}. Lines within the budget pass at
 * once; later ones wait and are released in order at the sustained rate. When more than
 * {@code floodMaxQueued} lines are waiting, fires {@link TransportEvent.FloodDetected} once,
 * forgets the waiting lines and drops all further input. Rate 0 passes everything through. The
 * end of the peer's input (a half-close) is passed on after the lines waiting before it.
 * Time comes from the channel's event loop ticker. One instance per connection.
 */
public final class FloodGuard extends ChannelInboundHandlerAdapter {

    private final boolean enabled;
    private final long intervalNanos;
    private final long slackNanos;
    private final int maxQueued;
    // Made with the first line that has to wait: most connections never have one.
    private ArrayDeque<InboundLine> waiting;
    // Generic cell rate algorithm: the time the bucket would be full again, in ticker nanos.
    private long theoreticalArrival;
    private ScheduledFuture<?> release;
    private boolean flooded;
    // The peer half-closed while lines were waiting: told on once the last of them is released.
    private boolean inputEnded;

    public FloodGuard(Limits limits) {
        this.enabled = limits.floodControlled();
        this.intervalNanos = enabled ? Math.max(1, Math.round(1e9 / limits.floodRatePerSecond())) : 0;
        this.slackNanos = (limits.floodBurst() - 1) * intervalNanos;
        this.maxQueued = limits.floodMaxQueued();
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        theoreticalArrival = now(ctx);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (flooded) {
            ReferenceCountUtil.release(msg);
        } else if (!enabled || !(msg instanceof InboundLine)) {
            ctx.fireChannelRead(msg);
        } else if (nothingWaiting() && conforms(now(ctx))) {
            take(now(ctx));
            ctx.fireChannelRead(msg);
        } else {
            if (waiting == null) {
                waiting = new ArrayDeque<>();
            }
            waiting.add((InboundLine) msg);
            if (waiting.size() > maxQueued) {
                flood(ctx);
            } else {
                scheduleRelease(ctx);
            }
        }
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) {
        if (evt == ChannelInputShutdownEvent.INSTANCE && !nothingWaiting()) {
            inputEnded = true; // the end of the input comes after its last line
        } else {
            ctx.fireUserEventTriggered(evt);
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

    private void flood(ChannelHandlerContext ctx) {
        flooded = true;
        stop();
        ctx.fireUserEventTriggered(new TransportEvent.FloodDetected());
    }

    private boolean nothingWaiting() {
        return waiting == null || waiting.isEmpty();
    }

    private void stop() {
        waiting = null;
        if (release != null) {
            release.cancel(false);
            release = null;
        }
    }

    private void scheduleRelease(ChannelHandlerContext ctx) {
        if (release == null) {
            long delay = Math.max(0, theoreticalArrival - slackNanos - now(ctx));
            release = ctx.executor().schedule(() -> releaseWaiting(ctx), delay, TimeUnit.NANOSECONDS);
        }
    }

    private void releaseWaiting(ChannelHandlerContext ctx) {
        release = null;
        while (!nothingWaiting() && conforms(now(ctx))) {
            if (!ctx.channel().isActive()) {
                waiting = null;
                return;
            }
            take(now(ctx));
            ctx.fireChannelRead(waiting.poll());
        }
        if (!nothingWaiting()) {
            scheduleRelease(ctx);
        } else if (inputEnded) {
            inputEnded = false;
            ctx.fireUserEventTriggered(ChannelInputShutdownEvent.INSTANCE);
        }
    }

    private boolean conforms(long now) {
        return Math.max(theoreticalArrival, now) - now <= slackNanos;
    }

    private void take(long now) {
        theoreticalArrival = Math.max(theoreticalArrival, now) + intervalNanos;
    }

    private static long now(ChannelHandlerContext ctx) {
        return ctx.executor().ticker().nanoTime();
    }
}
