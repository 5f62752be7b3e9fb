package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** The SQL behind the journal's entries; the caller owns the transaction. */
final class JournalWriter {
    private static final String PROBE_NAME = "~store-probe";

    private JournalWriter() {
    }

    /** Writes {@code entries} in order; moves between two other entries go as one JDBC batch. */
    static void write(Connection connection, Database.Kind kind, List<JournalEntry> entries) throws SQLException {
        try (PreparedStatement moves = connection.prepareStatement(
                "INSERT INTO game_moves (game, seq, seat, move) VALUES (?, ?, ?, ?)")) {
            int batched = 0;
            for (JournalEntry entry : entries) {
                if (entry instanceof JournalEntry.Append) {
                    JournalEntry.Append append = (JournalEntry.Append) entry;
                    moves.setLong(1, append.game());
                    moves.setInt(2, append.move().seq());
                    moves.setInt(3, append.move().seat());
                    moves.setString(4, append.move().move());
                    moves.addBatch();
                    batched++;
                    continue;
                }
                if (batched > 0) {
                    moves.executeBatch();
                    batched = 0;
                }
                if (entry instanceof JournalEntry.Create create) {
                    NewGames.insert(connection, create);
                } else if (entry instanceof JournalEntry.Finish) {
                    finish(connection, kind, (JournalEntry.Finish) entry);
                } else if (entry instanceof JournalEntry.TakeBack back) {
                    deleteFrom(connection, Map.of(back.game(), back.fromSeq()));
                } else if (entry instanceof JournalEntry.Abort abort) {
                    aborted(connection, abort);
                } else if (entry instanceof JournalEntry.Turns turns) {
                    TurnWrites.seats(connection, turns.game(), turns.seats());
                } else if (entry instanceof JournalEntry.Park park) {
                    TurnWrites.park(connection, park);
                } else if (entry instanceof JournalEntry.Unpark unpark) {
                    TurnWrites.unpark(connection, unpark);
                } else {
                    end(connection, entry.game(), GameStatus.ABANDONED, null);
                }
            }
            if (batched > 0) {
                moves.executeBatch();
            }
        }
    }

    /** Deletes each game's stored moves from the given seq on: moves its players were told were taken back. */
    static void deleteFrom(Connection connection, Map<Long, Integer> fromSeq) throws SQLException {
        if (fromSeq.isEmpty()) {
            return;
        }
        try (PreparedStatement delete = connection.prepareStatement(
                "DELETE FROM game_moves WHERE game = ? AND seq >= ?")) {
            for (Map.Entry<Long, Integer> game : fromSeq.entrySet()) {
                delete.setLong(1, game.getKey());
                delete.setInt(2, game.getValue());
                delete.addBatch();
            }
            delete.executeBatch();
        }
    }

    /**
     * A write that leaves nothing behind, to learn whether the store can write again: a row in
     * and out again of resume_tokens, under a name no guest can have ('~' starts only bot names).
     */
    static void probe(Connection connection) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM resume_tokens WHERE name_key = ?");
                PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO resume_tokens (name_key, token, issued_at) VALUES (?, ?, ?)")) {
            delete.setString(1, PROBE_NAME);
            delete.executeUpdate();
            insert.setString(1, PROBE_NAME);
            insert.setString(2, "probe");
            Jdbc.setInstant(insert, 3, Instant.now());
            insert.executeUpdate();
            delete.executeUpdate();
        }
    }

    private static void finish(Connection connection, Database.Kind kind, JournalEntry.Finish finish)
            throws SQLException {
        end(connection, finish.game(), GameStatus.FINISHED, finish.finishedAt());
        boolean placed = finish.places().size() == finish.scores().size();
        try (PreparedStatement seats = connection.prepareStatement(
                "UPDATE game_seats SET score = ?, winner = ?, place = ?, left_game = ? WHERE game = ? AND seat = ?")) {
            for (int seat = 0; seat < finish.scores().size(); seat++) {
                seats.setInt(1, finish.scores().get(seat));
                seats.setBoolean(2, finish.winners().contains(seat));
                seats.setObject(3, placed ? finish.places().get(seat) : null, java.sql.Types.INTEGER);
                seats.setBoolean(4, finish.left().contains(seat));
                seats.setLong(5, finish.game());
                seats.setInt(6, seat);
                seats.addBatch();
            }
            for (int updated : seats.executeBatch()) {
                if (updated == 0) {
                    throw new SQLException("game " + finish.game() + " has fewer seats than scores");
                }
            }
        }
        ScoreTallies.count(connection, kind, finish.game());
        if (!placed) {
            // no place for every seat: the result is stored and no rating changes, rather than the
            // whole group commit (other games' moves with it) failing on one finish
            return;
        }
        try (PreparedStatement rated = connection.prepareStatement("SELECT game_id FROM games WHERE id = ? AND rated")) {
            rated.setLong(1, finish.game());
            try (ResultSet row = rated.executeQuery()) {
                if (row.next()) {
                    RatingLedger.rate(connection, finish.game(), row.getString("game_id"), finish.places(),
                            finish.finishedAt());
                }
            }
        }
    }

    /** An aborted game is kept as aborted, and is unrated whatever it was to be. */
    private static void aborted(Connection connection, JournalEntry.Abort abort) throws SQLException {
        end(connection, abort.game(), GameStatus.ABORTED, abort.finishedAt());
        try (PreparedStatement unrate = connection.prepareStatement("UPDATE games SET rated = FALSE WHERE id = ?")) {
            unrate.setLong(1, abort.game());
            unrate.executeUpdate();
        }
    }

    /** Moves a RUNNING game to {@code status}; fails for a game that is not running. */
    private static void end(Connection connection, long game, GameStatus status, Instant endedAt)
            throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE games SET status = ?, finished_at = ? WHERE id = ? AND status = 'RUNNING'")) {
            update.setString(1, status.name());
            if (endedAt == null) {
                update.setObject(2, null);
            } else {
                Jdbc.setInstant(update, 2, endedAt);
            }
            update.setLong(3, game);
            if (update.executeUpdate() != 1) {
                throw new SQLException("game " + game + " is not running");
            }
        }
    }
}
