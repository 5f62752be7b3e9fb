package io.lamancha.server.net;

import io.lamancha.server.metrics.ServerMetrics;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelPromise;
import io.netty.channel.VoidChannelPromise;
import io.netty.util.AttributeKey;
import java.util.concurrent.RejectedExecutionException;

/**
 * Writes pre-encoded output to one channel. Lines written between two flushes are copied into one
 * buffer and leave in one write through the pipeline and, usually, one system call; when the
 * flush comes is the {@link LoopFlusher}'s policy. Callable from any thread: writes from other
 * threads hop to the channel's event loop in call order. Output to a closed channel, or to one
 * whose event loop has shut down, is released and dropped.
 *
 * <p>A writer may also follow {@link FanoutFeed}s (a room's broadcasts and its chat channels',
 * each stored once per event loop): it then keeps only its position in each. Order is kept: the
 * writer's own lines always come after the shared bytes stored before them, so before it takes a
 * line of its own it passes on what the feeds hold for it.
 */
public final class OutboundWriter {

    private static final AttributeKey<OutboundWriter> KEY =
            AttributeKey.valueOf(OutboundWriter.class, "writer");
    private static final int GATHER_CAPACITY = 512;

    private final Channel channel;
    private final LoopFlusher flusher;
    // For the writes whose outcome nobody awaits: a failed write means the channel is closing, and
    // a promise per write was half of a busy fan-out's garbage.
    private final ChannelPromise unawaited;
    // Event loop only: the writer's own output not yet passed to the channel, which comes before
    // the feeds' bytes from its positions on; the feeds it follows (one or two, usually);
    // whether bytes were passed on but not flushed; and whether the flusher has this writer in
    // its next pass.
    private ByteBuf pending;
    private final FollowedFeeds feeds = new FollowedFeeds();
    private boolean unflushed;
    private boolean waiting;
    /** The connection's last line has been taken ({@link #closeWith}): nothing more is (event loop only). */
    private boolean lastLineTaken;

    private final ServerMetrics metrics;

    private OutboundWriter(Channel channel, LoopFlusher flusher, ServerMetrics metrics) {
        this.channel = channel;
        this.flusher = flusher;
        this.metrics = metrics;
        this.unawaited = new VoidChannelPromise(channel, false);
    }

    /** Gives {@code channel} its writer, flushed by {@code batching}'s flusher of the channel's loop. */
    public static OutboundWriter install(Channel channel, OutputBatching batching) {
        OutboundWriter writer = new OutboundWriter(channel, batching.flusherOf(channel.eventLoop()),
                batching.metrics());
        OutboundWriter earlier = channel.attr(KEY).setIfAbsent(writer);
        return earlier == null ? writer : earlier;
    }

    /** The writer installed on {@code channel} by its initializer. */
    public static OutboundWriter of(Channel channel) {
        OutboundWriter writer = channel.attr(KEY).get();
        if (writer == null) {
            throw new IllegalStateException("no OutboundWriter installed on " + channel);
        }
        return writer;
    }

    /** Queues {@code line} (ownership passes to the writer); it leaves with the next flush. */
    public void write(ByteBuf line) {
        if (channel.eventLoop().inEventLoop()) {
            copyIn(line);
            line.release();
        } else {
            onLoop(() -> {
                copyIn(line);
                line.release();
            }, line);
        }
    }

    /**
     * Queues a copy of {@code shared}'s readable bytes; the caller keeps its reference and may
     * release it once this returns. On the event loop the bytes are copied at once, so a line
     * shared by a thousand recipients costs no reference count per recipient.
     */
    public void writeShared(ByteBuf shared) {
        if (channel.eventLoop().inEventLoop()) {
            copyIn(shared);
        } else {
            shared.retain();
            onLoop(() -> {
                copyIn(shared);
                shared.release();
            }, shared);
        }
    }

    /**
     * Runs {@code task} on the channel's event loop. A loop that has shut down (the server is
     * stopping) took its channels with it, so the output is released and dropped, like output to a
     * closed channel.
     */
    private void onLoop(Runnable task, ByteBuf held) {
        try {
            channel.eventLoop().execute(task);
        } catch (RejectedExecutionException e) {
            held.release();
        }
    }

