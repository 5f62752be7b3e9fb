package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class GroupCommitTest {
    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    private Database database;
    private GameStore games;

    @BeforeEach
    void open() {
        database = backend.openEmpty(dataDir);
        games = new GameStore(database, Clock.systemUTC());
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

    @Test
    void manyConcurrentWritersShareCommitsAndEveryMoveLands() throws InterruptedException {
        int writers = 32;
        int movesEach = 50;
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < writers; i++) {
            ids.add(games.create("r" + i, "skat", Map.of(), i, List.of(StoredSeat.human("p" + i))));
        }
        JournalStats before = games.journalStats();
        List<CompletableFuture<Void>> acks = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (long id : ids) {
            Thread thread = new Thread(() -> {
                await(go);
                for (int seq = 0; seq < movesEach; seq++) {
                    acks.add(games.append(id, seq, 0, "m" + seq));
                }
            });
            thread.start();
            threads.add(thread);
        }
        go.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        CompletableFuture.allOf(acks.toArray(CompletableFuture[]::new)).join();

        JournalStats after = games.journalStats();
        long entries = after.entries() - before.entries();
        long transactions = after.transactions() - before.transactions();
        System.out.printf("%s: %d moves in %d transactions%n", backend, entries, transactions);
        assertThat(entries).isEqualTo(writers * movesEach);
        assertThat(transactions).isLessThan(writers * movesEach);
        for (StoredGame game : games.running()) {
            assertThat(game.moves()).extracting(StoredMove::seq).isSorted().hasSize(movesEach);
        }
    }

    @Test
    void acknowledgementsArriveInTheOrderTheMovesWereMade() {
        long id = games.create("r", "skat", Map.of(), 1, List.of(StoredSeat.human("p")));
        List<Integer> acknowledged = Collections.synchronizedList(new ArrayList<>());
        List<CompletableFuture<Void>> acks = new ArrayList<>();

        for (int seq = 0; seq < 2000; seq++) {
            int made = seq;
            acks.add(games.append(id, seq, 0, "m").thenRun(() -> acknowledged.add(made)));
        }
        CompletableFuture.allOf(acks.toArray(CompletableFuture[]::new)).join();

        assertThat(acknowledged).hasSize(2000).isSorted();
        assertThat(games.journalStats().transactions()).isLessThan(2000);
    }

    @Test
    void newGamesShareTheMovesGroupCommitsAndTheirFirstMovesFollowThem() {
        int tables = 40;
        List<CompletableFuture<Void>> acks = new ArrayList<>();
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < tables; i++) {
            GameStore.Started started = games.start("r" + i, "skat", Map.of("rounds", "3"), i,
                    List.of(StoredSeat.human("p" + i)), false);
            ids.add(started.id());
            acks.add(started.stored());
            acks.add(games.append(started.id(), 0, 0, "first move of " + i));
        }
        CompletableFuture.allOf(acks.toArray(CompletableFuture[]::new)).join();

        JournalStats stats = games.journalStats();
        assertThat(stats.entries()).isEqualTo(2 * tables);
        assertThat(stats.transactions()).as("new games and moves share commits").isLessThan(tables);
        assertThat(ids).doesNotHaveDuplicates();
        List<StoredGame> running = games.running();
        assertThat(running).extracting(StoredGame::id).containsExactlyElementsOf(ids);
        for (StoredGame game : running) {
            assertThat(game.options()).containsEntry("rounds", "3");
            assertThat(game.moves()).containsExactly(new StoredMove(0, 0, "first move of " + game.seed()));
        }
    }

    @Test
    void aNewGameThatCannotBeStoredFailsItsMovesAndNoOtherGames() {
        long other = games.create("r", "skat", Map.of(), 1, List.of(StoredSeat.human("p")));
        GameStore.Started bad = games.start("r".repeat(65), "skat", Map.of(), 2, List.of(StoredSeat.human("q")), false);
        CompletableFuture<Void> itsMove = games.append(bad.id(), 0, 0, "m");
        CompletableFuture<Void> otherMove = games.append(other, 0, 0, "m");

        assertThat(bad.stored()).failsWithin(java.time.Duration.ofSeconds(10));
        assertThat(itsMove).failsWithin(java.time.Duration.ofSeconds(10));
        otherMove.join();
        assertThat(games.running()).extracting(StoredGame::id).containsExactly(other);
    }

    @Test
    void aReadAfterSettledSeesTheGamesQueuedBeforeIt() {
        for (int round = 0; round < 20; round++) {
            String player = "s" + round;
            GameStore.Started started = games.start("r" + round, "skat", Map.of(), round,
                    List.of(StoredSeat.human(player)), false);
            games.settled().join();
            assertThat(started.stored()).as("queued before the barrier").isDone();
            assertThat(games.turns().playing(player)).extracting(TurnStore.Playing::id)
                    .containsExactly(started.id());
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
