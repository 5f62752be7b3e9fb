package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.testing.MutableClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Ratings change in the transaction that stores a rated game's result, read back as they stand
 * now (widened by time away), and a rebuild from the stored games gives the same numbers.
 */
@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class RatingStoreTest {

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    private final MutableClock clock = new MutableClock(Instant.parse("2026-12-01T12:00:00Z"));
    private Database database;
    private GameStore games;
    private RatingStore ratings;

    @BeforeEach
    void open() {
        database = backend.openEmpty(dataDir);
        games = new GameStore(database, clock);
        ratings = new RatingStore(database, clock);
    }

    @AfterEach
    void close() {
        if (games != null) {
            games.close();
        }
        if (database != null) {
            database.close();
        }
    }

    /** Stores and finishes one game of {@code names} placed as given (1 best). */
    private long play(boolean rated, List<String> names, List<Integer> places) {
        List<StoredSeat> seats = new ArrayList<>();
        for (String n : names) {
            seats.add(StoredSeat.human(n));
        }
        long id = games.create("r", "doncarlo", Map.of(), 1, seats, rated);
        List<Integer> scores = new ArrayList<>();
        for (int p : places) {
            scores.add(10 - p);
        }
        games.finish(id, scores, List.of(places.indexOf(1)), places, clock.instant()).join();
        clock.advance(Duration.ofHours(5));
        return id;
    }

    @Test
    void aRatedResultChangesTheRatingsAndTheChangesAreKeptPerGame() {
        long id = play(true, List.of("Ann", "Bob", "Cid"), List.of(1, 2, 2));

        List<Journal.RatingChange> changes = ratings.changes(List.of(id)).get(id);
        assertThat(changes).extracting(Journal.RatingChange::name).containsExactly("Ann", "Bob", "Cid");
        assertThat(changes).allMatch(c -> c.before() == 1000);
        assertThat(changes.get(0).after()).isGreaterThan(1000);
        assertThat(changes.get(1).after()).as("a shared place rates alike").isEqualTo(changes.get(2).after());
        assertThat(changes).allMatch(Journal.RatingChange::provisional);
        assertThat(ratings.of("ann")).singleElement().satisfies(e -> {
            assertThat(e.gameId()).isEqualTo("doncarlo");
            assertThat(e.standing().games()).isEqualTo(1);
            assertThat(e.standing().points()).isEqualTo(changes.get(0).after());
        });
    }

    @Test
    void anUnratedResultChangesNothing() {
        long id = play(false, List.of("Ann", "Bob"), List.of(1, 2));

        assertThat(ratings.changes(List.of(id))).isEmpty();
        assertThat(ratings.of("Ann")).isEmpty();
    }

    @Test
    void aRatedGameFinishedWithoutPlacesIsStoredAndRatesNobody() {
        long id = games.create("r", "doncarlo", Map.of(), 1, List.of(StoredSeat.human("Ann"), StoredSeat.human("Bob")),
                true);
        games.finish(id, List.of(3, 1), List.of(0), clock.instant()).join();

        assertThat(games.load(id).orElseThrow().status()).isEqualTo(GameStatus.FINISHED);
        assertThat(ratings.changes(List.of(id))).isEmpty();
        assertThat(ratings.of("Ann")).isEmpty();
    }

    @Test
    void theLeaderboardListsSettledActivePlayersAndAllListsEveryone() {
        play(true, List.of("Ann", "Bob"), List.of(1, 2));
        assertThat(ratings.leaderboard("doncarlo", false)).as("one game: provisional").isEmpty();
        assertThat(ratings.leaderboard("doncarlo", true)).extracting(p -> p.entry().name()).containsExactly("Ann", "Bob");

        for (int i = 0; i < 7; i++) {
            play(true, List.of("Ann", "Bob"), i % 3 == 0 ? List.of(2, 1) : List.of(1, 2));
        }
        List<RatingStore.Placed> board = ratings.leaderboard("doncarlo", false);
        assertThat(board).extracting(p -> p.entry().name()).containsExactly("Ann", "Bob");
        assertThat(board).extracting(RatingStore.Placed::rank).containsExactly(1, 2);
        assertThat(ratings.rank("bob", "doncarlo")).hasValue(2);

        clock.advance(Duration.ofDays(91));
        assertThat(ratings.leaderboard("doncarlo", false)).as("away for 91 days").isEmpty();
        assertThat(ratings.of("Ann").get(0).standing().rating().sigma())
                .as("uncertainty grows back with time away, when read")
                .isGreaterThan(board.get(0).entry().standing().rating().sigma());
    }

    @Test
    void aRebuildFromTheStoredGamesGivesTheLiveNumbers() {
        List<Long> ids = new ArrayList<>();
        ids.add(play(true, List.of("Ann", "Bob", "Cid"), List.of(1, 2, 3)));
        ids.add(play(false, List.of("Ann", "Bob"), List.of(2, 1)));
        clock.advance(Duration.ofDays(30));
        ids.add(play(true, List.of("Cid", "Ann"), List.of(1, 2)));
        ids.add(play(true, List.of("Bob", "Cid", "Ann", "Dee"), List.of(1, 1, 3, 4)));
        clock.advance(Duration.ofDays(3));
        ids.add(play(true, List.of("Dee", "Bob"), List.of(1, 2)));
        Map<Long, List<Journal.RatingChange>> live = ratings.changes(ids);
        List<RatingStore.Placed> liveBoard = ratings.leaderboard("doncarlo", true);

        assertThat(ratings.rebuild()).isEqualTo(4);

        assertThat(ratings.changes(ids)).isEqualTo(live);
        assertThat(ratings.leaderboard("doncarlo", true)).isEqualTo(liveBoard);
    }
}
