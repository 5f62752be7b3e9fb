package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.testing.MutableClock;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's moves reach the journal in the order they were made, whether they go through the
 * recorder (while the game's row waits there) or straight to the journal's queue (once it does
 * not); and nothing of a game's record waits on the store thread of logins and commands.
 */
class StoreJournalOrderTest {

    @TempDir
    Path dataDir;

    /** The recorder, run when the test says. */
    private final List<Runnable> recorder = new ArrayList<>();
    /** The store thread of logins, commands and reads: never run here. */
    private final List<Runnable> storeThread = new ArrayList<>();
    private final MutableClock clock = new MutableClock(Instant.parse("2026-12-07T05:00:00Z"));
    private Database database;
    private GameStore games;
    private StoreJournal journal;

    @BeforeEach
    void open() {
        database = TestBackend.all().findFirst().orElseThrow().openEmpty(dataDir);
        games = new GameStore(database, clock);
        journal = new StoreJournal(games, new RatingStore(database, clock), recorder::add, storeThread::add, clock);
    }

    @AfterEach
    void close() {
        games.close();
        database.close();
    }

    @Test
    void movesMadeBeforeAndAfterTheGamesRowWasQueuedAreStoredInTheOrderMade() throws Exception {
        Journal.Recording game = journal.started("coins-1", "coins", Map.of(), 7L,
                List.of(new Journal.SeatRecord("alice", null), new Journal.SeatRecord("bob", null)), false);
        CompletableFuture<Void> first = game.moved(1, 0, "heads");
        assertThat(recorder).as("the game's row, then its first move, both on the recorder").hasSize(2);

        CompletableFuture<Void> second = game.moved(2, 1, "tails");
        assertThat(recorder).as("behind the two still waiting there").hasSize(3);
        runRecorder();

        CompletableFuture<Void> third = game.moved(3, 0, "tails");
        assertThat(recorder).as("nothing of the game waits there: straight to the journal").isEmpty();
        CompletableFuture.allOf(first, second, third).get(10, TimeUnit.SECONDS);

        StoredGame stored = games.running().get(0);
        assertThat(stored.moves()).extracting(StoredMove::move).containsExactly("heads", "tails", "tails");
        assertThat(stored.moves()).extracting(StoredMove::seat).containsExactly(0, 1, 0);
    }

    @Test
    void aGamesRecordNeverWaitsOnTheStoreThread() throws Exception {
        // a burst of logins keeps the store thread busy: a new game's first moves must not queue there
        Journal.Recording game = journal.started("coins-1", "coins", Map.of(), 7L,
                List.of(new Journal.SeatRecord("alice", null), new Journal.SeatRecord("bob", null)), false);
        CompletableFuture<Void> first = game.moved(1, 0, "heads");
        runRecorder();
        CompletableFuture<Void> second = game.moved(2, 1, "tails");
        CompletableFuture<Void> aborted = game.aborted();
        runRecorder();
        CompletableFuture.allOf(first, second, aborted).get(10, TimeUnit.SECONDS);

        assertThat(storeThread).as("the store thread, never run, was given nothing").isEmpty();
        assertThat(games.running()).as("the game was stored, then marked aborted").isEmpty();
    }

    private void runRecorder() {
        List<Runnable> tasks = new ArrayList<>(recorder);
        recorder.clear();
        tasks.forEach(Runnable::run);
    }
}
