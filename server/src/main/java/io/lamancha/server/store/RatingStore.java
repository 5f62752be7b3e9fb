package io.lamancha.server.store;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.rating.Rating;
import io.lamancha.server.rating.RatingScale;
import io.lamancha.server.rating.Standing;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The ratings as they stand: a player's per game, a game's leaderboard, a game's changes, and the
 * rebuild of every rating from the rated games. Stored ratings are widened by the time away when
 * read ({@link Standing#asOf}), so nothing changes them on a timer.
 */
public final class RatingStore {

    /** Players without a rated game for longer than this are left off leaderboards. */
    public static final Duration ACTIVE = Duration.ofDays(90);

    private final Database database;
    private final Clock clock;

    public RatingStore(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /**
     * One player's rating in one game as of now.
     *
     * @param lastPlayed when their last rated game of it ended
     */
    public record Entry(String name, String gameId, Standing standing, Instant lastPlayed) {
        /** Whether a leaderboard lists them without {@code all}: settled, and active lately. */
        boolean settled(Instant now) {
            return !standing.provisional() && !lastPlayed.isBefore(now.minus(ACTIVE));
        }
    }

    /** A player's place in one game's leaderboard: its rank counts only settled, active players. */
    public record Placed(int rank, Entry entry) {
    }

    /** {@code name}'s ratings, one per game they have a rated game of, by game id. */
    public List<Entry> of(String name) {
        return read("read ratings", "WHERE name_key = ? ORDER BY game_id", Jdbc.nameKey(name));
    }

    /** The ratings of each of {@code names} (any game), in as few queries as the list allows. */
    public List<Entry> ofEach(Collection<String> names) {
        List<String> keys = names.stream().map(Jdbc::nameKey).distinct().toList();
        List<Entry> out = new ArrayList<>();
        for (int from = 0; from < keys.size(); from += 200) {
            List<String> chunk = keys.subList(from, Math.min(keys.size(), from + 200));
            String in = String.join(", ", java.util.Collections.nCopies(chunk.size(), "?"));
            out.addAll(read("read ratings", "WHERE name_key IN (" + in + ")", chunk));
        }
        return out;
    }

    /**
     * One game's leaderboard, best first: the settled players active in the last 90 days, or with
     * {@code all} every rated player. Equal ratings share a rank.
     */
    public List<Placed> leaderboard(String gameId, boolean all) {
        Instant now = clock.instant();
        List<Entry> entries = new ArrayList<>(read("read a leaderboard", "WHERE game_id = ?", gameId));
        entries.removeIf(e -> !all && !e.settled(now));
        entries.sort(Comparator.comparingInt((Entry e) -> e.standing().points()).reversed()
                .thenComparing(e -> e.name().toLowerCase(java.util.Locale.ROOT)));
        List<Placed> out = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            boolean tied = i > 0 && entries.get(i - 1).standing().points() == entries.get(i).standing().points();
            out.add(new Placed(tied ? out.get(i - 1).rank() : i + 1, entries.get(i)));
        }
        return out;
    }

    /** Where {@code name} stands on the leaderboard of {@code gameId}, when they are on it. */
    public java.util.OptionalInt rank(String name, String gameId) {
        for (Placed p : leaderboard(gameId, false)) {
            if (p.entry().name().equalsIgnoreCase(name)) {
                return java.util.OptionalInt.of(p.rank());
            }
        }
        return java.util.OptionalInt.empty();
    }

    /** The rating changes of the given games, by game id, seat 0 first; unrated games are left out. */
    public Map<Long, List<Journal.RatingChange>> changes(Collection<Long> games) {
        Map<Long, List<Journal.RatingChange>> out = new LinkedHashMap<>();
        if (games.isEmpty()) {
            return out;
        }
        String in = String.join(", ", java.util.Collections.nCopies(games.size(), "?"));
        return Jdbc.withConnection(database, "read rating changes", connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT c.game, c.seat, s.name, c.mu_before,"
                    + " c.sigma_before, c.mu_after, c.sigma_after, c.games_after FROM rating_changes c"
                    + " JOIN game_seats s ON s.game = c.game AND s.seat = c.seat WHERE c.game IN (" + in + ")"
                    + " ORDER BY c.game, c.seat")) {
                int i = 1;
                for (long g : games) {
                    select.setLong(i++, g);
                }
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        Rating before = new Rating(row.getDouble("mu_before"), row.getDouble("sigma_before"));
                        Standing after = new Standing(new Rating(row.getDouble("mu_after"), row.getDouble("sigma_after")),
                                row.getInt("games_after"));
                        out.computeIfAbsent(row.getLong("game"), k -> new ArrayList<>()).add(new Journal.RatingChange(
                                row.getInt("seat"), row.getString("name"), RatingScale.points(before), after.points(),
                                after.provisional()));
                    }
                }
            }
            return out;
        });
    }

    /**
     * Forgets every rating and recomputes them all from the finished rated games, in the order they
     * finished, in one transaction: the same numbers the live updates gave.
     *
     * @return how many games were rated
     */
    public int rebuild() {
        return Jdbc.inTransaction(database, "rebuild the ratings", RatingLedger::rebuild);
    }

    private List<Entry> read(String what, String where, String parameter) {
        return read(what, where, List.of(parameter));
    }

    private List<Entry> read(String what, String where, List<String> parameters) {
        Instant now = clock.instant();
        return Jdbc.withConnection(database, what, connection -> entries(connection, where, parameters, now));
    }

    private static List<Entry> entries(Connection connection, String where, List<String> parameters, Instant now)
            throws SQLException {
        List<Entry> out = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT name, game_id, mu, sigma, games, last_played FROM ratings " + where)) {
            for (int i = 0; i < parameters.size(); i++) {
                select.setString(i + 1, parameters.get(i));
            }
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    Instant last = Jdbc.getInstant(row, "last_played");
                    out.add(new Entry(row.getString("name"), row.getString("game_id"), Standing.asOf(
                            new Rating(row.getDouble("mu"), row.getDouble("sigma")), row.getInt("games"),
                            Duration.between(last, now)), last));
                }
            }
        }
        return out;
    }
}
