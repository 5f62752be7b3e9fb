package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.metrics.ServerMetrics;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The journal's commit window: under load it gathers the writes on their way into one commit,
 * and it never holds a lone move for more than the window. Every wait here is on an event (a
 * future, the journal's queue), bounded; none measures time.
 */
@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class CommitWindowTest {
    private static final Duration BOUND = Duration.ofSeconds(10);

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    /** The journal under test, beside the game store's own (which stores the game). */
    private MoveJournal journal;
    private Database database;
    private GameStore games;
    private long game;
    /** The writes of each transaction, as the fence saw them. */
    private final List<Integer> transactions = new CopyOnWriteArrayList<>();
    private final CountDownLatch firstTransactionEntered = new CountDownLatch(1);
    private final CountDownLatch releaseFirstTransaction = new CountDownLatch(1);

    @BeforeEach
    void open() {
        database = backend.openEmpty(dataDir);
        games = new GameStore(database, Clock.systemUTC());
        game = games.create("r", "skat", Map.of(), 1, List.of(StoredSeat.human("p")));
    }

    @AfterEach
    void close() {
        if (journal != null) {
            journal.close();
        }
        games.close();
        database.close();
    }

    @Test
    void aQuietJournalCommitsALoneMoveWithoutWaiting() {
        journal = journal(Duration.ofHours(1));
        releaseFirstTransaction.countDown();

        // an hour's window: only not waiting at all acknowledges it within the bound
        assertThat(append(0)).succeedsWithin(BOUND);
        assertThat(transactions).containsExactly(1);
    }

    @Test
    void writesOnTheirWayUnderLoadShareOneCommit() {
        journal = journal(Duration.ofHours(1));
        threeWritesCameTogether();

        CompletableFuture<Void> first = append(4);
        awaitTaken();
        // taken alone; without the window it would be committed alone
        CompletableFuture<Void> second = append(5);
        CompletableFuture<Void> third = append(6);

        // an hour's window: the third write, not the time, ends it
        assertThat(CompletableFuture.allOf(first, second, third)).succeedsWithin(BOUND);
        assertThat(transactions).containsExactly(1, 3, 3);
        assertThat(games.running().get(0).moves()).extracting(StoredMove::seq)
                .containsExactly(0, 1, 2, 3, 4, 5, 6);
    }

    @Test
    void aLoneMoveUnderLoadIsAcknowledgedWhenTheWindowEndsWithNothingElseArriving() {
        journal = journal(Duration.ofMillis(100));
        threeWritesCameTogether();

        assertThat(append(4)).succeedsWithin(BOUND);
        assertThat(transactions).containsExactly(1, 3, 1);
        // and the next commit expects one write again: the wait fades with the load
        assertThat(append(5)).succeedsWithin(BOUND);
        assertThat(transactions).containsExactly(1, 3, 1, 1);
    }

    private MoveJournal journal(Duration window) {
        MoveJournal.Fence recording = (connection, writes) -> {
            transactions.add(writes.size());
            firstTransactionEntered.countDown();
            await(releaseFirstTransaction);
        };
        return new MoveJournal(database, 1_000, 1_000, new StoreHealth(BOUND, BOUND), ServerMetrics.NONE,
                recording, new CommitWindow(window));
    }

    /** Moves 0 to 3: the first committed alone, while the other three queue and then go together. */
    private void threeWritesCameTogether() {
        List<CompletableFuture<Void>> acks = new ArrayList<>();
        acks.add(append(0));
        await(firstTransactionEntered);
        for (int seq = 1; seq <= 3; seq++) {
            acks.add(append(seq));
        }
        releaseFirstTransaction.countDown();
        assertThat(CompletableFuture.allOf(acks.toArray(CompletableFuture[]::new))).succeedsWithin(BOUND);
        assertThat(transactions).containsExactly(1, 3);
    }

    private CompletableFuture<Void> append(int seq) {
        return journal.submit(new JournalEntry.Append(game, new StoredMove(seq, 0, "m" + seq)));
    }

    /** Until the writer has taken everything queued. */
    private void awaitTaken() {
        long deadline = System.nanoTime() + BOUND.toNanos();
        while (journal.queued() > 0) {
            assertThat(System.nanoTime()).as("the writer takes the write").isLessThan(deadline);
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(BOUND.toSeconds(), TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