    /** The writer installed on {@code channel}, or {@code null}. */
    static OutboundWriter installedOn(Channel channel) {
        return channel.attr(KEY).get();
    }

    /**
     * Sends what is pending at once (event loop only), so that bytes then written to the channel
     * directly (telnet negotiation, a goodbye before a close) come after it.
     */
    public void flushNow() {
        flushPending();
    }

    /**
     * Queues {@code last} (ownership passes) after what is pending and the shared lines stored until
     * then, and closes the channel once they are written (from any thread). Taking the line and
     * leaving the feed happen in one step on the loop, and the writer takes nothing after it, so
     * {@code last} is the last thing the peer reads.
     */
    public void closeWith(ByteBuf last) {
        Runnable task = () -> {
            copyIn(last);
            last.release();
            leaveAndClose();
            lastLineTaken = true;
        };
        if (channel.eventLoop().inEventLoop()) {
            task.run();
        } else {
            onLoop(task, last);
        }
    }

    /** Leaves the followed feeds without what they stored since the last own line, sends the rest, closes. */
    private void leaveAndClose() {
        feeds.leaveAll(this);
        flushPending();
        channel.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(GentleClose.INSTANCE);
    }

    private void copyIn(ByteBuf line) {
        if (lastLineTaken || !channel.isActive()) {
            return;
        }
        if (feeds.waiting()) {
            passOn(); // the shared bytes before this line leave before it
            waitForPass();
        }
        if (pending == null) {
            pending = channel.alloc().directBuffer(Math.max(GATHER_CAPACITY, line.readableBytes()));
            waitForPass();
        }
        pending.writeBytes(line, line.readerIndex(), line.readableBytes());
    }

    /** A new feed on this channel's event loop, paced by the same linger, for the writers of that loop to follow. */
    public FanoutFeed openFeed() {
        return new FanoutFeed(channel.eventLoop(), flusher.lingerNanos(), PooledByteBufAllocator.DEFAULT,
                FanoutFeed.TURNS_PER_TASK, metrics);
    }

    /**
     * Follows {@code next} from its end on (event loop only): what it stores from now on reaches
     * this channel, beside what the other feeds it follows store (its room's, its channels').
     */
    public void follow(FanoutFeed next) {
        if (!lastLineTaken) {
            feeds.follow(next, this);
        }
    }

    /**
     * Stops following {@code from} (event loop only), keeping what it stored until now: those
     * bytes are passed on to the channel and leave in the next pass. Nothing if this writer does
     * not follow it.
     */
    public void unfollow(FanoutFeed from) {
        if (feeds.leave(from, this, this::passOn)) {
            waitForPass();
        }
    }

    /** How far this writer has been given {@code feed}, which it follows (event loop only). */
    long positionIn(FanoutFeed feed) {
        return feeds.positionIn(feed);
    }

    /**
     * Bytes this writer holds for the peer and has not passed to the channel (event loop only): its
     * own lines and the shared lines stored since its last turn. The output cap counts them.
     */
    long heldBytes() {
        return (pending == null ? 0 : pending.readableBytes()) + feeds.heldBytes();
    }

    /**
     * Passes the writer's own bytes, then the feed's bytes it has not had, to the channel, unflushed.
     * Each leaves what this writer holds before it enters the channel, so none is counted twice.
     */
    private void passOn() {
        if (pending != null) {
            ByteBuf own = pending;
            pending = null;
            channel.write(own, unawaited);
            unflushed = true;
        }
        if (feeds.passOn(channel, unawaited)) {
            unflushed = true;
        }
    }

    private void waitForPass() {
        if (!waiting) {
            waiting = true;
            flusher.waiting(this);
        }
    }

    /** Passes the pending output to the channel and flushes it (event loop only). */
    void flushPending() {
        waiting = false;
        if (pending != null && !unflushed && !feeds.waiting()) {
            ByteBuf out = pending;
            pending = null;
            channel.writeAndFlush(out, unawaited);
            return;
        }
        passOn();
        if (unflushed) {
            unflushed = false;
            channel.flush();
        }
    }
}
