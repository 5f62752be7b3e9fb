package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * One catch-up of the store with the write-ahead file: records of it written in one transaction
 * with the position they reach (the last record's LSN, in {@code write_ahead_position}), committed
 * and forced to disk. As the position commits with them, no record is ever applied twice: after a
 * transaction whose outcome is not known (its commit went through but not its forcing), the
 * position tells which records the store holds.
 */
final class AheadTransaction {
    private final Database database;
    private final EmbeddedCompaction compaction;
    /** A commit was made whose outcome is not known: read the position before the next. */
    private boolean uncertain;

    AheadTransaction(Database database) {
        this.database = database;
        this.compaction = new EmbeddedCompaction(database.kind());
    }

    /** The LSN of the last record the store holds, as the store says. */
    static long position(Connection connection) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT applied FROM write_ahead_position WHERE id = 1"); ResultSet row = select.executeQuery()) {
            return row.next() ? row.getLong(1) : 0;
        }
    }

    /** How many of {@code records}, from the first, the store holds already (0 unless a commit was uncertain). */
    int held(List<AheadFile.Entry> records) throws SQLException {
        if (!uncertain) {
            return 0;
        }
        long position;
        try (Connection connection = database.connection()) {
            position = position(connection);
        }
        uncertain = false;
        int held = 0;
        while (held < records.size() && records.get(held).lsn() <= position) {
            held++;
        }
        return held;
    }

    /** Writes {@code records} (none when {@code skip}: the position moves past them) and the position. */
    void apply(List<AheadFile.Entry> records, boolean skip) throws SQLException {
        try (Connection connection = database.connection()) {
            connection.setAutoCommit(false);
            try {
                if (!skip) {
                    List<JournalEntry> entries = new ArrayList<>(records.size());
                    records.forEach(record -> entries.add(record.entry()));
                    JournalWriter.write(connection, database.kind(), entries);
                }
                try (PreparedStatement position = connection.prepareStatement(
                        "UPDATE write_ahead_position SET applied = ? WHERE id = 1")) {
                    position.setLong(1, records.get(records.size() - 1).lsn());
                    position.executeUpdate();
                }
                uncertain = true;
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                JournalRecovery.rollBackQuietly(connection);
                throw e;
            } finally {
                JournalRecovery.autoCommitQuietly(connection);
            }
            database.syncCommitted(connection);
            uncertain = false;
            compaction.afterCommit(connection);
        }
    }
}
