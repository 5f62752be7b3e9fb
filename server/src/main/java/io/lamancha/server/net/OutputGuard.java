package io.lamancha.server.net;

import io.lamancha.server.metrics.ConnectionEnd;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundBuffer;
import io.netty.channel.ChannelPromise;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Cuts off a client that does not read what the server sends, so its output cannot fill the heap.
 *
 * <p>Two rules: a channel that stays unwritable (above the write-buffer high water mark) for
 * {@code slowReaderGrace} is closed; and a write that would take the bytes waiting for the peer
 * past the cap is released unsent, its promise failed with {@link OutputCapExceededException}, and
 * the channel closed at once. Waiting bytes are counted wherever they are: in the channel's
 * outbound buffer, in its {@link OutboundWriter} (own lines not yet passed on, and the room's
 * shared lines stored since its last turn), and the kernel's send buffer, whose share of the cap
 * is set aside ({@link Limits#ownOutputCapBytes}) since the kernel does not say how full it is. Logs one INFO line per
 * cut-off with the remote address only. One instance per connection; needs the channel's
 * {@code WRITE_BUFFER_WATER_MARK} to be set (see {@link ServerChannelInitializer}).
 */
public final class OutputGuard extends ChannelDuplexHandler {

    private static final Logger LOG = LogManager.getLogger(OutputGuard.class);

    private final long capBytes;
    private final long ownCapBytes;
    private final long graceNanos;
    private OutboundWriter writer;
    private ScheduledFuture<?> slowCheck;
    private boolean cutOff;

    public OutputGuard(Limits limits) {
        this.capBytes = limits.outputCapBytes();
        this.ownCapBytes = limits.ownOutputCapBytes();
        this.graceNanos = limits.slowReaderGrace().toNanos();
    }

    /** Why a write was refused: the client had too much unread output queued. */
    public static final class OutputCapExceededException extends IOException {
        private static final long serialVersionUID = 1L;

        OutputCapExceededException(long capBytes) {
            super("output cap of " + capBytes + " bytes exceeded; connection closed");
        }
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        writer = OutboundWriter.installedOn(ctx.channel());
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        long size = ctx.channel().config().getMessageSizeEstimator().newHandle().size(msg);
        long held = writer == null ? 0 : writer.heldBytes();
        if (pendingBytes(ctx) + held + size > ownCapBytes) {
            ReferenceCountUtil.release(msg);
            promise.tryFailure(new OutputCapExceededException(capBytes));
            cutOff(ctx, "more than " + capBytes + " bytes of unread output");
            return;
        }
        ctx.write(msg, promise);
    }

    @Override
    public void channelWritabilityChanged(ChannelHandlerContext ctx) {
        if (!ctx.channel().isWritable()) {
            if (slowCheck == null) {
                slowCheck = ctx.executor().schedule(() -> checkStillSlow(ctx), graceNanos, TimeUnit.NANOSECONDS);
            }
        } else {
            cancelCheck();
        }
        ctx.fireChannelWritabilityChanged();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        cancelCheck();
        ctx.fireChannelInactive();
    }

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        cancelCheck();
        writer = null;
    }

    private void checkStillSlow(ChannelHandlerContext ctx) {
        slowCheck = null;
        if (!ctx.channel().isWritable()) {
            cutOff(ctx, "output blocked for " + graceNanos / 1_000_000 + " ms");
        }
    }

    private void cutOff(ChannelHandlerContext ctx, String reason) {
        if (!cutOff) {
            cutOff = true;
            LOG.info("Closing slow reader {}: {}", PeerAddress.of(ctx.channel()), reason);
        }
        EndReason.note(ctx.channel(), ConnectionEnd.SLOW_READER);
        ctx.close();
    }

    private void cancelCheck() {
        if (slowCheck != null) {
            slowCheck.cancel(false);
            slowCheck = null;
        }
    }

    private static long pendingBytes(ChannelHandlerContext ctx) {
        ChannelOutboundBuffer buffer = ctx.channel().unsafe().outboundBuffer();
        return buffer == null ? 0 : buffer.totalPendingWriteBytes();
    }
}
