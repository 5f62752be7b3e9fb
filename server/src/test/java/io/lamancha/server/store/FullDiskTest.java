package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lamancha.server.journal.JournalUnavailableException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A disk that fills up under the move journal: the move that meets it fails as unavailable, so
 * does every write after it without being written, the log says so once, and once the disk has
 * room again a probe ends the episode. What is stored is exactly what was acknowledged.
 */
@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class FullDiskTest {
    private static final Duration WAIT = Duration.ofSeconds(10);

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    private Database database;
    private FillingDisk disk;
    private GameStore games;
    private StoreLog log;
    private long game;

    @BeforeEach
    void open() {
        database = backend.openEmpty(dataDir);
        disk = new FillingDisk(backend);
        games = new GameStore(disk.under(database), Clock.systemUTC(), Duration.ofMillis(20), Duration.ofMillis(100),
                null);
        game = games.create("r", "skat", Map.of(), 1, List.of(StoredSeat.human("p"), StoredSeat.human("q")));
        log = new StoreLog();
    }

    @AfterEach
    void close() {
        if (log != null) {
            log.close();
        }
        if (games != null) {
            games.close();
        }
        if (database != null) {
            database.close();
        }
    }

    @Test
    void theMoveThatMeetsAFullDiskAndEveryOneAfterItFailAsUnavailableUnwrittenAndTheLogSaysSoOnce() {
        long other = games.create("r2", "skat", Map.of(), 2, List.of(StoredSeat.human("p")));
        append(1, "m1").join();
        disk.fill();
        CompletableFuture<Void> second = append(2, "m2");
        CompletableFuture<Void> third = append(3, "m3");
        CompletableFuture<Void> elsewhere = games.append(other, 1, 0, "x");

        for (CompletableFuture<Void> f : List.of(second, third, elsewhere)) {
            assertUnavailable(f);
        }
        CompletableFuture<Void> fourth = append(4, "m4");
        assertUnavailable(fourth);
        assertThat(fourth.handle((ok, e) -> e).join()).as("refused at once, never written")
                .isInstanceOf(JournalUnavailableException.class).hasNoCause();
        assertThat(log.problems()).hasSize(1).first().asString()
                .startsWith("ERROR the store cannot save moves now (the disk is full)");
        assertThat(stored()).containsExactly(new StoredMove(1, 0, "m1"));
    }

    @Test
    void onceTheDiskHasRoomAgainThoseWaitingHearAndTheGameGoesOnFromItsLastStoredMove() throws Exception {
        append(1, "m1").join();
        disk.fill();
        assertUnavailable(append(2, "m2"));
        CountDownLatch writable = new CountDownLatch(1);
        games.whenWritable(writable::countDown);
        assertThat(writable.await(300, TimeUnit.MILLISECONDS)).as("told while the disk is full").isFalse();

        disk.makeRoom();

        assertThat(writable.await(WAIT.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
        append(2, "m2 again").join();
        append(3, "m3").join();
        assertThat(stored()).containsExactly(new StoredMove(1, 0, "m1"), new StoredMove(2, 1, "m2 again"),
                new StoredMove(3, 0, "m3"));
        assertThat(log.lines()).filteredOn(l -> l.startsWith("INFO")).singleElement().asString()
                .startsWith("INFO the store saves moves again");
        assertThat(log.problems()).hasSize(1);
    }

    @Test
    void aMoveCommittedButNotForcedToDiskIsGoneOnceItsTableTakesItBackWithTheMovesMadeOnIt() {
        Assumptions.assumeFalse(backend.isPostgres(), "PostgreSQL forces its commits itself");
        append(1, "m1").join();
        disk.failNextSync();
        CompletableFuture<Void> second = append(2, "m2");
        CompletableFuture<Void> third = append(3, "m3 on m2");
        assertThatThrownBy(second::join).as("never promised");
        third.exceptionally(e -> null).join();

        // what the table does when the move at seq 2 could not be recorded
        games.takeBack(game, 2).join();
        append(2, "m2 again").join();

        assertThat(stored()).containsExactly(new StoredMove(1, 0, "m1"), new StoredMove(2, 1, "m2 again"));
        games.close();
        database.close();
        games = null;
        database = null;
        try (Database reopened = backend.reopen(dataDir);
                GameStore after = new GameStore(reopened, Clock.systemUTC())) {
            assertThat(after.load(game).orElseThrow().moves()).as("what a restart restores")
                    .containsExactly(new StoredMove(1, 0, "m1"), new StoredMove(2, 1, "m2 again"));
        }
    }

    @Test
    void aTakeBackRefusedWhileTheDiskIsFullIsDoneBeforeTheGameGoesOn() throws Exception {
        append(1, "m1").join();
        append(2, "m2, written but taken back by its table").join();
        disk.fill();
        assertUnavailable(append(3, "m3, on m2"));
        assertUnavailable(games.takeBack(game, 2));
        CountDownLatch writable = new CountDownLatch(1);
        games.whenWritable(writable::countDown);

        disk.makeRoom();

        assertThat(writable.await(WAIT.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
        assertThat(stored()).as("taken back by the probe, before any move").containsExactly(new StoredMove(1, 0, "m1"));
        append(2, "m2 again").join();
        assertThat(stored()).containsExactly(new StoredMove(1, 0, "m1"), new StoredMove(2, 1, "m2 again"));
    }

    @Test
    void aGameStartedWhileTheDiskIsFullIsRefusedAsUnavailable() {
        disk.fill();
        append(1, "m1").exceptionally(e -> null).join();
        assertThatThrownBy(() -> games.create("r2", "skat", Map.of(), 2, List.of(StoredSeat.human("p"))))
                .isInstanceOf(JournalUnavailableException.class);
    }

    private CompletableFuture<Void> append(int seq, String move) {
        return games.append(game, seq, (seq + 1) % 2, move);
    }

    private List<StoredMove> stored() {
        return games.load(game).orElseThrow().moves();
    }

    private static void assertUnavailable(CompletableFuture<Void> f) {
        Throwable failure = f.handle((ok, e) -> e).orTimeout(WAIT.toMillis(), TimeUnit.MILLISECONDS).join();
        assertThat(JournalUnavailableException.isCauseOf(failure)).as("%s", failure).isTrue();
    }
}
