package io.lamancha.server.store;

import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;

/**
 * A solo score's rank for a player with a long history: the count over their stored games (the
 * query before V20, {@link CountedRank}) beside the read of their tally rows, on the same data in the same run. A
 * measurement, not a test:
 * <pre>
 * java -cp /tmp/b:server/target/lamancha-server.jar io.lamancha.server.store.SoloRankBenchmark \
 *     GAMES [JDBC_URL]   # GAMES finished solo games of one player, as many of others
 * </pre>
 */
public final class SoloRankBenchmark {
    private static final int ROUNDS = 300;

    private SoloRankBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int games = Integer.parseInt(args[0]);
        String url = args.length > 1 ? args[1] : null;
        try (Database database = Database.open(url, Files.createTempDirectory("solo-rank"));
                GameStore store = new GameStore(database, Clock.systemUTC())) {
            fill(database, games);
            long[] counted = new long[ROUNDS];
            long[] tallied = new long[ROUNDS];
            try (Connection connection = database.connection()) {
                for (int i = 0; i < ROUNDS; i++) {
                    long t0 = System.nanoTime();
                    CountedRank.of(connection, "Ann", "solitaire", 1, i % 100);
                    long t1 = System.nanoTime();
                    store.rank("Ann", "solitaire", 1, i % 100);
                    tallied[i] = System.nanoTime() - t1;
                    counted[i] = t1 - t0;
                }
            }
            Arrays.sort(counted);
            Arrays.sort(tallied);
            System.out.printf("RESULT backend=%s games_of_the_player=%d counted_p50_ms=%.3f tallied_p50_ms=%.3f"
                    + " (tallied includes taking a pooled connection)%n", url == null ? "H2" : "PostgreSQL", games,
                    counted[ROUNDS / 2] / 1e6, tallied[ROUNDS / 2] / 1e6);
        }
    }

    /** {@code games} finished solo games of ann and as many of bob's, scores 0-99, then the tally as V20 fills it. */
    private static void fill(Database database, int games) {
        Instant now = Instant.now();
        Jdbc.inTransaction(database, "fill", connection -> {
            try (PreparedStatement game = connection.prepareStatement("INSERT INTO games (id, room, game_id, seed,"
                    + " seat_count, status, started_at, finished_at) VALUES (?, 'r', 'solitaire', 1, 1, 'FINISHED', ?, ?)");
                    PreparedStatement seat = connection.prepareStatement("INSERT INTO game_seats (game, seat, name,"
                            + " name_key, score, winner) VALUES (?, 0, ?, ?, ?, TRUE)")) {
                for (int i = 0; i < 2 * games; i++) {
                    long id = 1_000_000L + i;
                    game.setLong(1, id);
                    Jdbc.setInstant(game, 2, now);
                    Jdbc.setInstant(game, 3, now);
                    game.addBatch();
                    String name = i % 2 == 0 ? "ann" : "bob";
                    seat.setLong(1, id);
                    seat.setString(2, name);
                    seat.setString(3, name);
                    seat.setInt(4, (i * 7919) % 100);
                    seat.addBatch();
                    if (i % 1000 == 999) {
                        game.executeBatch();
                        seat.executeBatch();
                    }
                }
                game.executeBatch();
                seat.executeBatch();
            }
            try (Statement statement = connection.createStatement()) {
                statement.executeUpdate("DELETE FROM score_tallies");
                statement.executeUpdate("INSERT INTO score_tallies (name_key, game_id, seat_count, score, games)"
                        + " SELECT s.name_key, g.game_id, g.seat_count, s.score, COUNT(*) FROM game_seats s"
                        + " JOIN games g ON g.id = s.game WHERE g.status = 'FINISHED' AND s.bot_level IS NULL"
                        + " AND NOT s.left_game AND s.score IS NOT NULL"
                        + " GROUP BY s.name_key, g.game_id, g.seat_count, s.score");
            }
            return null;
        });
    }
}
