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

        JournalStats stats = games.journalStats();
        System.out.printf("%s: %d moves in %d transactions%n", backend, stats.entries(), stats.transactions());
        assertThat(stats.entries()).isEqualTo(writers * movesEach);
        assertThat(stats.transactions()).isLessThan(writers * movesEach);
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

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
