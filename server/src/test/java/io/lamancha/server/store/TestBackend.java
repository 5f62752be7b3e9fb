package io.lamancha.server.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A database the storage tests run against: the embedded H2 always, PostgreSQL when
 * LAMANCHA_TEST_PG_URL is set (see .ci/postgres.sh). Under CI=true a missing PostgreSQL fails the
 * PostgreSQL variants instead of skipping them, so CI cannot silently test H2 only.
 */
final class TestBackend {
    static final String PG_URL_VARIABLE = "LAMANCHA_TEST_PG_URL";

    private final String name;
    private final String pgUrl;

    private TestBackend(String name, String pgUrl) {
        this.name = name;
        this.pgUrl = pgUrl;
    }

    /** The parameters of every storage test class. */
    static Stream<TestBackend> all() {
        return Stream.of(new TestBackend("H2", null), new TestBackend("PostgreSQL", System.getenv(PG_URL_VARIABLE)));
    }

    boolean isPostgres() {
        return !name.equals("H2");
    }

    /** The URL to hand to {@link Database#open}: null (embedded) for H2. */
    String url() {
        if (!isPostgres()) {
            return null;
        }
        if (pgUrl == null || pgUrl.isBlank()) {
            String why = PG_URL_VARIABLE + " is not set; run: eval \"$(.ci/postgres.sh)\"";
            if ("true".equals(System.getenv("CI"))) {
                throw new IllegalStateException("CI must test PostgreSQL, but " + why);
            }
            Assumptions.abort("PostgreSQL skipped: " + why);
        }
        return pgUrl;
    }

    /** An empty, migrated database; for H2 in {@code dataDir}, which the test gives fresh. */
    Database openEmpty(Path dataDir) {
        emptyUrl(dataDir);
        return reopen(dataDir);
    }

    /**
     * The JDBC URL of an empty database, no migration applied (to build an older schema by
     * hand); for H2 in {@code dataDir}, which the test gives fresh.
     */
    String emptyUrl(Path dataDir) {
        if (!isPostgres()) {
            return StoreLocation.embedded(dataDir, false).url();
        }
        try (Connection connection = DriverManager.getConnection(url());
                Statement statement = connection.createStatement()) {
            statement.execute("DROP SCHEMA IF EXISTS public CASCADE");
            statement.execute("CREATE SCHEMA public");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot empty the PostgreSQL test database", e);
        }
        return url();
    }

    /** The same database again, as a restarted server would open it. */
    Database reopen(Path dataDir) {
        return Database.open(url(), dataDir);
    }

    @Override
    public String toString() {
        return name;
    }
}
