package io.lamancha.server.store;

import io.lamancha.server.journal.JournalUnavailableException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Whether the store can make writes durable now. An episode of unavailability begins with the
 * first write that fails because the store as a whole cannot write (the disk is full, the database
 * is down): one line in the log for the episode, not one per move. While it lasts, writes are
 * refused at once and a probe is due now and then, less often as it goes on; it ends when a probe
 * succeeds: one more line, and whoever waits for it is told. Thread-safe.
 */
final class StoreHealth {
    private static final Logger LOG = LogManager.getLogger(StoreHealth.class);

    private final long firstProbeNanos;
    private final long lastProbeNanos;
    private final List<Runnable> waiting = new ArrayList<>();
    /** System.nanoTime() when the episode began; only meaningful while {@link #why} is set. */
    private long since;
    /** Why the store is unavailable; {@code null} while it is available. */
    private String why;
    private long intervalNanos;
    private long nextProbe;
    private long refused;

    /** @param firstProbe the wait before the first probe; each next one waits twice as long, up to {@code lastProbe} */
    StoreHealth(Duration firstProbe, Duration lastProbe) {
        this.firstProbeNanos = firstProbe.toNanos();
        this.lastProbeNanos = lastProbe.toNanos();
    }

    synchronized boolean available() {
        return why == null;
    }

    /**
     * Notes a failure: when it says the store is unavailable, an episode begins (unless one runs).
     *
     * @return whether it was such a failure, and so told in the log already
     */
    boolean failed(Throwable failure) {
        if (!StoreFaults.unavailable(failure)) {
            return false;
        }
        synchronized (this) {
            if (why == null) {
                why = StoreFaults.describe(failure);
                since = System.nanoTime();
                refused = 0;
                intervalNanos = firstProbeNanos;
                nextProbe = since + intervalNanos;
                LOG.error("the store cannot save moves now ({}); games wait, and go on by themselves once it can", why);
            }
        }
        return true;
    }

    /** What a write refused during an episode fails with; counts it for the episode's end. */
    synchronized JournalUnavailableException refusal() {
        refused++;
        return new JournalUnavailableException("the store cannot save moves now: " + why, null);
    }

    /** What a write that failed because the store is unavailable fails with. */
    static JournalUnavailableException unavailable(Throwable failure) {
        return new JournalUnavailableException("the store cannot save moves now: " + StoreFaults.describe(failure),
                failure);
    }

    /** Nanoseconds until the next probe is due (0 or less: now); {@link Long#MAX_VALUE} while available. */
    synchronized long untilProbe() {
        return why == null ? Long.MAX_VALUE : nextProbe - System.nanoTime();
    }

    synchronized void probeFailed() {
        intervalNanos = Math.min(intervalNanos * 2, lastProbeNanos);
        nextProbe = System.nanoTime() + intervalNanos;
    }

    /** A probe succeeded: the episode ends, and everyone waiting for it hears. */
    void recovered() {
        List<Runnable> told;
        synchronized (this) {
            if (why == null) {
                return;
            }
            LOG.info("the store saves moves again, after {} s; {} write(s) were refused meanwhile",
                    Duration.ofNanos(System.nanoTime() - since).toSeconds(), refused);
            why = null;
            told = new ArrayList<>(waiting);
            waiting.clear();
        }
        told.forEach(Runnable::run);
    }

    /** Runs {@code then} once the store is available: now if it is (on this thread), else when a probe succeeds. */
    void whenAvailable(Runnable then) {
        synchronized (this) {
            if (why != null) {
                waiting.add(then);
                return;
            }
        }
        then.run();
    }
}
