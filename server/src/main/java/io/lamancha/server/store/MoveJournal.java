package io.lamancha.server.store;

import io.lamancha.server.journal.JournalUnavailableException;
import io.lamancha.server.metrics.ServerMetrics;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Group commit for game writes. Callers on any thread queue entries and get a future; one writer
 * thread takes everything queued (up to a batch limit), writes it in one transaction, commits,
 * forces it to disk, and only then completes the futures, in the order the entries were queued.
 * So a completed future means a durable write, and many concurrent games share each fsync.
 *
 * <p>If a batch fails, it is rolled back and its entries are retried one transaction each, so one
 * bad entry (say a repeated seq) fails only its own future. A failure to force the commit to disk
 * fails the whole batch without retry: those writes are in the database but were never promised.
 *
 * <p>A table that could not record a move takes it back, with every move made on top of it: it
 * queues a {@link JournalEntry.TakeBack} behind them, which deletes whatever of them was stored all
 * the same (a later move whose write succeeded; a batch committed but not forced to disk). A
 * take-back that fails is kept, and done first in every later transaction, in the probe, and at
 * close, so the store never keeps a move its players were told was taken back.
 *
 * <p>When the store as a whole cannot write (the disk is full, the database is down: see {@link
 * StoreHealth}) a batch fails at once, without retries, with a {@link JournalUnavailableException};
 * so do all writes after it, unwritten, until a probe write (due now and then on this thread)
 * succeeds.
 *
 * <p>Futures complete on the writer thread: continue with {@code thenRunAsync(.., executor)} (for
 * example the channel's event loop) rather than doing real work, and never block, in a plain
 * {@code thenRun}. The queue is bounded; beyond it, and after {@link #close}, futures fail at once.
 */
final class MoveJournal implements AutoCloseable {
    private static final Logger LOG = LogManager.getLogger(MoveJournal.class);

    /** A queued entry and its future; a null entry is {@link #settled}'s marker. */
    record Pending(JournalEntry entry, CompletableFuture<Void> done) {
    }

    private static final Pending STOP = new Pending(null, null);

    /**
     * What a transaction checks before it writes (a node of a cluster: that it still owns each
     * game); a throw rolls the transaction back, and the entries are then tried one at a time.
     */
    interface Fence {
        Fence NONE = (connection, writes) -> { };

        void check(Connection connection, List<JournalEntry> writes) throws SQLException;
    }

    private final Database database;
    private final int capacity;
    private final int maxBatch;
    private final StoreHealth health;
    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final AtomicLong transactions = new AtomicLong();
    private final AtomicLong entries = new AtomicLong();
    private final JournalRecovery recovery;
    private final JournalTransaction transaction;
    private final Thread writer;
    /** On the embedded store: the write-ahead file each batch goes to instead; else null. */
    private final AheadJournal ahead;
    private boolean closed;

    private final ServerMetrics metrics;
    /**
     * The least time between the starts of two group commits ({@code lamancha.journal.spacing-us},
     * microseconds, 2000 unless set; 0: none).
     */
    static final long SPACING_NANOS = TimeUnit.MICROSECONDS.toNanos(Long.getLong("lamancha.journal.spacing-us", 2000));
    private final long spacingNanos;
    /** When the last group commit began (the writer's thread only). */
    private long lastCommit;

    MoveJournal(Database database, int capacity, int maxBatch, StoreHealth health) {
        this(database, capacity, maxBatch, health, ServerMetrics.NONE);
    }

    MoveJournal(Database database, int capacity, int maxBatch, StoreHealth health, ServerMetrics metrics) {
        this(database, capacity, maxBatch, health, metrics, Fence.NONE);
    }

    MoveJournal(Database database, int capacity, int maxBatch, StoreHealth health, ServerMetrics metrics,
            Fence fence) {
        this(database, capacity, maxBatch, health, metrics, fence, null);
    }

    /** As above, each batch appended to {@code ahead}, the write-ahead file, when not null. */
    MoveJournal(Database database, int capacity, int maxBatch, StoreHealth health, ServerMetrics metrics,
            Fence fence, AheadJournal ahead) {
        this(database, capacity, maxBatch, health, metrics, fence, ahead, SPACING_NANOS);
    }

    /** As above, group commits beginning at least {@code spacingNanos} apart. */
    MoveJournal(Database database, int capacity, int maxBatch, StoreHealth health, ServerMetrics metrics,
            Fence fence, AheadJournal ahead, long spacingNanos) {
        this.spacingNanos = spacingNanos;
        this.lastCommit = System.nanoTime() - spacingNanos;
        this.ahead = ahead;
        this.metrics = metrics;
        this.database = database;
        this.capacity = capacity;
        this.maxBatch = maxBatch;
        this.health = health;
        this.recovery = new JournalRecovery(database, health);
        this.transaction = new JournalTransaction(database, recovery, fence, metrics);
        this.writer = new Thread(this::run, "move-journal");
        writer.setDaemon(true);
        writer.start();
    }

    CompletableFuture<Void> submit(JournalEntry entry) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        synchronized (this) {
            // under the lock, so that nothing is queued behind STOP and left incomplete
            if (closed) {
                return CompletableFuture.failedFuture(new IllegalStateException("the move journal is closed"));
            }
            if (queue.size() >= capacity) {
                return CompletableFuture.failedFuture(new IllegalStateException("the move journal is full"));
            }
            queue.add(new Pending(entry, done));
        }
        return done;
    }

    /**
     * Completes once every entry queued before it has been written or refused: a reader that must
     * see them (a player's {@code /games} right after {@code /start}) waits on it.
     */
    CompletableFuture<Void> settled() {
        return submit(null);
    }

    JournalStats stats() {
        return new JournalStats(transactions.get(), entries.get());
    }

    private void run() {
        List<Pending> batch = new ArrayList<>();
        while (true) {
            Pending first = next();
            if (first == null) {
                if (ahead == null) {
                    recovery.probe();
                } else {
                    ahead.probe();
                }
                continue;
            }
            batch.add(first);
            gather(first);
            queue.drainTo(batch, maxBatch - 1);
            // by identity: STOP is a marker, not a value
            boolean stop = batch.removeIf(pending -> pending == STOP);
            if (!batch.isEmpty()) {
                try {
                    long start = System.nanoTime();
                    if (ahead == null) {
                        handle(batch);
                    } else {
                        counted(ahead.handle(batch));
                    }
                    metrics.groupCommit(batch.size(), System.nanoTime() - start);
                } catch (Throwable e) {
                    // the only writer must outlive anything: a dead one would leave every later
                    // future pending forever
                    LOG.error("move journal: unexpected failure", e);
                    for (Pending pending : batch) {
                        pending.done().completeExceptionally(e);
                    }
                }
            }
            batch.clear();
            if (stop) {
                if (ahead == null) {
                    recovery.atClose();
                } else {
                    ahead.close();
                }
                return;
            }
        }
    }

    /**
     * Lets entries gather behind {@code first} until {@link #spacingNanos} have passed since the
     * last group commit began: under load each commit, and its fsync, then carries more entries.
     * An entry after a quiet spell is written at once.
     */
    private void gather(Pending first) {
        long now = System.nanoTime();
        long wait = lastCommit + spacingNanos - now;
        if (first != STOP && wait > 0) {
            LockSupport.parkNanos(wait);
            now = System.nanoTime();
        }
        lastCommit = now;
    }

    /** The next entry; {@code null} when a probe of an unavailable store is due first. */
    private Pending next() {
        while (true) {
            long wait = health.untilProbe();
            try {
                if (wait == Long.MAX_VALUE) {
                    return queue.take();
                }
                if (wait <= 0) {
                    return null;
                }
                Pending pending = queue.poll(wait, TimeUnit.NANOSECONDS);
                if (pending != null) {
                    return pending;
                }
            } catch (InterruptedException e) {
                // close() does not interrupt; nothing else may stop the only writer
            }
        }
    }

    /** Writes what may be written, then completes every future of the batch in queue order. */
    private void handle(List<Pending> batch) {
        RuntimeException[] failed = new RuntimeException[batch.size()];
        List<Integer> writes = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            if (batch.get(i).entry() == null) {
                continue; // settled(): done with the entries before it
            }
            failed[i] = refusal(batch.get(i).entry());
            if (failed[i] == null) {
                writes.add(i);
            } else if (batch.get(i).entry() instanceof JournalEntry.TakeBack back) {
                // refused for now, done with the first transaction that can be made
                recovery.owe(back);
            }
        }
        write(batch, writes, failed);
        for (int i = 0; i < batch.size(); i++) {
            if (failed[i] == null) {
                batch.get(i).done().complete(null);
            } else {
                batch.get(i).done().completeExceptionally(failed[i]);
            }
        }
    }

    /** Why {@code entry} must not be written, or {@code null} when it may. */
    private RuntimeException refusal(JournalEntry entry) {
        return health.available() ? null : health.refusal();
    }

    /** Writes the entries of {@code batch} at {@code indices} in one transaction; {@code failed} gets which failed. */
    private void write(List<Pending> batch, List<Integer> indices, RuntimeException[] failed) {
        if (indices.isEmpty()) {
            return;
        }
        List<JournalEntry> writes = new ArrayList<>(indices.size());
        for (int i : indices) {
            writes.add(batch.get(i).entry());
        }
        JournalTransaction.Failure failure = transaction.commitAndSync(writes);
        if (failure == null) {
            counted(writes.size());
            recovery.paid();
            return;
        }
        if (health.failed(failure.cause())) {
            // H2 closes its database when it cannot write its file: only new connections open it again
            database.evictConnections();
            fail(batch, indices, failed, StoreHealth.unavailable(failure.cause()));
        } else if (!failure.rolledBack()) {
            // committed but not forced to disk, or not even known: never promised, and never retried
            fail(batch, indices, failed, new StoreException("cannot write game moves", failure.cause()));
        } else if (indices.size() == 1) {
            fail(batch, indices, failed, new StoreException("cannot write to game " + writes.get(0).game(),
                    failure.cause()));
        } else {
            for (int i : indices) {
                failed[i] = refusal(batch.get(i).entry());
                if (failed[i] == null) {
                    write(batch, List.of(i), failed);
                }
            }
        }
    }

    /** A batch of {@code written} entries made durable (none: nothing was). */
    private void counted(int written) {
        if (written > 0) {
            transactions.incrementAndGet();
            entries.addAndGet(written);
        }
    }

    private void fail(List<Pending> batch, List<Integer> indices, RuntimeException[] failed, RuntimeException cause) {
        for (int i : indices) {
            failed[i] = cause;
            if (batch.get(i).entry() instanceof JournalEntry.TakeBack back) {
                recovery.owe(back);
            }
        }
    }

    /** Writes everything queued so far, then stops the writer; later submissions fail. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            queue.add(STOP);
        }
        try {
            writer.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
