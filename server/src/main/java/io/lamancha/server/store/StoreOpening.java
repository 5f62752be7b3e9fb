package io.lamancha.server.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * The first part of opening a store, which logs nothing and so may run beside the logging's
 * set-up: the embedded file checked before H2 may write to it (see {@link EmbeddedFile}), then
 * one plain connection opened. That connection fails fast and precisely (the pool would wait out
 * its timeout and log a stack trace), and for H2 it keeps the database open while the pool
 * starts. {@link Database#open(StoreOpening)} finishes the opening and closes it.
 *
 * <p>Nothing here may log, and no class it uses has a logger: Log4j does not make another
 * thread wait while it reads its configuration (its context only tries its lock), so a line
 * logged then could meet its default configuration and be lost.
 */
public final class StoreOpening implements AutoCloseable {
    private final StoreLocation location;
    /** Opened first, closed last: for H2 it keeps the database open until the pool's are. */
    private final Connection probe;

    private StoreOpening(StoreLocation location, Connection probe) {
        this.location = location;
        this.probe = probe;
    }

    /**
     * Begins opening the store: embedded H2 under {@code dataDir} when {@code jdbcUrl} is null
     * (the directory made if missing), else the given database (PostgreSQL).
     *
     * @throws UnusableStoreException when the database cannot be read or reached
     * @throws IllegalArgumentException for a URL that is neither H2 nor PostgreSQL
     */
    public static StoreOpening begin(String jdbcUrl, Path dataDir) {
        StoreLocation location = jdbcUrl == null
                ? StoreLocation.embedded(createDirectories(dataDir), false)
                : StoreLocation.of(jdbcUrl);
        if (location.file() != null && location.file().exists()) {
            location.file().verify();
        }
        return probed(location);
    }

    /**
     * Refuses a database URL this server cannot use, before anything is opened or logged (a
     * command line's check: it runs before logging is pointed at the data directory).
     *
     * @throws IllegalArgumentException for a URL that is neither H2 nor PostgreSQL
     */
    public static void checkUrl(String jdbcUrl) {
        StoreLocation.of(jdbcUrl);
    }

    /** The plain connection to {@code location}, the file (if any) already checked. */
    static StoreOpening probed(StoreLocation location) {
        try {
            return new StoreOpening(location, DriverManager.getConnection(location.url()));
        } catch (SQLException e) {
            throw ConnectFailure.of(location, e);
        } catch (RuntimeException | StackOverflowError e) {
            throw unusable(location, e);
        }
    }

    /** What an engine's failure to open {@code location} means to the operator. */
    static UnusableStoreException unusable(StoreLocation location, Throwable e) {
        if (location.file() != null && location.file().exists()) {
            return location.file().damaged("is damaged (H2 cannot read it: "
                    + e.getClass().getSimpleName() + ")", e);
        }
        return new UnusableStoreException(UnusableStoreException.Reason.UNAVAILABLE,
                "Cannot connect to " + location.name() + " ("
                + location.scrub(StoreLocation.firstLine(e.getMessage())) + ").", e);
    }

    private static Path createDirectories(Path dataDir) {
        try {
            return Files.createDirectories(dataDir);
        } catch (IOException e) {
            throw new UnusableStoreException(UnusableStoreException.Reason.UNAVAILABLE,
                    "The data directory " + dataDir.toAbsolutePath() + " cannot be made (" + e
                    + "); use --data with another directory.", e);
        }
    }

    StoreLocation location() {
        return location;
    }

    /** Closes the plain connection (H2 closes its database once the pool's are closed too). */
    @Override
    public void close() {
        try {
            probe.close();
        } catch (SQLException e) {
            // a connection that cannot be closed holds nothing this server still needs
        }
    }
}
