package io.lamancha.server.store;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The move journal's group commit on the embedded store: each batch is appended to the
 * write-ahead file ({@link AheadLog}) and forced to disk once, and only then are its moves
 * acknowledged, and so are new games, ends and take-backs; the store catches up from the file on
 * a thread of its own ({@link AheadCatchUp}). Parking a turn-based game completes only once the
 * store holds it, as the look-ups that follow read the store, and asks the catch-up to run at
 * once; so does {@link MoveJournal#settled}, on which every reader that must see a write waits. A batch the file cannot take fails whole, unavailable, as
 * a batch the store cannot take does on the direct path; a take-back among it is owed, and
 * written first in the next batch the file takes. The move journal's writer thread's own.
 */
final class AheadJournal {
    private static final Logger LOG = LogManager.getLogger(AheadJournal.class);

    private final Database database;
    private final StoreHealth health;
    private final AheadLog log;
    private final AheadCatchUp catchUp;
    private final AheadLog.Disk disk;
    /** The disk the file is on: a batch is refused while it has no room for a few writes. */
    private final FileStore room;
    /** Take-backs not in the file yet: the seq each game is taken back from. */
    private final Map<Long, Integer> owed = new LinkedHashMap<>();

    private AheadJournal(Database database, StoreHealth health, AheadLog log, AheadCatchUp catchUp,
            AheadLog.Disk disk, FileStore room) {
        this.database = database;
        this.health = health;
        this.log = log;
        this.catchUp = catchUp;
        this.disk = disk;
        this.room = room;
    }

    /** Where the embedded store's write-ahead file lives: beside its database file. */
    static Path directory(Database database) {
        return database.embeddedFile().getParent().resolve(AheadFile.DIR);
    }

    /**
     * Opens the file beside the embedded {@code database}: a damaged tail is cut (with a WARN),
     * the records the store lacks are applied to it, then the catch-up starts.
     *
     * @throws StoreException when the file cannot be read or the store cannot take its records
     */
    static AheadJournal open(Database database, StoreHealth health, AheadLog.Disk disk) {
        Path dir = directory(database);
        try {
            long applied;
            try (Connection connection = database.connection()) {
                applied = AheadTransaction.position(connection);
            }
            AheadFile.Scan scan = AheadFile.scan(dir);
            AheadFile.cut(scan);
            List<AheadFile.Entry> unapplied = new ArrayList<>();
            for (AheadFile.Entry entry : scan.entries()) {
                if (entry.lsn() > applied) {
                    unapplied.add(entry);
                }
            }
            if (!unapplied.isEmpty() && unapplied.get(0).lsn() != applied + 1) {
                LOG.error("the write-ahead file lacks records {} to {} that the store does not hold either; "
                        + "the later ones are applied", applied + 1, unapplied.get(0).lsn() - 1);
            }
            AheadLog log = AheadLog.open(dir, scan.last(), applied, disk);
            AheadCatchUp catchUp = new AheadCatchUp(database, log, applied);
            catchUp.replay(unapplied);
            log.dropThrough(log.last());
            if (!unapplied.isEmpty()) {
                LOG.info("applied {} record(s) of the write-ahead file to the store", unapplied.size());
            }
            catchUp.start();
            return new AheadJournal(database, health, log, catchUp, disk, Files.getFileStore(dir));
        } catch (IOException | SQLException e) {
            throw new StoreException("cannot open the write-ahead file in " + dir, e);
        }
    }

    /**
     * Appends what may be written of {@code batch} and completes its futures: a move's now, the
     * others' once the store holds them.
     *
     * @return how many entries went into the file
     */
    int handle(List<MoveJournal.Pending> batch) {
        List<JournalEntry> writes = owed();
        int paid = writes.size();
        for (MoveJournal.Pending pending : batch) {
            if (pending.entry() != null) {
                writes.add(pending.entry());
            }
        }
        RuntimeException refused = null;
        long first = 0;
        if (!health.available()) {
            refused = health.refusal();
        } else if (writes.size() > 0) {
            try {
                // a disk all but full is full: the file's last page may still take a few records,
                // but the store could not catch up, and the players hear of it only now
                Database.checkRoom(room);
                first = log.append(writes);
            } catch (IOException e) {
                health.failed(e);
                refused = StoreHealth.unavailable(e);
            }
        }
        if (refused != null) {
            refuse(batch, refused);
            return 0;
        }
        owed.clear();
        acknowledge(batch, writes, first, paid);
        return writes.size();
    }

    private void acknowledge(List<MoveJournal.Pending> batch, List<JournalEntry> writes, long first, int paid) {
        List<AheadFile.Entry> records = new ArrayList<>(writes.size());
        List<AheadCatchUp.Waiter> waiters = new ArrayList<>();
        List<CompletableFuture<Void>> moves = new ArrayList<>();
        List<CompletableFuture<Void>> settled = new ArrayList<>();
        long lsn = first;
        for (int i = 0; i < paid; i++) {
            records.add(new AheadFile.Entry(lsn++, writes.get(i)));
        }
        for (MoveJournal.Pending pending : batch) {
            if (pending.entry() == null) {
                settled.add(pending.done());
                continue;
            }
            records.add(new AheadFile.Entry(lsn, pending.entry()));
            if (waitsForTheStore(pending.entry())) {
                waiters.add(new AheadCatchUp.Waiter(lsn, pending.done()));
            } else {
                moves.add(pending.done());
            }
            lsn++;
        }
        catchUp.add(records, waiters, !waiters.isEmpty());
        settled.forEach(catchUp::settled);
        moves.forEach(done -> done.complete(null));
    }

    /**
     * Whether an entry completes only once the store holds it: parking a game and keeping it, as
     * the look-ups of parked games and a claim read the store right after. Everything else is
     * done once the file holds it; a reader that must see it waits on {@link MoveJournal#settled}.
     */
    private static boolean waitsForTheStore(JournalEntry entry) {
        return entry instanceof JournalEntry.Park || entry instanceof JournalEntry.Unpark;
    }

    private void refuse(List<MoveJournal.Pending> batch, RuntimeException refused) {
        for (MoveJournal.Pending pending : batch) {
            if (pending.entry() == null) {
                catchUp.settled(pending.done());
                continue;
            }
            if (pending.entry() instanceof JournalEntry.TakeBack back) {
                owed.merge(back.game(), back.fromSeq(), Math::min);
            }
            pending.done().completeExceptionally(refused);
        }
    }

    /** Whether the file can take writes again: room on the disk, what a failed batch left cut, what is owed. */
    void probe() {
        try {
            database.checkRoom();
            disk.check();
            log.repair();
            payOwed();
        } catch (IOException e) {
            LOG.debug("write-ahead file: still cannot write ({})", StoreFaults.describe(e));
            health.probeFailed();
            return;
        }
        health.recovered();
    }

    /** Appends the take-backs owed on their own, for the catch-up at once. */
    private void payOwed() throws IOException {
        if (owed.isEmpty()) {
            return;
        }
        List<JournalEntry> writes = owed();
        long first = log.append(writes);
        List<AheadFile.Entry> records = new ArrayList<>();
        for (JournalEntry write : writes) {
            records.add(new AheadFile.Entry(first++, write));
        }
        owed.clear();
        catchUp.add(records, List.of(), true);
    }

    private List<JournalEntry> owed() {
        List<JournalEntry> writes = new ArrayList<>();
        owed.forEach((game, fromSeq) -> writes.add(new JournalEntry.TakeBack(game, fromSeq)));
        return writes;
    }

    /** Records that failed alone in the catch-up and were skipped. */
    long skipped() {
        return catchUp.skipped();
    }

    /** At close: a last try at what is owed, then the store catches up with the whole file. */
    void close() {
        if (!owed.isEmpty()) {
            try {
                payOwed();
            } catch (IOException e) {
                LOG.error("move journal: the store may hold moves of game(s) {} that their players were told were "
                        + "taken back; ./lamancha check before the next start shows whether they replay",
                        owed.keySet());
            }
        }
        catchUp.stop();
    }
}
