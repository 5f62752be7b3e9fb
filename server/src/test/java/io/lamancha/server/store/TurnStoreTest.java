package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.metrics.ServerMetrics;
import io.lamancha.server.testing.MutableClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Turn-based games in the store: each seat's clock kept between moves, a game parked (no node's,
 * left out of every node's restart), taken back by exactly one of several nodes asking at once,
 * which fences off the node that parked it, and the look-ups: a player's games, a room's parked
 * games, the parked games whose moves fell due.
 */
@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class TurnStoreTest {

    private static final Instant START = Instant.parse("2026-12-06T08:00:00Z");
    private static final List<StoredSeat> TWO = List.of(StoredSeat.human("Alice"), StoredSeat.human("bob"));
    private static final Map<String, String> TURN_BASED = Map.of("pace", "turnbased", "movetime", "24h",
            "expiry", "random");

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    private final MutableClock clock = new MutableClock(START);
    private Database database;
    private final List<GameStore> stores = new ArrayList<>();

    @BeforeEach
    void open() {
        database = backend.openEmpty(dataDir);
    }

    @AfterEach
    void close() {
        stores.forEach(GameStore::close);
        if (database != null) {
            database.close();
        }
    }

    private GameStore node(String node) {
        GameStore store = new GameStore(database, clock, ServerMetrics.NONE, node);
        stores.add(store);
        return store;
    }

    private static List<Journal.TurnSeat> due(Instant aliceDue, int bobSeen) {
        return List.of(new Journal.TurnSeat(0, aliceDue, 2), new Journal.TurnSeat(1, null, bobSeen));
    }

    @Test
    void aParkedGameIsNoNodesIsLeftOutOfRestartsAndComesBackWithItsMovesAndClock() {
        GameStore alone = node(null);
        long game = alone.create("doncarlo-7", "doncarlo", TURN_BASED, 5L, TWO);
        alone.append(game, 1, 0, "a").join();
        alone.append(game, 2, 1, "b").join();
        Instant aliceDue = START.plus(Duration.ofHours(24));
        alone.turns().seats(game, due(aliceDue, 1)).join();

        assertThat(alone.turns().seats(game)).containsExactly(new Journal.TurnSeat(0, aliceDue, 2),
                new Journal.TurnSeat(1, null, 1));
        alone.turns().park(game, due(aliceDue, 2)).join();

        assertThat(alone.running()).as("a restart leaves a parked game in the store").isEmpty();
        assertThat(alone.turns().parkedRooms()).containsExactly("doncarlo-7");
        assertThat(alone.turns().parkedRoomsSince(START)).as("parked now").containsExactly("doncarlo-7");
        assertThat(alone.turns().parkedRoomsSince(START.plusSeconds(1))).as("parked since a moment on").isEmpty();
        assertThat(alone.turns().parkedIn("doncarlo-7")).containsExactly(
                new TurnStore.Parked(game, "doncarlo-7", "doncarlo"));
        assertThat(alone.turns().parkedCount()).isEqualTo(1);

        TurnStore.Claimed back = alone.turns().claim(game).orElseThrow();
        assertThat(back.game().moves()).extracting(StoredMove::move).containsExactly("a", "b");
        assertThat(back.seats()).containsExactly(new Journal.TurnSeat(0, aliceDue, 2), new Journal.TurnSeat(1, null, 2));
        assertThat(alone.turns().claim(game)).as("taken already").isEmpty();
        assertThat(alone.running()).extracting(StoredGame::id).containsExactly(game);
        assertThat(alone.turns().parkedRooms()).isEmpty();
    }

    @Test
    void ofNodesAskingAtOnceOneTakesAParkedGameBackAndTheNodeThatParkedItCannotWriteToIt() throws Exception {
        GameStore a = node("node-a");
        long game = a.create("doncarlo-7", "doncarlo", TURN_BASED, 5L, TWO);
        a.append(game, 1, 0, "a").join();
        a.turns().park(game, due(START.plusSeconds(60), 0)).join();
        assertThat(a.running()).isEmpty();

        List<GameStore> askers = List.of(node("node-b"), node("node-c"), node("node-d"));
        ExecutorService pool = Executors.newFixedThreadPool(askers.size());
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Boolean>> answers = new ArrayList<>();
            for (GameStore asker : askers) {
                answers.add(pool.submit(() -> {
                    go.await();
                    return asker.turns().claim(game).isPresent();
                }));
            }
            go.countDown();
            int won = 0;
            GameStore winner = null;
            for (int i = 0; i < askers.size(); i++) {
                if (answers.get(i).get()) {
                    won++;
                    winner = askers.get(i);
                }
            }
            assertThat(won).as("exactly one node takes it").isEqualTo(1);
            assertThat(winner.running()).extracting(StoredGame::id).containsExactly(game);
            winner.append(game, 2, 1, "b").join();
        } finally {
            pool.shutdownNow();
        }
        assertThatThrownBy(() -> a.append(game, 2, 1, "stale").join()).isInstanceOf(CompletionException.class);
        assertThatThrownBy(() -> a.turns().unpark(game).join()).as("nor keep it after all")
                .isInstanceOf(CompletionException.class);
    }

    @Test
    void aNodeThatParkedAGameKeepsItWhenSomeoneCameInMeanwhile() {
        GameStore a = node("node-a");
        long game = a.create("doncarlo-7", "doncarlo", TURN_BASED, 5L, TWO);
        a.turns().park(game, due(START.plusSeconds(60), 0)).join();
        a.turns().unpark(game).join();
        assertThat(a.running()).extracting(StoredGame::id).containsExactly(game);
        a.append(game, 1, 0, "a").join();
    }

    @Test
    void theParkedGamesWhoseMovesFellDueAreFoundSoonestFirstAndAPlayersGamesWithTheirClocks() {
        GameStore alone = node(null);
        long later = alone.create("doncarlo-8", "doncarlo", TURN_BASED, 5L, TWO);
        long sooner = alone.create("hidalgo-3", "hidalgo", TURN_BASED, 6L, TWO);
        long live = alone.create("doncarlo-1", "doncarlo", Map.of("timer", "0"), 7L, TWO);
        long inMemory = alone.create("doncarlo-9", "doncarlo", TURN_BASED, 8L, TWO);
        alone.turns().park(later, due(START.plusSeconds(90), 0)).join();
        alone.turns().park(sooner, due(START.plusSeconds(30), 0)).join();
        alone.turns().seats(inMemory, due(START.plusSeconds(10), 0)).join();

        assertThat(alone.turns().overdue(START.plusSeconds(20), 10)).as("none due yet: a game in memory has its own clock")
                .isEmpty();
        assertThat(alone.turns().overdue(START.plusSeconds(100), 10)).extracting(TurnStore.Parked::id)
                .containsExactly(sooner, later);
        assertThat(alone.turns().overdue(START.plusSeconds(100), 1)).extracting(TurnStore.Parked::id)
                .containsExactly(sooner);

        List<TurnStore.Playing> bobs = alone.turns().playing("BOB");
        assertThat(bobs).extracting(TurnStore.Playing::id).containsExactly(later, sooner, live, inMemory);
        TurnStore.Playing first = bobs.get(0);
        assertThat(first.room()).isEqualTo("doncarlo-8");
        assertThat(first.parked()).isTrue();
        assertThat(first.seats()).extracting(StoredSeat::name).containsExactly("Alice", "bob");
        assertThat(first.due()).containsExactly(START.plusSeconds(90), null);
        assertThat(first.options()).containsEntry("pace", "turnbased");
        assertThat(bobs.get(2).parked()).isFalse();
        assertThat(alone.turns().playing("carol")).isEmpty();

        alone.finish(later, List.of(1, 0), List.of(0), START).join();
        assertThat(alone.turns().playing("bob")).extracting(TurnStore.Playing::id).doesNotContain(later);
        alone.turns().moveRoom(sooner, "hidalgo-4");
        assertThat(alone.turns().parkedIn("hidalgo-4")).extracting(TurnStore.Parked::id).containsExactly(sooner);
    }
}
