package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
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
 * <p>Futures complete on the writer thread: continue with {@code thenRunAsync(.., executor)} (for
 * example the channel's event loop) rather than doing real work, and never block, in a plain
 * {@code thenRun}. The queue is bounded; beyond it, and after {@link #close}, futures fail at once.
 */
final class MoveJournal implements AutoCloseable {
    private static final Logger LOG = LogManager.getLogger(MoveJournal.class);

    private record Pending(JournalEntry entry, CompletableFuture<Void> done) {
    }

    private static final Pending STOP = new Pending(null, null);

    private final Database database;
    private final int capacity;
    private final int maxBatch;
    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final AtomicLong transactions = new AtomicLong();
    private final AtomicLong entries = new AtomicLong();
    private final Thread writer;
    private boolean closed;

    MoveJournal(Database database, int capacity, int maxBatch) {
        this.database = database;
        this.capacity = capacity;
        this.maxBatch = maxBatch;
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

    JournalStats stats() {
        return new JournalStats(transactions.get(), entries.get());
    }

    private void run() {
        List<Pending> batch = new ArrayList<>();
        while (true) {
            try {
                batch.add(queue.take());
            } catch (InterruptedException e) {
                // close() does not interrupt; nothing else may stop the only writer
                continue;
            }
            queue.drainTo(batch, maxBatch - 1);
            // by identity: STOP is a marker, not a value
            boolean stop = batch.removeIf(pending -> pending == STOP);
            if (!batch.isEmpty()) {
                try {
                    writeBatch(batch);
                } catch (Throwable e) {
                    // the only writer must outlive anything: a dead one would leave every later
                    // future pending forever
                    LOG.error("move journal: unexpected failure", e);
                    fail(batch, e);
                }
            }
            batch.clear();
            if (stop) {
                return;
            }
        }
    }

    private void writeBatch(List<Pending> batch) {
        List<JournalEntry> writes = new ArrayList<>(batch.size());
        for (Pending pending : batch) {
            writes.add(pending.entry());
        }
        SQLException rolledBack;
        try (Connection connection = database.connection()) {
            rolledBack = commit(connection, writes);
            if (rolledBack == null) {
                database.syncCommitted(connection);
            }
        } catch (SQLException | RuntimeException e) {
            LOG.error("move journal: a batch of {} writes failed", batch.size(), e);
            fail(batch, new StoreException("cannot write game moves", e));
            return;
        }
        if (rolledBack == null) {
            transactions.incrementAndGet();
            entries.addAndGet(batch.size());
            for (Pending pending : batch) {
                pending.done().complete(null);
            }
        } else if (batch.size() == 1) {
            fail(batch, new StoreException("cannot write to game " + writes.get(0).game(), rolledBack));
        } else {
            for (Pending pending : batch) {
                writeBatch(List.of(pending));
            }
        }
    }

    /** @return null when committed, else why it was rolled back */
    private static SQLException commit(Connection connection, List<JournalEntry> writes) throws SQLException {
        connection.setAutoCommit(false);
        try {
            JournalWriter.write(connection, writes);
            connection.commit();
            return null;
        } catch (SQLException e) {
            connection.rollback();
            // the SQLSTATE only: a driver's message may quote the values, and a move may be secret
            LOG.warn("move journal: rolled back {} writes (first to game {}), SQLSTATE {}", writes.size(),
                    writes.get(0).game(), e.getSQLState());
            return e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    private static void fail(List<Pending> batch, Throwable cause) {
        for (Pending pending : batch) {
            pending.done().completeExceptionally(cause);
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
