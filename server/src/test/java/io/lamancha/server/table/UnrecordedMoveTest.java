package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.journal.Journal.RatingChange;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** A move the journal cannot record is never shown to anyone, and the game goes on from before it. */
class UnrecordedMoveTest {

    /** Records nothing, and fails the first attempt at a second move. */
    private static final Journal FAILS_SECOND_MOVE = (room, game, options, seed, seats, rated) -> new Journal.Recording() {
        private boolean failed;

        @Override
        public CompletableFuture<Void> moved(int seq, int seat, String move) {
            if (seq == 2 && !failed) {
                failed = true;
                return CompletableFuture.failedFuture(new IllegalStateException("disk full"));
            }
            return CompletableFuture.completedFuture(null);
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
        public void abandoned() {
        }
    };

    @Test
    void theMoverGetsAnErrorTheOthersNeverSeeTheMoveAndTheGameGoesBack() {
        TestServer server = new TestServer(List.of(new CoinGame()), Duration.ZERO, FAILS_SECOND_MOVE);
        Client alice = server.login("alice");
        alice.type("/room coins-1").type("/join");
        Client bob = server.login("bob");
        bob.type("/room coins-1").type("/join");
        alice.type("/start");
        alice.type("/play heads");
        alice.take();
        bob.take();
        bob.type("#1 /play tails");
        List<String> bobSaw = bob.take();
        List<String> aliceSaw = alice.take();
        assertThat(bobSaw).contains("#1 error INTERNAL: Your move could not be recorded; try again.")
                .noneMatch(l -> l.startsWith("bob calls"));
        assertThat(aliceSaw).contains("*** The server could not record the last move; the game goes on from before it.")
                .noneMatch(l -> l.startsWith("bob calls"));
        bob.type("#2 /moves");
        assertThat(bob.take()).contains("#2 Your legal moves: [heads] [tails]");
        bob.type("#3 /play heads");
        assertThat(bob.take()).anyMatch(l -> l.startsWith("bob calls heads")).contains("#3 ok");
    }
}
