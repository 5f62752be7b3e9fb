package io.lamancha.server.store;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The store catching up with the write-ahead file, on a thread of its own: every {@link
 * #INTERVAL_MILLIS} ms (at once when someone waits for it), what was appended since goes into the
 * store in one transaction with the position it reached, committed and forced to disk; then the
 * segments it emptied are dropped. A store that cannot write (a full disk) is tried again later,
 * the records kept; a batch that fails otherwise is applied record by record, and a record that
 * fails alone is logged, counted and skipped.
 */
final class AheadCatchUp {
    private static final Logger LOG = LogManager.getLogger(AheadCatchUp.class);
    /** How often it catches up; {@code lamancha.write-ahead.interval-ms} sets another (tests). */
    static final long INTERVAL_MILLIS = Long.getLong("lamancha.write-ahead.interval-ms", 250);
    static final long RETRY_MILLIS = 1_000;
    static final int MAX_RECORDS = 20_000;

    /** Completes once the store holds the records through {@code lsn}; fails if that one failed alone. */
    record Waiter(long lsn, CompletableFuture<Void> done) {
    }

    private final Database database;
    private final AheadLog log;
    private final AheadTransaction transaction;
    private final ArrayDeque<AheadFile.Entry> pending = new ArrayDeque<>();
    private final ArrayDeque<Waiter> waiters = new ArrayDeque<>();
    private final AtomicLong skipped = new AtomicLong();
    private final Thread thread = new Thread(this::run, "journal-catch-up");
    private long applied;
    private long added;
    private boolean urgent;
    private boolean stopping;
    private boolean failing;

    AheadCatchUp(Database database, AheadLog log, long applied) {
        this.database = database;
        this.log = log;
        this.transaction = new AheadTransaction(database);
        this.applied = applied;
        this.added = applied;
        thread.setDaemon(true);
    }

    /**
     * Applies records left from before (the file as a start found it) on this thread, before the
     * catch-up's own starts.
     *
     * @throws StoreException when the store cannot take them
     */
    void replay(List<AheadFile.Entry> records) {
        for (int from = 0; from < records.size(); from += MAX_RECORDS) {
            List<AheadFile.Entry> chunk = records.subList(from, Math.min(records.size(), from + MAX_RECORDS));
            int done = apply(chunk, new HashMap<>());
            if (done < chunk.size()) {
                throw new StoreException("the store cannot take the write-ahead file's records now", null);
            }
            applied = chunk.get(chunk.size() - 1).lsn();
            added = applied;
        }
    }

    void start() {
        thread.start();
    }

    /**
     * Records appended and forced, and who waits for them; {@code now}: catch up at once. The
     * catch-up is woken only when that changes what it waits for: the first records after none
     * (it waited without a deadline), a batch grown to its largest, or {@code now}; records added
     * while it waits for its deadline wait with it (a wake-up every group commit cost two context
     * switches each).
     */
    void add(List<AheadFile.Entry> records, List<Waiter> waiting, boolean now) {
        synchronized (this) {
            boolean wake = now || pending.isEmpty() && !records.isEmpty();
            pending.addAll(records);
            added = records.isEmpty() ? added : records.get(records.size() - 1).lsn();
            waiters.addAll(waiting);
            urgent |= now;
            if (wake || pending.size() >= MAX_RECORDS) {
                notifyAll();
            }
        }
    }

    /** Completes once the store holds every record added so far. */
    void settled(CompletableFuture<Void> done) {
        synchronized (this) {
            if (added > applied) {
                waiters.add(new Waiter(added, done));
                urgent = true;
                notifyAll();
                return;
            }
        }
        done.complete(null);
    }

    /** Records that failed alone and were skipped since the start. */
    long skipped() {
        return skipped.get();
    }

    /** Catches up with everything added, then stops; the file is closed (and dropped when all is held). */
    void stop() {
        synchronized (this) {
            stopping = true;
            notifyAll();
        }
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void run() {
        while (true) {
            List<AheadFile.Entry> batch = next();
            if (batch == null) {
                break;
            }
            Map<Long, RuntimeException> failures = new HashMap<>();
            int done = apply(batch, failures);
            if (done > 0) {
                caughtUp(batch.get(done - 1).lsn(), failures);
            }
            if (done < batch.size() && !putBack(batch.subList(done, batch.size()))) {
                break;
            }
        }
        try {
            log.close(applied);
        } catch (IOException e) {
            LOG.warn("could not close the write-ahead file ({})", e.getMessage());
        }
        List<Waiter> left;
        synchronized (this) {
            left = new ArrayList<>(waiters);
            waiters.clear();
        }
        // in the file still, for the next start: not in the store now
        left.forEach(waiter -> waiter.done().completeExceptionally(
                new StoreException("the store closed before it caught up with the write-ahead file", null)));
    }

    /** The records to apply now, once due; null when stopped with nothing left. */
    private synchronized List<AheadFile.Entry> next() {
        long due = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(INTERVAL_MILLIS);
        while (pending.isEmpty() || !(urgent || stopping || pending.size() >= MAX_RECORDS
                || System.nanoTime() >= due)) {
            if (pending.isEmpty() && stopping) {
                return null;
            }
            waitQuietly(pending.isEmpty() ? 0 : Math.max(1, TimeUnit.NANOSECONDS.toMillis(due - System.nanoTime())));
        }
        urgent = false;
        List<AheadFile.Entry> batch = new ArrayList<>(Math.min(pending.size(), MAX_RECORDS));
        while (!pending.isEmpty() && batch.size() < MAX_RECORDS) {
            batch.add(pending.poll());
        }
        return batch;
    }

    /** Puts records the store could not take back in front; false when stopping (they stay in the file). */
    private synchronized boolean putBack(List<AheadFile.Entry> records) {
        for (int i = records.size() - 1; i >= 0; i--) {
            pending.addFirst(records.get(i));
        }
        if (stopping) {
            LOG.error("the store could not take {} record(s) of the write-ahead file before closing; they stay "
                    + "in it, and the next start applies them", pending.size());
            return false;
        }
        waitQuietly(RETRY_MILLIS);
        return true;
    }

    private void waitQuietly(long millis) {
        try {
            wait(millis);
        } catch (InterruptedException e) {
            // nothing but stop() ends this thread
        }
    }

    private void caughtUp(long through, Map<Long, RuntimeException> failures) {
        List<Waiter> told = new ArrayList<>();
        synchronized (this) {
            applied = through;
            while (!waiters.isEmpty() && waiters.peek().lsn() <= through) {
                told.add(waiters.poll());
            }
        }
        try {
            log.dropThrough(through);
        } catch (IOException e) {
            LOG.warn("could not drop an applied segment of the write-ahead file ({})", e.getMessage());
        }
        for (Waiter waiter : told) {
            RuntimeException failed = failures.get(waiter.lsn());
            if (failed == null) {
                waiter.done().complete(null);
            } else {
                waiter.done().completeExceptionally(failed);
            }
        }
    }

    /**
     * Applies {@code records} in one transaction, or, when that fails for one of them, one by one.
     *
     * @return how many of them, from the first, the store now holds (or skipped)
     */
    private int apply(List<AheadFile.Entry> records, Map<Long, RuntimeException> failures) {
        int held;
        try {
            held = transaction.held(records);
            if (held < records.size()) {
                transaction.apply(records.subList(held, records.size()), false);
            }
            recovered();
            return records.size();
        } catch (SQLException | RuntimeException e) {
            if (unavailable(e)) {
                return 0;
            }
        }
        try {
            held = transaction.held(records);
        } catch (SQLException | RuntimeException e) {
            unavailable(e);
            return 0;
        }
        for (int i = held; i < records.size(); i++) {
            List<AheadFile.Entry> one = records.subList(i, i + 1);
            try {
                transaction.apply(one, false);
            } catch (SQLException | RuntimeException e) {
                if (unavailable(e) || !skip(one, e, failures)) {
                    return i;
                }
            }
        }
        recovered();
        return records.size();
    }

    /** Moves the position past a record that fails alone; false when that cannot be written either. */
    private boolean skip(List<AheadFile.Entry> one, Exception why, Map<Long, RuntimeException> failures) {
        AheadFile.Entry record = one.get(0);
        try {
            transaction.apply(one, true);
        } catch (SQLException | RuntimeException e) {
            unavailable(e);
            return false;
        }
        skipped.incrementAndGet();
        // the SQLSTATE only: a move may be secret
        LOG.error("the write-ahead file's record {} (to game {}) cannot be applied to the store and is skipped, "
                + "SQLSTATE {}", record.lsn(), record.entry().game(),
                why instanceof SQLException s ? s.getSQLState() : why.getClass().getSimpleName());
        failures.put(record.lsn(), new StoreException("cannot write to game " + record.entry().game(), why));
        return true;
    }

    private boolean unavailable(Exception e) {
        if (!StoreFaults.unavailable(e)) {
            return false;
        }
        database.evictConnections();
        if (!failing) {
            failing = true;
            // INFO: nothing is lost or refused; on a full disk the file's next append fails too, and
            // the store's health says so, once for the episode
            LOG.info("the store cannot take the write-ahead file's records now ({}); they stay in the file, "
                    + "acknowledged, and are tried again", StoreFaults.describe(e));
        }
        return true;
    }

    private void recovered() {
        if (failing) {
            failing = false;
            LOG.info("the store takes the write-ahead file's records again");
        }
    }
}
