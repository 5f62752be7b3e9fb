package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.journal.Journal.RatingChange;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * A move made on top of one that could not be recorded is taken back with it, even when its own
 * write went through: its mover is not told {@code ok}, and the journal is told to forget both,
 * so that a restart cannot restore a move the players were told was taken back.
 */
class TakenBackMoveTest {

    /** Records nothing, holds the writes of seq 2 and on until the test settles them, and notes take-backs. */
    private static final class HeldJournal implements Journal {
        final Map<Integer, CompletableFuture<Void>> held = new HashMap<>();
        final List<Integer> tookBack = new ArrayList<>();

        @Override
        public Recording started(String room, String game, Map<String, String> options, long seed,
                List<SeatRecord> seats, boolean rated) {
            return new Recording() {
                @Override
                public CompletableFuture<Void> moved(int seq, int seat, String move) {
                    return seq < 2 ? CompletableFuture.completedFuture(null)
                            : held.computeIfAbsent(seq, s -> new CompletableFuture<>());
                }

                @Override
                public CompletableFuture<List<RatingChange>> finished(Journal.Result result) {
                    return CompletableFuture.completedFuture(List.of());
                }

                @Override
                public CompletableFuture<Void> aborted() {
                    return CompletableFuture.completedFuture(null);
                }

                @Override
                public void tookBack(int fromSeq) {
                    tookBack.add(fromSeq);
                }

                @Override
                public void abandoned() {
                }
            };
        }
    }

    @Test
    void aMoveWrittenOnTopOfOneThatFailedIsTakenBackWithItAndItsMoverIsNotToldOk() {
        HeldJournal journal = new HeldJournal();
        TestServer server = new TestServer(List.of(new CoinGame()), Duration.ZERO, journal);
        Client alice = seated(server, "alice");
        Client bob = seated(server, "bob");
        alice.type("/start").type("/play heads");
        bob.type("#1 /play tails");
        alice.type("#2 /play heads");
        alice.take();
        bob.take();

        journal.held.get(2).completeExceptionally(new IllegalStateException("disk trouble"));
        journal.held.get(3).complete(null);
        server.strand().runAll();

        assertThat(journal.tookBack).as("the journal forgets seq 2 and on").containsExactly(2);
        assertThat(bob.take()).contains("#1 error INTERNAL: Your move could not be recorded; try again.");
        List<String> aliceSaw = alice.take();
        assertThat(aliceSaw).contains("#2 error INTERNAL: Your move could not be recorded; try again.")
                .doesNotContain("#2 ok").noneMatch(l -> l.startsWith("bob calls") || l.startsWith("alice calls"));
        bob.type("#3 /moves");
        assertThat(bob.take()).as("back to bob's turn").contains("#3 Your legal moves: [heads] [tails]");
    }

    private static Client seated(TestServer server, String name) {
        Client c = server.login(name);
        c.type("/room coins-1").type("/join");
        return c;
    }
}
