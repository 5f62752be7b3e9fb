package io.lamancha.server.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.output.ValidateOutput;
import org.flywaydb.core.api.output.ValidateResult;

/**
 * A look at a store that serves nobody and writes nothing. It opens the store read-only (an
 * embedded file is checked before, as at start), compares the schema with this server's
 * migrations, and reads every column of every row of every table; the running games it reads are
 * for the caller to replay through their engines.
 */
public final class StoreCheck implements AutoCloseable {

    /** Every table of the schema, in the order of the migrations that made them. */
    static final List<String> TABLES = List.of("accounts", "games", "game_options", "game_seats", "game_moves",
            "resume_tokens", "user_lists", "channels", "channel_invites", "messages", "ratings", "rating_changes",
            "tourneys", "tourney_options", "tourney_players", "tourney_tables", "tourney_seats", "tourney_missed",
            "held_seats", "write_ahead_position");

    /** What the check found: what is fine ({@code found}), and what is not ({@code problems}). */
    public record Report(List<String> found, List<String> problems) {
        public Report {
            found = List.copyOf(found);
            problems = List.copyOf(problems);
        }
    }

    private final Database database;
    /** Whether the store's schema is behind this server's (migrations to apply), as the schema check found. */
    private boolean behind;

    private StoreCheck(Database database) {
        this.database = database;
    }

    /**
     * Opens the store to check it.
     *
     * @throws UnusableStoreException when there is no store there, or it cannot be opened or reached
     */
    public static StoreCheck open(String jdbcUrl, Path dataDir) {
        return new StoreCheck(Database.openReadOnly(jdbcUrl, dataDir));
    }

    /** The store's name for a person. */
    public String name() {
        return database.name();
    }

    /** The schema, then every table. */
    public Report check() {
        List<String> found = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        checkSchema(found, problems);
        if (problems.isEmpty()) {
            readTables(found, problems);
        }
        if (database.embeddedFile() != null) {
            checkWriteAhead(found, problems);
        }
        return new Report(found, problems);
    }

    private void checkSchema(List<String> found, List<String> problems) {
        Flyway flyway = Flyway.configure().dataSource(database.dataSource()).locations("classpath:db/migration")
                .ignoreMigrationPatterns("*:pending", "*:future").load();
        MigrationInfoService info;
        try {
            info = flyway.info();
        } catch (RuntimeException e) {
            problems.add("Its schema history cannot be read (" + Database.firstLine(e.getMessage()) + ").");
            return;
        }
        MigrationInfo current = info.current();
        if (current == null) {
            problems.add("It holds no La Mancha schema (no migration was ever applied to it).");
            return;
        }
        int pending = info.pending().length;
        behind = pending > 0;
        long future = java.util.Arrays.stream(info.all()).filter(m -> m.getState() == MigrationState.FUTURE_SUCCESS)
                .count();
        found.add("Schema: version " + current.getVersion() + (pending > 0
                ? ", " + pending + " migration(s) behind this server, which applies them when it starts."
                : future > 0 ? ", newer than this server knows (" + future + " migration(s) it does not have)."
                : ", as this server expects."));
        for (MigrationInfo m : info.all()) {
            if (m.getState().isFailed()) {
                problems.add("Migration " + m.getVersion() + " (" + m.getDescription() + ") failed and was never "
                        + "completed.");
            }
        }
        ValidateResult valid = flyway.validateWithResult();
        if (!valid.validationSuccessful) {
            for (ValidateOutput invalid : valid.invalidMigrations) {
                problems.add("Migration " + invalid.version + " does not match this server's: "
                        + Database.firstLine(invalid.errorDetails.errorMessage));
            }
        }
    }

    private void readTables(List<String> found, List<String> problems) {
        List<String> counts = new ArrayList<>();
        int before = problems.size();
        for (String table : TABLES) {
            if (behind && !exists(table)) {
                continue; // made by a migration this store has not had yet: the server applies it at start
            }
            try (Connection connection = database.connection(); Statement select = connection.createStatement();
                    ResultSet rows = select.executeQuery("SELECT * FROM " + table)) {
                int columns = rows.getMetaData().getColumnCount();
                long count = 0;
                while (rows.next()) {
                    for (int c = 1; c <= columns; c++) {
                        rows.getObject(c);
                    }
                    count++;
                }
                counts.add(table + " " + count);
            } catch (SQLException | RuntimeException | StackOverflowError e) {
                problems.add("Table " + table + " cannot be read (" + EmbeddedFile.h2Words(e.getMessage() == null
                        ? e.getClass().getSimpleName() : e.getMessage()) + ").");
            }
        }
        found.add("Tables: " + String.join(", ", counts) + " rows" + (problems.size() == before
                ? ", every one read." : " read."));
    }

    /**
     * Reads the embedded store's write-ahead file: how many records it holds that the store does
     * not yet (the next start applies them); a torn last record (a crash mid-write) is cut by that
     * start, any other damage is a problem.
     */
    private void checkWriteAhead(List<String> found, List<String> problems) {
        Path dir = AheadJournal.directory(database);
        try {
            AheadFile.Scan scan = AheadFile.scan(dir);
            long applied = 0;
            if (!behind || exists("write_ahead_position")) {
                try (Connection connection = database.connection()) {
                    applied = AheadTransaction.position(connection);
                }
            }
            long position = applied;
            long lacking = scan.entries().stream().filter(e -> e.lsn() > position).count();
            found.add("Write-ahead file: " + scan.entries().size() + " record(s), " + lacking
                    + " of them not yet in the store (the next start applies them).");
            if (scan.damaged()) {
                String where = scan.cutSegment().getFileName() + " at byte " + scan.cutAt();
                if (scan.damage().contains("torn") && scan.after().isEmpty()) {
                    found.add("Write-ahead file: a torn last record in " + where + " (a write cut short by a "
                            + "crash, never acknowledged): the next start cuts it.");
                } else {
                    problems.add("Write-ahead file: " + scan.damage() + " in " + where + "; the next start cuts "
                            + "it there, and what follows is lost.");
                }
            }
        } catch (java.io.IOException | SQLException | RuntimeException e) {
            problems.add("The write-ahead file in " + dir + " cannot be read (" + e.getMessage() + ").");
        }
    }

    /** Whether the store has a table of this name (H2 keeps names upper case, PostgreSQL lower). */
    private boolean exists(String table) {
        try (Connection connection = database.connection()) {
            for (String name : List.of(table, table.toUpperCase(java.util.Locale.ROOT))) {
                try (ResultSet found = connection.getMetaData().getTables(null, null, name, new String[] {"TABLE"})) {
                    if (found.next()) {
                        return true;
                    }
                }
            }
            return false;
        } catch (SQLException e) {
            return true; // read it, and say what is wrong there
        }
    }

    /**
     * Every running game with its moves, as the server would restore them.
     *
     * @throws StoreException when they cannot be read
     */
    public List<StoredGame> runningGames() {
        return new GameQueries(database).running();
    }

    @Override
    public void close() {
        database.close();
    }
}
