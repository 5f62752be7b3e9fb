package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * How a score ranked before score_tallies (V20): a count over the person's finished games of the
 * game, kept as the reference the tally must equal and the cost it replaced.
 */
final class CountedRank {
    static final String COUNTED = "SELECT COUNT(*) AS games, MAX(s.score) AS best,"
            + " SUM(CASE WHEN s.score > ? THEN 1 ELSE 0 END) AS better,"
            + " SUM(CASE WHEN s.score = ? THEN 1 ELSE 0 END) AS equal"
            + " FROM game_seats s JOIN games g ON g.id = s.game"
            + " WHERE s.name_key = ? AND s.bot_level IS NULL AND NOT s.left_game AND g.game_id = ?"
            + " AND g.seat_count = ? AND g.status = 'FINISHED'";

    private CountedRank() {
    }

    static Optional<ScoreRank> of(Connection connection, String name, String gameId, int seats, int score)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(COUNTED)) {
            select.setInt(1, score);
            select.setInt(2, score);
            select.setString(3, Jdbc.nameKey(name));
            select.setString(4, gameId);
            select.setInt(5, seats);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                int games = row.getInt("games");
                return games == 0 ? Optional.empty() : Optional.of(new ScoreRank(row.getInt("better"),
                        row.getInt("equal"), games, row.getInt("best")));
            }
        }
    }
}
