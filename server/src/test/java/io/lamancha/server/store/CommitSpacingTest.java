package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.metrics.ServerMetrics;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Group commits spaced apart: the moves that arrive while the last commit is recent gather and
 * share the next one, which begins no sooner than the spacing after the last began.
 */
class CommitSpacingTest {
    private static final long GAME = 2_000_001;
    private static final Duration SPACING = Duration.ofMillis(300);

    @TempDir
    Path dataDir;

    @Test
    void movesMadeJustAfterACommitWaitForTheSpacingAndShareOneCommit() {
        try (Database database = Database.open(null, dataDir);
                MoveJournal journal = new MoveJournal(database, 1000, 100,
                        new StoreHealth(Duration.ofSeconds(1), Duration.ofSeconds(5)), ServerMetrics.NONE,
                        MoveJournal.Fence.NONE, null, SPACING.toNanos())) {
            long began = System.nanoTime();
            journal.submit(new JournalEntry.Create(GAME, "r", "skat", Map.of(), 7, List.of(StoredSeat.human("p")),
                    false, null, Instant.now())).join();
            JournalStats before = journal.stats();

            List<CompletableFuture<Void>> moves = new ArrayList<>();
            for (int seq = 0; seq < 5; seq++) {
                moves.add(journal.submit(new JournalEntry.Append(GAME, new StoredMove(seq, 0, "m" + seq))));
            }
            CompletableFuture.allOf(moves.toArray(CompletableFuture[]::new)).join();

            assertThat(System.nanoTime() - began).as("nanoseconds from the first commit to the moves' ack")
                    .isGreaterThanOrEqualTo(SPACING.toNanos());
            assertThat(journal.stats().transactions() - before.transactions()).as("commits of the five moves")
                    .isEqualTo(1);
            assertThat(new GameQueries(database).load(GAME).orElseThrow().moves()).hasSize(5);
        }
    }
}
