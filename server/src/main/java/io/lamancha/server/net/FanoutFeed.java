package io.lamancha.server.net;

import io.lamancha.server.metrics.ServerMetrics;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.channel.ChannelPromise;
import io.netty.channel.EventLoop;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Lines that many connections of one event loop all receive, stored once. A room's broadcast is
 * appended here in one copy; each following connection ({@link OutboundWriter#follow}) keeps only
 * how far it has been sent, and when its turn comes is handed a slice of the stored bytes. So a
 * line to a thousand members costs one copy and no work per member until its turn, where each
 * member gets everything since its last turn in one write.
 *
 * <p>Turns come in rounds over the followers, {@value #TURNS_PER_TASK} per loop task, so the loop
 * reads what clients send between them and a line stored mid-round still reaches the members
 * whose turn is yet to come. A round that found lines waiting starts at once in a quiet room; in
 * a busy one the next round waits {@value LoopFlusher#SPACING} times as long as the last round's
 * work took, capped at the linger, so that each write carries several lines and the loop is not
 * kept busy by the fan-out alone. A member then waits at most about one round and one pause.
 *
 * <p>A follower's own lines keep their order among the shared ones: before it takes a private line
 * its writer passes on the shared bytes it has not yet sent (see {@link OutboundWriter}). The bytes
 * live in chunks; a slice handed to a channel holds its chunk until the channel has sent it, and a
 * chunk every follower has passed is released, or reused when nothing holds it. Time comes from
 * the event loop's ticker. Confined to its event loop.
 */
public final class FanoutFeed {

    static final int CHUNK_BYTES = 32 * 1024;
    /** Followers given their turn in one loop task before the loop reads again. */
    static final int TURNS_PER_TASK = 32;

    private final EventLoop loop;
    private final long lingerNanos;
    private final ByteBufAllocator alloc;
    private final int turnsPerTask;
    private final Runnable turns = this::takeTurns;
    private final ArrayDeque<Chunk> chunks = new ArrayDeque<>();
    private final List<OutboundWriter> followers = new ArrayList<>();
    /** Bytes ever appended: the position just past the last stored byte. */
    private long end;
    private boolean scheduled;
    private boolean closed;
    /** The follower whose turn is next in the current round, or -1 between rounds. */
    private int nextTurn = -1;
    private long roundWorkNanos;
    private long lastRoundEnd;
    private long pauseNanos;

    private final ServerMetrics metrics;

    FanoutFeed(EventLoop loop, long lingerNanos, ByteBufAllocator alloc, int turnsPerTask) {
        this(loop, lingerNanos, alloc, turnsPerTask, ServerMetrics.NONE);
    }

    /** @param metrics where each round's work time is reported */
    FanoutFeed(EventLoop loop, long lingerNanos, ByteBufAllocator alloc, int turnsPerTask, ServerMetrics metrics) {
        this.metrics = metrics;
        this.loop = loop;
        this.lingerNanos = lingerNanos;
        this.alloc = alloc;
        this.turnsPerTask = turnsPerTask;
    }

    /** How many connections follow this feed (event loop only). */
    int followers() {
        return followers.size();
    }

    /**
     * Stores a copy of {@code line}'s readable bytes for every follower (event loop only); the
     * caller keeps its reference. They leave in the followers' next turns.
     */
    public void append(ByteBuf line) {
        int length = line.readableBytes();
        if (closed || followers.isEmpty() || length == 0) {
            return;
        }
        Chunk last = chunks.peekLast();
        if (last == null || last.buf.writableBytes() < length) {
            last = new Chunk(alloc.directBuffer(Math.max(CHUNK_BYTES, length)), end);
            chunks.addLast(last);
        }
        last.buf.writeBytes(line, line.readerIndex(), length);
        end += length;
        if (nextTurn < 0) {
            scheduleRound();
        }
    }

    private void scheduleRound() {
        if (scheduled || closed) {
            return;
        }
        scheduled = true;
        LoopFlusher.runPaced(loop, turns, lastRoundEnd, pauseNanos);
    }

    /** Releases the stored bytes; the feed takes no more lines (event loop only, once nobody follows). */
    public void close() {
        closed = true;
        for (OutboundWriter w : new ArrayList<>(followers)) {
            w.unfollow(this);
        }
        releaseChunks(chunks.size());
    }

    long end() {
        return end;
    }

    /** Adds a follower that will receive what is appended from now on. */
    long add(OutboundWriter writer) {
        followers.add(writer);
        return end;
    }

    void remove(OutboundWriter writer) {
        followers.remove(writer);
    }

    /**
     * Passes the stored bytes from {@code from} to the end to {@code channel}, unflushed, as slices
     * that hold their chunks until sent.
     */
    void writeTo(Channel channel, long from, ChannelPromise promise) {
        for (Chunk c : chunks) {
            long chunkEnd = c.base + c.buf.writerIndex();
            if (chunkEnd <= from) {
                continue;
            }
            int offset = (int) (from - c.base);
            channel.write(c.buf.retainedSlice(offset, (int) (chunkEnd - from)), promise);
            from = chunkEnd;
        }
    }

    /**
     * Gives the next followers of the round their turn: each sends what it has not yet sent. At the
     * end of a round spent chunks go, and another round is scheduled if lines came in during it.
     */
    void takeTurns() {
        scheduled = false;
        if (closed) {
            return;
        }
        long start = loop.ticker().nanoTime();
        if (nextTurn < 0) {
            nextTurn = 0;
            roundWorkNanos = 0;
        }
        // Followers who leave mid-round shift the list; one skipped is only served next round.
        int stop = Math.min(followers.size(), nextTurn + turnsPerTask);
        for (; nextTurn < stop && nextTurn < followers.size(); nextTurn++) {
            followers.get(nextTurn).flushPending();
        }
        long now = loop.ticker().nanoTime();
        roundWorkNanos += now - start;
        if (nextTurn < followers.size()) {
            scheduled = true;
            // Scheduled, not executed: the loop runs queued tasks back to back for up to a second,
            // but takes in due scheduled ones only after its next look at the sockets.
            loop.schedule(turns, 0, TimeUnit.NANOSECONDS);
            return;
        }
        nextTurn = -1;
        lastRoundEnd = now;
        metrics.fanoutRound(roundWorkNanos);
        pauseNanos = Math.min(lingerNanos, LoopFlusher.SPACING * roundWorkNanos);
        if (recycle() < end) {
            scheduleRound();
        }
    }

    /**
     * Releases the chunks every follower has passed, and starts the last one over when nothing holds
     * it; returns the position of the follower furthest behind.
     */
    private long recycle() {
        long lowest = end;
        for (OutboundWriter w : followers) {
            lowest = Math.min(lowest, w.positionIn(this));
        }
        int spent = 0;
        for (Chunk c : chunks) {
            if (c.base + c.buf.writerIndex() > lowest || c == chunks.peekLast()) {
                break;
            }
            spent++;
        }
        releaseChunks(spent);
        Chunk last = chunks.peekLast();
        if (last != null && lowest == end && last.buf.refCnt() == 1) {
            // Nothing holds a slice of it and everyone has passed it: start it over at the end.
            last.buf.clear();
            last.base = end;
        }
        return lowest;
    }

    private void releaseChunks(int count) {
        for (int i = 0; i < count; i++) {
            chunks.pollFirst().buf.release();
        }
    }

    /** Stored bytes (for tests): the chunks this feed still holds. */
    int chunkCount() {
        return chunks.size();
    }

    private static final class Chunk {
        final ByteBuf buf;
        long base;

        Chunk(ByteBuf buf, long base) {
            this.buf = buf;
            this.base = base;
        }
    }
}
