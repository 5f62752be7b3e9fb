package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.logging.log4j.Level;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A store whose schema is current opens without Flyway; any other store is Flyway's to migrate
 * or refuse, as before.
 */
@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class SchemaTest {
    private static final String SKIPPED = "DEBUG schema current (" + Migrations.count()
            + " migrations): Flyway not run";
    private static final String FLYWAY = "DEBUG schema not known to be current: Flyway checks and "
            + "migrates it";

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    /** The shared PostgreSQL database is left empty, not with a history no server can use. */
    @AfterEach
    void emptyTheSharedDatabase() {
        if (backend.isPostgres()) {
            backend.emptyUrl(dataDir);
        }
    }

    @Test
    void theBuildListsEveryMigrationOfDbMigration() {
        assertThat(Schema.bundled()).containsExactlyInAnyOrderElementsOf(
                Migrations.versions().stream().map(String::valueOf).collect(Collectors.toSet()));
    }

    @Test
    void aStoreWhoseSchemaIsCurrentOpensWithoutFlyway() throws SQLException {
        try (StoreLog log = new StoreLog(Level.DEBUG); Database database = backend.openEmpty(dataDir)) {
            assertThat(log.lines()).contains(FLYWAY).doesNotContain(SKIPPED);
        }
        try (StoreLog log = new StoreLog(Level.DEBUG); Database database = backend.reopen(dataDir)) {
            assertThat(log.lines()).contains(SKIPPED).doesNotContain(FLYWAY);
            assertThat(applied(database)).isEqualTo(Migrations.versions());
        }
    }

    @Test
    void aStoreOneMigrationBehindIsMigratedThenCurrent() throws SQLException {
        migrateTo(previous());
        try (StoreLog log = new StoreLog(Level.DEBUG); Database database = backend.reopen(dataDir)) {
            assertThat(log.lines()).contains(FLYWAY).doesNotContain(SKIPPED);
            assertThat(applied(database)).isEqualTo(Migrations.versions());
        }
        try (StoreLog log = new StoreLog(Level.DEBUG); Database database = backend.reopen(dataDir)) {
            assertThat(log.lines()).contains(SKIPPED).doesNotContain(FLYWAY);
        }
    }

    @Test
    void aStoreWhoseNewestMigrationFailedIsRefused() throws SQLException {
        migrateTo(previous());
        recordFailed(Migrations.newest());
        assertThatThrownBy(() -> backend.reopen(dataDir))
                .isInstanceOf(UnusableStoreException.class)
                .hasMessageContaining("cannot be brought to this server's schema");
    }

    @Test
    void aCurrentStoreWithAFailedNewerMigrationIsRefused() throws SQLException {
        backend.openEmpty(dataDir).close();
        recordFailed(99);
        assertThatThrownBy(() -> backend.reopen(dataDir))
                .isInstanceOf(UnusableStoreException.class)
                .hasMessageContaining("newer than this server's " + Migrations.newest());
    }

    private static int previous() {
        List<Integer> versions = Migrations.versions();
        return versions.get(versions.size() - 2);
    }

    private void migrateTo(int version) {
        Flyway.configure().dataSource(backend.emptyUrl(dataDir), null, null)
                .locations("classpath:db/migration").target(String.valueOf(version)).load().migrate();
    }

    /** What a migration that failed half-way leaves in the history (H2 does not undo DDL). */
    private void recordFailed(int version) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url());
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("INSERT INTO \"flyway_schema_history\" (\"installed_rank\", "
                    + "\"version\", \"description\", \"type\", \"script\", \"checksum\", "
                    + "\"installed_by\", \"execution_time\", \"success\") VALUES (100, '" + version
                    + "', 'failed', 'SQL', 'V" + version + "__failed.sql', 0, 'lamancha', 0, FALSE)");
        }
    }

    private String url() {
        return backend.isPostgres() ? backend.url() : StoreLocation.embedded(dataDir, false).url();
    }

    private static List<Integer> applied(Database database) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT \"version\" FROM "
                        + "\"flyway_schema_history\" WHERE \"success\" = TRUE "
                        + "AND \"version\" IS NOT NULL")) {
            List<Integer> versions = new ArrayList<>();
            while (rows.next()) {
                versions.add(Integer.valueOf(rows.getString(1)));
            }
            versions.sort(null);
            return versions;
        }
    }
}
