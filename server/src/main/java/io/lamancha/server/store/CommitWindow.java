package io.lamancha.server.store;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * How long the {@link MoveJournal}'s writer waits, once it has taken what was queued, for more
 * writes to share the commit. A commit of the embedded H2 store costs some milliseconds of CPU
 * however few writes it holds (H2 writes every page they changed, and its own bookkeeping, as a
 * new chunk of its file), so under load fewer, larger commits cost far less per move.
 *
 * <p>The writer waits only while the batch holds fewer writes than the commit before it did: when
 * that many came together once, more are on their way (each table's next move follows the
 * acknowledgement of its last). It never waits longer than the window, counted from when it took
 * the batch's first write: a lone move is acknowledged at most one window later than without it,
 * and a quiet journal (its last commit held one write) never waits at all. When fewer come, the
 * next commit expects as many as came, so the wait fades as the load does.
 */
final class CommitWindow {
    /** The journal's window: adds at most this much to a move's acknowledgement. */
    static final Duration DEFAULT = Duration.ofMillis(2);

    private final long windowNanos;
    private int expected = 1;

    CommitWindow(Duration window) {
        this.windowNanos = window.toNanos();
    }

    /**
     * Adds to {@code batch} (holding what was queued, its first taken at {@code firstTakenAt},
     * a {@link System#nanoTime}) what arrives on {@code queue} within the window, until it holds
     * as many as the last commit did or {@code max}.
     */
    <T> void gather(BlockingQueue<T> queue, List<T> batch, int max, long firstTakenAt) {
        int wanted = Math.min(expected, max);
        long deadline = firstTakenAt + windowNanos;
        while (batch.size() < wanted) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return;
            }
            T more;
            try {
                more = queue.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                // the writer is never interrupted on purpose; commit what there is
                return;
            }
            if (more == null) {
                return;
            }
            batch.add(more);
            queue.drainTo(batch, max - batch.size());
        }
    }

    /** The writer took a batch of {@code size} entries: as many are expected next time. */
    void took(int size) {
        expected = Math.max(1, size);
    }
}
