package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.journal.Journal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A score's rank and a person's best, read from score_tallies, equal what counting their stored
 * games gives (the query the tally replaced, {@link CountedRank}), on random games with
 * many ties: as the journal keeps the tally, and as V20 fills it from a V19 store's games.
 */
@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class ScoreTalliesTest {
    /** "ann" and "Ann" are one person; bots get these names too, and never count. */
    private static final List<String> NAMES = List.of("Ann", "ann", "Bob", "Cid");
    private static final List<String> GAME_IDS = List.of("solitaire", "skat");
    private static final int MAX_SEATS = 3;
    /** Scores 0..5: most scores are tied with others. */
    private static final int SCORES = 6;
    private static final int GAMES = 120;
    private static final Instant AT = Instant.parse("2026-12-06T20:00:00Z");

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    private record Seat(String name, boolean bot, int score, boolean left) {
    }

    private record Played(String gameId, List<Seat> seats, GameStatus end) {
    }

    @Test
    void ranksKeptAsGamesEndEqualTheCountOverTheStoredGames() {
        long seed = new Random().nextLong();
        try (Database database = backend.openEmpty(dataDir);
                GameStore games = new GameStore(database, Clock.systemUTC())) {
            for (Played played : random(seed)) {
                store(games, played);
            }
            assertSameAsCounted(database, games, seed);
        }
    }

    @Test
    void aV19StoreWithFinishedGamesIsTalliedWhenMigrated() throws SQLException {
        long seed = new Random().nextLong();
        String url = backend.emptyUrl(dataDir);
        Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").target("19").load()
                .migrate();
        try (Connection connection = DriverManager.getConnection(url)) {
            for (Played played : random(seed)) {
                insertAsV19(connection, played);
            }
        }
        try (Database database = backend.reopen(dataDir);
                GameStore games = new GameStore(database, Clock.systemUTC())) {
            assertSameAsCounted(database, games, seed);
            // and the games that end after the migration count on
            store(games, new Played("solitaire", List.of(new Seat("Ann", false, 2, false)), GameStatus.FINISHED));
            assertSameAsCounted(database, games, seed);
        }
    }

    private static List<Played> random(long seed) {
        Random random = new Random(seed);
        List<Played> games = new ArrayList<>();
        GameStatus[] ends = GameStatus.values();
        for (int g = 0; g < GAMES; g++) {
            int seatCount = 1 + random.nextInt(MAX_SEATS);
            List<Seat> seats = new ArrayList<>();
            for (int s = 0; s < seatCount; s++) {
                boolean bot = random.nextInt(4) == 0;
                seats.add(new Seat(NAMES.get(random.nextInt(NAMES.size())), bot, random.nextInt(SCORES),
                        !bot && random.nextInt(5) == 0));
            }
            // most games finish; the others must not count
            GameStatus end = random.nextInt(3) > 0 ? GameStatus.FINISHED : ends[random.nextInt(ends.length)];
            games.add(new Played(GAME_IDS.get(random.nextInt(GAME_IDS.size())), seats, end));
        }
        return games;
    }

    private static void store(GameStore games, Played played) {
        List<StoredSeat> seats = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        List<Integer> places = new ArrayList<>();
        List<Integer> left = new ArrayList<>();
        for (int s = 0; s < played.seats().size(); s++) {
            Seat seat = played.seats().get(s);
            seats.add(seat.bot() ? StoredSeat.bot(seat.name(), "random") : StoredSeat.human(seat.name()));
            scores.add(seat.score());
            places.add(1);
            if (seat.left()) {
                left.add(s);
            }
        }
        long id = games.create("r", played.gameId(), Map.of(), 1, seats);
        switch (played.end()) {
            case FINISHED -> games.finish(id, new Journal.Result(scores, List.of(0), places, left), AT).join();
            case ABORTED -> games.abort(id, AT).join();
            case ABANDONED -> games.abandon(id).join();
            case RUNNING -> { }
            default -> throw new IllegalArgumentException(played.end().name());
        }
    }

    /** The rows a V19 server stored for the game. */
    private static void insertAsV19(Connection connection, Played played) throws SQLException {
        boolean finished = played.end() == GameStatus.FINISHED;
        long id;
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO games (room, game_id, seed,"
                + " seat_count, status, started_at, finished_at) VALUES ('r', ?, 1, ?, ?, ?, ?)",
                Statement.RETURN_GENERATED_KEYS)) {
            insert.setString(1, played.gameId());
            insert.setInt(2, played.seats().size());
            insert.setString(3, played.end().name());
            insert.setTimestamp(4, Timestamp.from(AT));
            insert.setTimestamp(5, played.end() == GameStatus.RUNNING ? null : Timestamp.from(AT));
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                id = keys.getLong(1);
            }
        }
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO game_seats (game, seat, name,"
                + " name_key, bot_level, score, winner, left_game) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int s = 0; s < played.seats().size(); s++) {
                Seat seat = played.seats().get(s);
                insert.setLong(1, id);
                insert.setInt(2, s);
                insert.setString(3, seat.name());
                insert.setString(4, Jdbc.nameKey(seat.name()));
                insert.setString(5, seat.bot() ? "random" : null);
                insert.setObject(6, finished ? seat.score() : null, java.sql.Types.INTEGER);
                insert.setObject(7, finished ? s == 0 : null, java.sql.Types.BOOLEAN);
                insert.setBoolean(8, finished && seat.left());
                insert.executeUpdate();
            }
        }
    }

    private static void assertSameAsCounted(Database database, GameStore games, long seed) {
        int ranked = 0;
        for (String name : NAMES) {
            for (String gameId : GAME_IDS) {
                for (int seats = 1; seats <= MAX_SEATS; seats++) {
                    Optional<ScoreRank> top = counted(database, name, gameId, seats, SCORES);
                    assertThat(games.bestScore(name, gameId, seats)).as("seed %d: best of %s at %s/%d", seed,
                            name, gameId, seats).isEqualTo(top.map(r -> OptionalInt.of(r.best()))
                                    .orElse(OptionalInt.empty()));
                    for (int score = -1; score <= SCORES; score++) {
                        Optional<ScoreRank> counted = counted(database, name, gameId, seats, score);
                        assertThat(games.rank(name, gameId, seats, score)).as("seed %d: %s at %s/%d, score %d",
                                seed, name, gameId, seats, score).isEqualTo(counted);
                        ranked += counted.isPresent() ? 1 : 0;
                    }
                }
            }
        }
        assertThat(ranked).as("seed %d: the data ranks something", seed).isPositive();
    }

    private static Optional<ScoreRank> counted(Database database, String name, String gameId, int seats,
            int score) {
        return Jdbc.withConnection(database, "count a score's rank", connection ->
                CountedRank.of(connection, name, gameId, seats, score));
    }
}
