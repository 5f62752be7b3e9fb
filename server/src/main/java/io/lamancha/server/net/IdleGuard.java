package io.lamancha.server.net;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Disconnects silent clients and clients that never finish a line. Activity is a finished line or
 * telnet command, as the connection's {@link TelnetLineDecoder} reports it ({@link InputProgress}):
 * the bytes of an unfinished line are not, so a line sent one byte at a time keeps nobody.
 *
 * <p>After {@code idleTimeout - idleWarning} without activity it fires
 * {@link TransportEvent.IdleWarning} once; after {@code idleTimeout} it fires
 * {@link TransportEvent.IdleTimeout}; activity resets the clock (and allows a new warning). A line
 * or telnet command begun and not finished within {@code lineTimeout} fires
 * {@link TransportEvent.LineTimeout}. After either timeout the channel is closed right after the
 * event has been handled. A timeout of zero is off. Time comes from the channel's event loop
 * ticker. One instance per connection.
 */
public final class IdleGuard extends ChannelInboundHandlerAdapter implements InputProgress {

    private static final long NONE = Long.MIN_VALUE;

    private final long timeoutNanos;
    private final long warnAfterNanos;
    private final Duration lineTimeout;
    private ChannelHandlerContext ctx;
    private long lastActivityNanos;
    private long unfinishedSince = NONE;
    private boolean warned;
    private ScheduledFuture<?> check;
    private ScheduledFuture<?> lineCheck;

    public IdleGuard(Limits limits) {
        this.timeoutNanos = limits.idleTimeout().toNanos();
        this.warnAfterNanos = limits.idleWarning().isZero() ? timeoutNanos
                : timeoutNanos - limits.idleWarning().toNanos();
        this.lineTimeout = limits.lineTimeout();
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        this.ctx = ctx;
        if (ctx.channel().isActive()) {
            start();
        }
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        start();
        ctx.fireChannelActive();
    }

    @Override
    public void finished() {
        // Only a timestamp here: the scheduled check notices it, so lines cost no rescheduling.
        lastActivityNanos = now();
    }

    @Override
    public void unfinished(boolean held) {
        if (!held) {
            unfinishedSince = NONE;
            return;
        }
        unfinishedSince = now();
        if (lineCheck == null && !lineTimeout.isZero() && ctx.channel().isActive()) {
            lineCheck = ctx.executor().schedule(this::checkLine, lineTimeout.toNanos(), TimeUnit.NANOSECONDS);
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

    private void start() {
        if (timeoutNanos > 0 && check == null) {
            lastActivityNanos = now();
            schedule(warnAfterNanos);
        }
    }

    private void stop() {
        if (check != null) {
            check.cancel(false);
            check = null;
        }
        if (lineCheck != null) {
            lineCheck.cancel(false);
            lineCheck = null;
        }
    }

    private void schedule(long delayNanos) {
        check = ctx.executor().schedule(this::checkIdle, delayNanos, TimeUnit.NANOSECONDS);
    }

    private void checkIdle() {
        if (!ctx.channel().isActive()) {
            return;
        }
        long idle = now() - lastActivityNanos;
        if (idle < warnAfterNanos) {
            warned = false;
            schedule(warnAfterNanos - idle);
        } else if (idle >= timeoutNanos) {
            check = null;
            closeAfter(new TransportEvent.IdleTimeout());
        } else if (!warned) {
            warned = true;
            ctx.fireUserEventTriggered(new TransportEvent.IdleWarning(Duration.ofNanos(timeoutNanos - idle)));
            schedule(timeoutNanos - idle);
        } else {
            schedule(timeoutNanos - idle);
        }
    }

    /** One check per line timeout at most, however many lines come: it looks at the line held now. */
    private void checkLine() {
        lineCheck = null;
        if (!ctx.channel().isActive() || unfinishedSince == NONE) {
            return;
        }
        long open = now() - unfinishedSince;
        if (open >= lineTimeout.toNanos()) {
            closeAfter(new TransportEvent.LineTimeout(lineTimeout));
        } else {
            lineCheck = ctx.executor().schedule(this::checkLine, lineTimeout.toNanos() - open, TimeUnit.NANOSECONDS);
        }
    }

    private void closeAfter(TransportEvent event) {
        stop();
        ctx.fireUserEventTriggered(event);
        // Close behind a flush so a goodbye line written for the event still goes out.
        ctx.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
    }

    private long now() {
        return ctx.executor().ticker().nanoTime();
    }
}
