package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class DatabaseTest {
    /** The files in db/migration: V1 accounts and games, V2 resume tokens, V3 the community, ... */
    private static final int MIGRATIONS = Migrations.count();

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    @Test
    void anEmptyDatabaseGetsTheWholeSchemaOnOpen() throws SQLException {
        try (Database database = backend.openEmpty(dataDir)) {
            assertThat(appliedMigrations(database)).isEqualTo(MIGRATIONS);
            for (String table : new String[] {"accounts", "games", "game_options", "game_seats", "game_moves",
                    "resume_tokens", "ratings", "rating_changes", "tourneys", "tourney_players", "tourney_tables", "tourney_seats"}) {
                assertThat(rows(database, table)).as(table).isZero();
            }
        }
    }

    @Test
    void reopeningMigratesNothingAgainAndKeepsTheData() throws SQLException {
        try (Database database = backend.openEmpty(dataDir)) {
            assertThat(new AccountStore(database, Clock.systemUTC()).create("Alice", "hash")).isTrue();
        }
        try (Database database = backend.reopen(dataDir)) {
            assertThat(appliedMigrations(database)).isEqualTo(MIGRATIONS);
            assertThat(new AccountStore(database, Clock.systemUTC()).find("alice")).isPresent();
        }
    }

    @Test
    void aStoreThatANewerVersionMigratedIsRefusedWithTheWayBack() throws SQLException {
        try (Database database = backend.openEmpty(dataDir);
                Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            // what a newer La Mancha leaves behind: a migration this one does not have
            statement.executeUpdate("INSERT INTO \"flyway_schema_history\" (\"installed_rank\", \"version\", "
                    + "\"description\", \"type\", \"script\", \"checksum\", \"installed_by\", \"execution_time\", "
                    + "\"success\") VALUES (99, '99', 'from a newer version', 'SQL', 'V99__from_a_newer_version.sql', 0, "
                    + "'lamancha', 0, TRUE)");
        }
        assertThatThrownBy(() -> backend.reopen(dataDir))
                .isInstanceOf(UnusableStoreException.class)
                .hasMessageContaining("has schema version 99, newer than this server's " + Migrations.newest()
                        + " (a newer La Mancha upgraded it); run that version, or restore the backup taken before "
                        + "the upgrade");
    }

    @Test
    void theEmbeddedDatabaseLivesInTheDataDir() {
        Assumptions.assumeFalse(backend.isPostgres(), "only the embedded database has a data dir");
        try (Database database = backend.openEmpty(dataDir.resolve("nested/data"))) {
            assertThat(database.kind()).isEqualTo(Database.Kind.H2);
        }
        assertThat(dataDir.resolve("nested/data/lamancha.mv.db")).exists();
    }

    @Test
    void anUnreachableDatabaseFailsWithoutQuotingItsUrl() {
        assertThatThrownBy(() -> Database.open(
                "jdbc:postgresql://127.0.0.1:1/none?user=u&password=sekrit&connectTimeout=1", dataDir))
                .isInstanceOf(StoreException.class)
                .hasMessageNotContaining("sekrit");
    }

    @Test
    void aDatabaseOtherThanH2OrPostgresqlIsRefused() {
        assertThatThrownBy(() -> Database.open("jdbc:mysql://localhost/db", dataDir))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static int appliedMigrations(Database database) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery(
                        "SELECT COUNT(*) FROM \"flyway_schema_history\" WHERE \"success\" = TRUE AND \"version\" IS NOT NULL")) {
            row.next();
            return row.getInt(1);
        }
    }

    private static int rows(Database database, String table) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT COUNT(*) FROM " + table)) {
            row.next();
            return row.getInt(1);
        }
    }
}
