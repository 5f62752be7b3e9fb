package io.lamancha.server.store;

import io.lamancha.server.journal.Journal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** The SQL behind a turn-based game's journal entries: its seats' clock, its park; the caller owns the transaction. */
final class TurnWrites {

    private TurnWrites() {
    }

    /** Each seat's due move and the moves its player has seen, as the table has them now. */
    static void seats(Connection connection, long game, List<Journal.TurnSeat> seats) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE game_seats SET turn_due = ?, seen_moves = ? WHERE game = ? AND seat = ?")) {
            for (Journal.TurnSeat t : seats) {
                if (t.due() == null) {
                    update.setObject(1, null);
                } else {
                    Jdbc.setInstant(update, 1, t.due());
                }
                update.setInt(2, t.seen());
                update.setLong(3, game);
                update.setInt(4, t.seat());
                update.addBatch();
            }
            update.executeBatch();
        }
    }

    /** The game is no node's from now on: parked, with its seats as they stand. */
    static void park(Connection connection, JournalEntry.Park park) throws SQLException {
        seats(connection, park.game(), park.seats());
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE games SET parked_at = ?, node = NULL WHERE id = ? AND status = 'RUNNING'")) {
            Jdbc.setInstant(update, 1, park.at());
            update.setLong(2, park.game());
            if (update.executeUpdate() != 1) {
                throw new SQLException("game " + park.game() + " is not running");
            }
        }
    }

    /** The game parked a moment ago is its node's again (the fence has checked that nobody took it). */
    static void unpark(Connection connection, JournalEntry.Unpark unpark) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE games SET parked_at = NULL, node = ? WHERE id = ? AND status = 'RUNNING'")) {
            update.setString(1, unpark.node());
            update.setLong(2, unpark.game());
            if (update.executeUpdate() != 1) {
                throw new SQLException("game " + unpark.game() + " is not running");
            }
        }
    }
}
