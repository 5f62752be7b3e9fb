package io.lamancha.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The server's database: a connection pool (HikariCP) over either an embedded H2 file database
 * under the data dir (the zero set-up default) or any JDBC URL given by the operator
 * (PostgreSQL). Opening it applies every pending Flyway migration (see {@link Schema}), so a store
 * built on it always sees the current schema. Close it last, after the stores that use it.
 *
 * <p>Opening is strict: an embedded file that is empty or damaged, or in use by another process,
 * is refused before H2 may write to it (see {@link EmbeddedFile}), and a database that cannot be
 * reached or migrated is refused with a sentence that says what to do.
 */
public final class Database implements AutoCloseable {
    private static final Logger LOG = LogManager.getLogger(Database.class);
    /** Free space below which the embedded file's disk counts as full. */
    private static final long MIN_FREE_BYTES = 64 * 1024;

    /** Which engine is behind the pool; decides how a commit is made durable. */
    public enum Kind { H2, POSTGRESQL }

    /** What the stores' connections pass through: nothing but in tests (a disk that fills up). */
    interface ConnectionFilter {
        Connection filter(Connection connection) throws SQLException;
    }

    private final HikariDataSource pool;
    private final StoreLocation location;
    private final ConnectionFilter filter;

    private Database(HikariDataSource pool, StoreLocation location, ConnectionFilter filter) {
        this.pool = pool;
        this.location = location;
        this.filter = filter;
    }

    /** The same database (and pool), its stores' connections passed through {@code filter}; for tests. */
    Database filtered(ConnectionFilter filter) {
        return new Database(pool, location, filter);
    }

    /**
     * Opens the database and migrates it.
     *
     * @param jdbcUrl null for the embedded H2 database in {@code dataDir}, else a JDBC URL such as
     *     {@code jdbc:postgresql://host/db?user=u&password=p}
     * @param dataDir where the embedded database lives (created if missing); unused for a URL
     * @throws UnusableStoreException when the database cannot be read, reached or migrated
     * @throws IllegalArgumentException for a URL that is neither H2 nor PostgreSQL
     */
    public static Database open(String jdbcUrl, Path dataDir) {
        return open(StoreOpening.begin(jdbcUrl, dataDir));
    }

    /**
     * Finishes an opening begun beforehand (perhaps beside the logging's set-up): the pool
     * started, the schema brought to this build's. Closes {@code opening}.
     *
     * @throws UnusableStoreException when the database cannot be reached or migrated
     */
    public static Database open(StoreOpening opening) {
        try (opening) {
            StoreLocation location = opening.location();
            Database database = connect(location, false);
            try {
                Schema.bringUpToDate(database.pool, location);
            } catch (UnusableStoreException e) {
                database.close();
                throw e;
            }
            LOG.info("{} database open{}", location.kind(),
                    location.file() != null ? " in " + location.file().dir() : "");
            return database;
        }
    }

    /**
     * Opens an existing store to read it and never write: no migration, no new file.
     *
     * @throws UnusableStoreException when there is no store there, or it cannot be read or reached
     */
    public static Database openReadOnly(String jdbcUrl, Path dataDir) {
        StoreLocation location = jdbcUrl == null ? StoreLocation.embedded(dataDir, true) : StoreLocation.of(jdbcUrl);
        if (location.file() != null) {
            if (!location.file().exists()) {
                throw new UnusableStoreException(UnusableStoreException.Reason.MISSING, "There is no store in "
                        + location.file().dir() + " (no " + EmbeddedFile.FILE_NAME
                        + "); name the data directory with --data.", null);
            }
            location.file().verify();
        }
        try (StoreOpening probed = StoreOpening.probed(location)) {
            return connect(location, true);
        }
    }

    /** The pool, while a plain connection (an opening's) keeps an H2 database open. */
    private static Database connect(StoreLocation location, boolean readOnly) {
        try {
            HikariConfig config = new HikariConfig();
            config.setPoolName("lamancha-db");
            config.setJdbcUrl(location.url());
            config.setMaximumPoolSize(location.kind() == Kind.H2 ? 4 : 8);
            config.setConnectionTimeout(10_000);
            config.setReadOnly(readOnly);
            if (location.kind() == Kind.POSTGRESQL) {
                // one multi-row INSERT per journal batch; and no parameter values (a secret move, a
                // hash) quoted in driver error messages that may end up in a log
                config.addDataSourceProperty("reWriteBatchedInserts", "true");
                config.addDataSourceProperty("logServerErrorDetail", "false");
            }
            return new Database(new HikariDataSource(config), location, connection -> connection);
        } catch (RuntimeException | StackOverflowError e) {
            throw StoreOpening.unusable(location, e);
        }
    }

    static String firstLine(String message) {
        return StoreLocation.firstLine(message);
    }

    public Kind kind() {
        return location.kind();
    }

    /** The store's name for a person: its kind and place, never a password. */
    public String name() {
        return location.name();
    }

    /** The embedded database file, or {@code null} for a database given by URL. */
    Path embeddedFile() {
        return location.file() == null ? null : location.file().path();
    }

    /** The pool, for callers that need plain JDBC; connections are auto-commit. */
    public DataSource dataSource() {
        return pool;
    }

    Connection connection() throws SQLException {
        return filter.filter(pool.getConnection());
    }

    /**
     * Forces everything committed so far onto the disk. PostgreSQL already flushes its WAL on
     * commit (synchronous_commit=on); H2 writes on commit but fsyncs only when asked.
     */
    void syncCommitted(Connection connection) throws SQLException {
        if (kind() == Kind.H2) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("CHECKPOINT SYNC");
            }
        }
    }

    /**
     * Drops the pool's connections (those in use once they come back), so that the next ones are
     * new: H2 closes its database when it cannot write its file, and only a new connection opens it
     * again.
     */
    void evictConnections() {
        pool.getHikariPoolMXBean().softEvictConnections();
    }

    /**
     * For the embedded file: whether its disk has room for a few writes again; a probe write can
     * succeed on a disk that is all but full, and the next move would fail again.
     *
     * @throws IOException when it has not
     */
    void checkRoom() throws IOException {
        if (location.file() != null) {
            checkRoom(Files.getFileStore(location.file().dir()));
        }
    }

    /** @throws IOException when {@code disk} has less room than a few writes need */
    static void checkRoom(java.nio.file.FileStore disk) throws IOException {
        long free = disk.getUsableSpace();
        if (free < MIN_FREE_BYTES) {
            throw new IOException("No space left on device (" + free + " bytes free)");
        }
    }

    @Override
    public void close() {
        pool.close();
    }
}
