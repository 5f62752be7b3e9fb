package io.lamancha.server.net;

import io.netty.channel.EventLoop;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Flushes the connections of one event loop that have output waiting, all in one pass.
 *
 * <p>When the loop last flushed at least {@code linger} ago (a quiet loop), the pass runs at the
 * end of the current turn, so a lone line leaves at once. When it flushed more recently (a busy
 * loop), the pass waits until {@code linger} after the last one: the lines written meanwhile leave
 * together, one write call per connection instead of one per line. Output is never held longer
 * than {@code linger}. Confined to its event loop.
 */
final class LoopFlusher {

    private final EventLoop loop;
    private final long lingerNanos;
    private final List<OutboundWriter> waiting = new ArrayList<>();
    private final Runnable pass = this::flushAll;
    private boolean passScheduled;
    private long lastPassNanos;

    LoopFlusher(EventLoop loop, long lingerNanos) {
        this.loop = loop;
        this.lingerNanos = lingerNanos;
        this.lastPassNanos = System.nanoTime() - lingerNanos;
    }

    /** {@code writer} has output waiting (event loop only); it is flushed in the next pass. */
    void waiting(OutboundWriter writer) {
        waiting.add(writer);
        if (!passScheduled) {
            passScheduled = true;
            long wait = lingerNanos == 0 ? 0 : lastPassNanos + lingerNanos - System.nanoTime();
            if (wait <= 0) {
                loop.execute(pass);
            } else {
                loop.schedule(pass, wait, TimeUnit.NANOSECONDS);
            }
        }
    }

    private void flushAll() {
        passScheduled = false;
        lastPassNanos = System.nanoTime();
        // A flush can run handlers that write again: those writers are appended and flushed here too.
        for (int i = 0; i < waiting.size(); i++) {
            waiting.get(i).flushPending();
        }
        waiting.clear();
    }
}
