package io.lamancha.server.store;

import io.lamancha.server.rating.ModelParameters;
import io.lamancha.server.rating.PlackettLuce;
import io.lamancha.server.rating.Rating;
import io.lamancha.server.rating.Standing;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Changes ratings for one rated game inside the transaction that stores its result, and
 * recomputes every rating from the rated games in the order they finished. Both go through
 * {@link #rate}, so a rebuild gives the numbers the live updates gave: a rating before a game is
 * the stored one widened by the time from the player's last rated game to this game's end.
 */
final class RatingLedger {

    private static final PlackettLuce MODEL = new PlackettLuce(ModelParameters.LAMANCHA);

    private RatingLedger() {
    }

    /** One seat's rating as this game found it. */
    private record Before(int seat, String name, String nameKey, Rating rating, int games) {
    }

    /**
     * Rates the finished game {@code game} by {@code places} (seat 0 first, 1 best), as of
     * {@code finishedAt}: writes the places, the new ratings and the changes.
     */
    static void rate(Connection connection, long game, String gameId, List<Integer> places, Instant finishedAt)
            throws SQLException {
        List<Before> before = before(connection, game, gameId, finishedAt);
        List<Rating> ratings = new ArrayList<>();
        for (Before b : before) {
            ratings.add(b.rating());
        }
        List<Rating> after = MODEL.rate(ratings, places);
        try (PreparedStatement place = connection.prepareStatement(
                "UPDATE game_seats SET place = ? WHERE game = ? AND seat = ?");
             PreparedStatement change = connection.prepareStatement("INSERT INTO rating_changes (game, seat, mu_before,"
                     + " sigma_before, mu_after, sigma_after, games_after) VALUES (?, ?, ?, ?, ?, ?, ?)");
             PreparedStatement update = connection.prepareStatement("UPDATE ratings SET mu = ?, sigma = ?, games = ?,"
                     + " last_played = ?, name = ? WHERE name_key = ? AND game_id = ?");
             PreparedStatement insert = connection.prepareStatement("INSERT INTO ratings (mu, sigma, games, last_played,"
                     + " name, name_key, game_id) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            for (int i = 0; i < before.size(); i++) {
                Before b = before.get(i);
                Rating a = after.get(i);
                place.setInt(1, places.get(b.seat()));
                place.setLong(2, game);
                place.setInt(3, b.seat());
                place.executeUpdate();
                change.setLong(1, game);
                change.setInt(2, b.seat());
                change.setDouble(3, b.rating().mu());
                change.setDouble(4, b.rating().sigma());
                change.setDouble(5, a.mu());
                change.setDouble(6, a.sigma());
                change.setInt(7, b.games() + 1);
                change.executeUpdate();
                PreparedStatement upsert = b.games() == 0 ? insert : update;
                upsert.setDouble(1, a.mu());
                upsert.setDouble(2, a.sigma());
                upsert.setInt(3, b.games() + 1);
                Jdbc.setInstant(upsert, 4, finishedAt);
                upsert.setString(5, b.name());
                upsert.setString(6, b.nameKey());
                upsert.setString(7, gameId);
                upsert.executeUpdate();
            }
        }
    }

    /** Every seat's rating as the game found it, seat 0 first. */
    private static List<Before> before(Connection connection, long game, String gameId, Instant at)
            throws SQLException {
        List<Before> out = new ArrayList<>();
        try (PreparedStatement seats = connection.prepareStatement(
                "SELECT s.seat, s.name, s.name_key, r.mu, r.sigma, r.games, r.last_played FROM game_seats s"
                        + " LEFT JOIN ratings r ON r.name_key = s.name_key AND r.game_id = ?"
                        + " WHERE s.game = ? ORDER BY s.seat")) {
            seats.setString(1, gameId);
            seats.setLong(2, game);
            try (ResultSet row = seats.executeQuery()) {
                while (row.next()) {
                    int games = row.getInt("games");
                    Rating rating = row.wasNull() ? ModelParameters.LAMANCHA.initial()
                            : Standing.asOf(new Rating(row.getDouble("mu"), row.getDouble("sigma")), games,
                                    Duration.between(Jdbc.getInstant(row, "last_played"), at)).rating();
                    out.add(new Before(row.getInt("seat"), row.getString("name"), row.getString("name_key"), rating,
                            games));
                }
            }
        }
        return out;
    }

    /**
     * Forgets every rating and rates every finished rated game again, in the order they finished.
     *
     * @return how many games were rated
     */
    static int rebuild(Connection connection) throws SQLException {
        try (PreparedStatement clear = connection.prepareStatement("DELETE FROM rating_changes")) {
            clear.executeUpdate();
        }
        try (PreparedStatement clear = connection.prepareStatement("DELETE FROM ratings")) {
            clear.executeUpdate();
        }
        record RatedGame(long id, String gameId, Instant finishedAt) {
        }
        List<RatedGame> rated = new ArrayList<>();
        try (PreparedStatement games = connection.prepareStatement("SELECT id, game_id, finished_at FROM games"
                + " WHERE rated AND status = 'FINISHED' ORDER BY finished_at, id");
             ResultSet row = games.executeQuery()) {
            while (row.next()) {
                rated.add(new RatedGame(row.getLong("id"), row.getString("game_id"),
                        Jdbc.getInstant(row, "finished_at")));
            }
        }
        for (RatedGame g : rated) {
            rate(connection, g.id(), g.gameId(), places(connection, g.id()), g.finishedAt());
        }
        return rated.size();
    }

    private static List<Integer> places(Connection connection, long game) throws SQLException {
        List<Integer> places = new ArrayList<>();
        try (PreparedStatement seats = connection.prepareStatement(
                "SELECT place FROM game_seats WHERE game = ? ORDER BY seat")) {
            seats.setLong(1, game);
            try (ResultSet row = seats.executeQuery()) {
                while (row.next()) {
                    places.add(row.getInt("place"));
                }
            }
        }
        return places;
    }
}
