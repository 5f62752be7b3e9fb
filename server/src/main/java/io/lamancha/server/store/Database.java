package io.lamancha.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Files;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.flywaydb.core.Flyway;

/**
 * The server's database: a connection pool (HikariCP) over either an embedded H2 file database
 * under the data dir (the zero set-up default) or any JDBC URL given by the operator
 * (PostgreSQL). Opening it applies every pending Flyway migration, so a store built on it always
 * sees the current schema. Close it last, after the stores that use it.
 */
public final class Database implements AutoCloseable {
    private static final Logger LOG = LogManager.getLogger(Database.class);

    /** Which engine is behind the pool; decides how a commit is made durable. */
    public enum Kind { H2, POSTGRESQL }

    private final HikariDataSource pool;
    private final Kind kind;

    private Database(HikariDataSource pool, Kind kind) {
        this.pool = pool;
        this.kind = kind;
    }

    /**
     * Opens the database and migrates it.
     *
     * @param jdbcUrl null for the embedded H2 database in {@code dataDir}, else a JDBC URL such as
     *     {@code jdbc:postgresql://host/db?user=u&password=p}
     * @param dataDir where the embedded database lives (created if missing); unused for a URL
     * @throws StoreException when the database cannot be reached or migrated
     * @throws IllegalArgumentException for a URL that is neither H2 nor PostgreSQL
     */
    public static Database open(String jdbcUrl, Path dataDir) {
        String url = jdbcUrl == null ? embeddedUrl(dataDir) : jdbcUrl;
        Kind kind = kindOf(url);
        HikariConfig config = new HikariConfig();
        config.setPoolName("lamancha-db");
        config.setJdbcUrl(url);
        config.setMaximumPoolSize(kind == Kind.H2 ? 4 : 8);
        config.setConnectionTimeout(10_000);
        if (kind == Kind.POSTGRESQL) {
            // one multi-row INSERT per journal batch; and no parameter values (a secret move, a
            // hash) quoted in driver error messages that may end up in a log
            config.addDataSourceProperty("reWriteBatchedInserts", "true");
            config.addDataSourceProperty("logServerErrorDetail", "false");
        }
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            // the URL may hold a password: name only the kind of database
            throw new StoreException("cannot connect to the " + kind + " database", e);
        }
        try {
            Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
        } catch (RuntimeException e) {
            pool.close();
            throw new StoreException("cannot migrate the " + kind + " database", e);
        }
        LOG.info("{} database open{}", kind, jdbcUrl == null ? " in " + dataDir.toAbsolutePath() : "");
        return new Database(pool, kind);
    }

    private static Kind kindOf(String url) {
        if (url.startsWith("jdbc:h2:")) {
            return Kind.H2;
        }
        if (url.startsWith("jdbc:postgresql:")) {
            return Kind.POSTGRESQL;
        }
        // the schema and the durability rules are written for these two only
        throw new IllegalArgumentException("unsupported database: use jdbc:postgresql://... (or none for the embedded H2)");
    }

    /**
     * WRITE_DELAY=0 makes every commit reach the file before it returns, so a committed
     * transaction survives kill -9; the journal adds an fsync per batch for power loss.
     * DB_CLOSE_ON_EXIT=FALSE: H2's own shutdown hook would close the database while the server's
     * hook still writes (the journal's last batch, the guests' tokens); the server closes it last.
     */
    private static String embeddedUrl(Path dataDir) {
        try {
            Files.createDirectories(dataDir);
        } catch (IOException e) {
            throw new StoreException("cannot create the data dir " + dataDir, e);
        }
        return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("lamancha") + ";WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE";
    }

    public Kind kind() {
        return kind;
    }

    /** The pool, for callers that need plain JDBC; connections are auto-commit. */
    public DataSource dataSource() {
        return pool;
    }

    Connection connection() throws SQLException {
        return pool.getConnection();
    }

    /**
     * Forces everything committed so far onto the disk. PostgreSQL already flushes its WAL on
     * commit (synchronous_commit=on); H2 writes on commit but fsyncs only when asked.
     */
    void syncCommitted(Connection connection) throws SQLException {
        if (kind == Kind.H2) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("CHECKPOINT SYNC");
            }
        }
    }

    @Override
    public void close() {
        pool.close();
    }
}
