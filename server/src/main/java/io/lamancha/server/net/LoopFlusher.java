package io.lamancha.server.net;

import io.netty.channel.EventLoop;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Flushes the connections of one event loop that have output waiting, all in one pass. (A room's
 * shared lines are sent in rounds of their own: see {@link FanoutFeed}.)
 *
 * <p>The passes of a busy loop are spaced by {@value #SPACING} times as long as the last pass took,
 * capped at the linger: a pass that sent one line to hundreds of connections is followed by a
 * pause in which further lines gather, so the next pass sends several lines per connection in one
 * write call. A pass to a handful of connections takes microseconds, so the lines of a game room
 * leave at once, as does anything written once the pause is over: that pass runs at the end of the
 * current turn. Output is never held longer than the linger. Time comes from the event loop's
 * ticker, so a test can drive the pacing with a mock one. Confined to its event loop.
 */
final class LoopFlusher {

    /** How many times as long as the last pass took a busy loop waits before the next one. */
    static final int SPACING = 4;

    private final EventLoop loop;
    private final long lingerNanos;
    private final List<OutboundWriter> waiting = new ArrayList<>();
    private final Runnable pass = this::flushAll;
    private boolean passScheduled;
    private long lastPassNanos;
    private long gapNanos;

    LoopFlusher(EventLoop loop, long lingerNanos) {
        this.loop = loop;
        this.lingerNanos = lingerNanos;
        this.lastPassNanos = loop.ticker().nanoTime();
    }

    /** The most a busy loop holds output back. */
    long lingerNanos() {
        return lingerNanos;
    }

    /** {@code writer} has output waiting (event loop only); it is flushed in the next pass. */
    void waiting(OutboundWriter writer) {
        waiting.add(writer);
        if (!passScheduled) {
            passScheduled = true;
            runPaced(loop, pass, lastPassNanos, gapNanos);
        }
    }

    /**
     * Runs {@code task} on {@code loop} once {@code gapNanos} have passed since {@code lastNanos}
     * (on the loop's ticker), or as soon as the loop gets to it if they have, or if there is no gap.
     */
    static void runPaced(EventLoop loop, Runnable task, long lastNanos, long gapNanos) {
        long wait = gapNanos == 0 ? 0 : lastNanos + gapNanos - loop.ticker().nanoTime();
        if (wait <= 0) {
            loop.execute(task);
        } else {
            loop.schedule(task, wait, TimeUnit.NANOSECONDS);
        }
    }

    private void flushAll() {
        passScheduled = false;
        long start = loop.ticker().nanoTime();
        // A flush can run handlers that write again: what they write is appended and flushed here too.
        for (int i = 0; i < waiting.size(); i++) {
            waiting.get(i).flushPending();
        }
        waiting.clear();
        lastPassNanos = start;
        gapNanos = Math.min(lingerNanos, SPACING * (loop.ticker().nanoTime() - start));
    }
}
