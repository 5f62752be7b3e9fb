package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How many of each person's finished games of one game, with a given number of seats, ended with
 * each score (table score_tallies): a score's rank and a person's best read from a few rows
 * instead of counted over their games. A person's own seats only: not a bot's, not one a bot
 * finished for them after they left, not one left without a score.
 */
final class ScoreTallies {
    /** A finished game's counted seats, one row per person and score; binds the game's id. */
    private static final String FINISHED_SEATS = "SELECT s.name_key, g.game_id, g.seat_count, s.score,"
            + " COUNT(*) AS games FROM game_seats s JOIN games g ON g.id = s.game WHERE s.game = ?"
            + " AND s.bot_level IS NULL AND NOT s.left_game AND s.score IS NOT NULL"
            + " GROUP BY s.name_key, g.game_id, g.seat_count, s.score";
    private static final String COLUMNS = "(name_key, game_id, seat_count, score, games)";
    /** PostgreSQL: a row added at once by another node's commit is counted on, not refused. */
    private static final String ADD_POSTGRESQL = "INSERT INTO score_tallies " + COLUMNS + " " + FINISHED_SEATS
            + " ON CONFLICT (name_key, game_id, seat_count, score)"
            + " DO UPDATE SET games = score_tallies.games + EXCLUDED.games";
    private static final String ADD_H2 = "MERGE INTO score_tallies t USING (" + FINISHED_SEATS + ") f"
            + " ON t.name_key = f.name_key AND t.game_id = f.game_id AND t.seat_count = f.seat_count"
            + " AND t.score = f.score WHEN MATCHED THEN UPDATE SET games = t.games + f.games"
            + " WHEN NOT MATCHED THEN INSERT " + COLUMNS
            + " VALUES (f.name_key, f.game_id, f.seat_count, f.score, f.games)";
    private static final String OWN = " FROM score_tallies WHERE name_key = ? AND game_id = ? AND seat_count = ?";

    private final Database database;

    ScoreTallies(Database database) {
        this.database = database;
    }

    /** Counts the seats of {@code game}, whose scores were just stored, in the transaction that stores them. */
    static void count(Connection connection, Database.Kind kind, long game) throws SQLException {
        try (PreparedStatement add = connection.prepareStatement(
                kind == Database.Kind.POSTGRESQL ? ADD_POSTGRESQL : ADD_H2)) {
            add.setLong(1, game);
            add.executeUpdate();
        }
    }

    /**
     * Where {@code score} stands among {@code name}'s finished games of {@code gameId} with
     * exactly {@code seats} seats: how many are better, how many have the same score, how many
     * there are and the best; empty when there are none.
     */
    Optional<ScoreRank> rank(String name, String gameId, int seats, int score) {
        return Jdbc.withConnection(database, "rank a score", connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT SUM(games) AS games,"
                    + " MAX(score) AS best, SUM(CASE WHEN score > ? THEN games ELSE 0 END) AS better,"
                    + " SUM(CASE WHEN score = ? THEN games ELSE 0 END) AS equal" + OWN)) {
                select.setInt(1, score);
                select.setInt(2, score);
                bindOwn(select, 3, name, gameId, seats);
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    int games = row.getInt("games");
                    return games == 0 ? Optional.empty() : Optional.of(new ScoreRank(row.getInt("better"),
                            row.getInt("equal"), games, row.getInt("best")));
                }
            }
        });
    }

    /** {@code name}'s best score in finished {@code gameId} games with exactly {@code seats} seats. */
    OptionalInt best(String name, String gameId, int seats) {
        return Jdbc.withConnection(database, "read a best score", connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT MAX(score) AS best" + OWN)) {
                bindOwn(select, 1, name, gameId, seats);
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    int best = row.getInt("best");
                    return row.wasNull() ? OptionalInt.empty() : OptionalInt.of(best);
                }
            }
        });
    }

    private static void bindOwn(PreparedStatement select, int first, String name, String gameId, int seats)
            throws SQLException {
        select.setString(first, Jdbc.nameKey(name));
        select.setString(first + 1, gameId);
        select.setInt(first + 2, seats);
    }
}
