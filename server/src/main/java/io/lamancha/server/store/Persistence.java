package io.lamancha.server.store;

import io.lamancha.server.account.Argon2Cost;
import io.lamancha.server.account.PasswordHasher;
import io.lamancha.server.metrics.ServerMetrics;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Everything a server keeps, opened together and closed in the right order: the database, the
 * account and game stores, the password hasher and the store thread.
 */
public final class Persistence implements AutoCloseable {
    /**
     * The system property that keeps the embedded store's journal on its direct path (each batch
     * an H2 commit) instead of the write-ahead file: {@code -Dlamancha.direct-journal=true}. An H2
     * database given by URL (no file of ours) and PostgreSQL always take the direct path.
     */
    public static final String DIRECT = "lamancha.direct-journal";

    private final Database database;
    private final GameStore games;
    private final PasswordHasher hasher;
    private final ExecutorService io;
    /** The games' records, in order, apart from {@link #io}: see {@link StoreJournal}. */
    private final ExecutorService recorder;
    private final Storage storage;
    private final StoreJournal journal;
    private final HeldSeatStore heldSeats;

    private Persistence(Database database, Set<String> admins, Clock clock, PasswordHasher hasher,
            ServerMetrics metrics, String node) {
        this.database = database;
        this.games = database.embeddedFile() != null && node == null && !Boolean.getBoolean(DIRECT)
                ? GameStore.writingAhead(database, clock, metrics) : new GameStore(database, clock, metrics, node);
        this.hasher = hasher;
        this.io = singleThread("lamancha-store");
        this.recorder = singleThread("lamancha-recorder");
        RatingStore ratings = new RatingStore(database, clock);
        this.storage = new Storage(new AccountStore(database, clock), hasher, games, ratings,
                new ResumeTokenStore(database, clock), new CommunityStore(database, clock), io, admins,
                new ModerationStore(database, clock), new TourneyStore(database));
        this.journal = new StoreJournal(games, ratings, recorder, io, clock);
        this.heldSeats = new HeldSeatStore(database, clock);
    }

    /**
     * Opens the store: embedded H2 under {@code dataDir} when {@code jdbcUrl} is null, else the
     * given database (PostgreSQL). Migrates the schema.
     */
    public static Persistence open(String jdbcUrl, Path dataDir, Set<String> admins, Clock clock) {
        return open(jdbcUrl, dataDir, admins, clock, ServerMetrics.NONE);
    }

    /** As above, with group commits and password hashing reported to {@code metrics}. */
    public static Persistence open(String jdbcUrl, Path dataDir, Set<String> admins, Clock clock,
            ServerMetrics metrics) {
        return open(jdbcUrl, dataDir, admins, clock, metrics, null);
    }

    /**
     * As above, for the node {@code node} of a cluster (null: a server of its own): the games it
     * starts are its own, and only those are restored when it starts again.
     */
    public static Persistence open(String jdbcUrl, Path dataDir, Set<String> admins, Clock clock,
            ServerMetrics metrics, String node) {
        return open(StoreOpening.begin(jdbcUrl, dataDir), admins, clock, metrics, node);
    }

    /** As above, for a store whose opening began beforehand (beside the logging's set-up). */
    public static Persistence open(StoreOpening opening, Set<String> admins, Clock clock,
            ServerMetrics metrics, String node) {
        return new Persistence(Database.open(opening), admins, clock, new PasswordHasher(metrics),
                metrics, node);
    }

    /** For tests: a cheap password hash so logins stay fast. */
    public static Persistence openForTests(String jdbcUrl, Path dataDir, Set<String> admins, Clock clock) {
        return openForTests(jdbcUrl, dataDir, admins, clock, ServerMetrics.NONE);
    }

    /** For tests: as above, with group commits reported to {@code metrics}. */
    public static Persistence openForTests(String jdbcUrl, Path dataDir, Set<String> admins, Clock clock,
            ServerMetrics metrics) {
        return new Persistence(Database.open(jdbcUrl, dataDir), admins, clock,
                new PasswordHasher(new Argon2Cost(1024, 1, 1), 1), metrics, null);
    }

    /**
     * Whether the store answers now and takes writes: a connection from the pool that is valid
     * within a second, and no write refused for an unavailable store. Blocks: not on an event loop.
     */
    public boolean reachable() {
        if (!games.writable()) {
            return false;
        }
        boolean valid;
        try (Connection c = database.dataSource().getConnection()) {
            valid = c.isValid(1);
        } catch (SQLException e) {
            valid = false;
        }
        if (!valid) {
            // the pool hands a connection used in the last half second out again unchecked, and
            // keeps one whose failure it does not know for fatal (H2's "database is already
            // closed"): a dead one would answer every frequent probe long after the store is back
            database.evictConnections();
        }
        return valid;
    }

    /** Which engine keeps the store: an online copy is made here for the embedded H2 only. */
    public Database.Kind kind() {
        return database.kind();
    }

    /**
     * Copies the embedded store into {@code target}, a new directory, while the server goes on
     * playing: H2's {@code BACKUP TO} gives a consistent copy of what is committed. Blocks: run it
     * on the store thread.
     *
     * @return the copy's database file
     * @throws IllegalStateException when the store is PostgreSQL (pg_dump copies that)
     * @throws IllegalArgumentException when {@code target} holds a store already
     * @throws StoreException when the copy cannot be written
     */
    public Path backUp(Path target) {
        if (database.kind() != Database.Kind.H2) {
            throw new IllegalStateException("an online backup copies the embedded H2 store only");
        }
        games.settled().join(); // what the write-ahead file holds, in the store first
        return StoreBackup.writeOnline(database, target);
    }

    private static void drain(ExecutorService executor) {
        executor.shutdown();
        try {
            executor.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The seats that wait on a cluster for players who dropped (Redis keeps a copy). */
    public HeldSeatStore heldSeats() {
        return heldSeats;
    }

    public Storage storage() {
        return storage;
    }

    public StoreJournal journal() {
        return journal;
    }

    private static ExecutorService singleThread(String name) {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public void close() {
        // the records first (a finish may still ask the store thread for rating changes)
        drain(recorder);
        drain(io);
        games.close();
        hasher.close();
        database.close();
    }
}
