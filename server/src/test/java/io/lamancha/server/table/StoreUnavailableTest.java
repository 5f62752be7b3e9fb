package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.journal.Journal.RatingChange;
import io.lamancha.server.journal.JournalUnavailableException;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * A table whose moves cannot be saved because the store cannot write at all (its disk is full)
 * waits: the mover gets {@code STORE_UNAVAILABLE}, everyone is told once, moves are refused
 * without reaching the store, bots and timers stand still; once the store can write again
 * everyone is told and the game goes on by itself.
 */
class StoreUnavailableTest {

    private static final String WAITING = "*** The server cannot save moves now; the game waits and goes on by itself.";
    private static final String GOES_ON = "*** Moves can be saved again; the game goes on.";

    /** A journal on a disk that fills up once it holds {@code room} moves, until it has room again. */
    private static final class FillingJournal implements Journal {
        private int room = Integer.MAX_VALUE;
        private int writes;
        private final List<Runnable> waiting = new ArrayList<>();

        @Override
        public Recording started(String r, String game, Map<String, String> options, long seed, List<SeatRecord> s,
                boolean rated) {
            return new Recording() {
                @Override
                public CompletableFuture<Void> moved(int seq, int seat, String move) {
                    writes++;
                    return full(seq)
                            ? CompletableFuture.failedFuture(new JournalUnavailableException("disk full", null))
                            : CompletableFuture.completedFuture(null);
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
        }

        private boolean full(int seq) {
            return seq > room;
        }

        @Override
        public void whenWritable(Runnable then) {
            if (room == Integer.MAX_VALUE) {
                then.run();
            } else {
                waiting.add(then);
            }
        }

        void fillAfter(int moves) {
            room = moves;
        }

        void makeRoom() {
            room = Integer.MAX_VALUE;
            List<Runnable> told = new ArrayList<>(waiting);
            waiting.clear();
            told.forEach(Runnable::run);
        }
    }

    private final FillingJournal journal = new FillingJournal();
    private final TestServer server = new TestServer(List.of(new CoinGame()), Duration.ZERO, journal);

    @Test
    void theMoverGetsStoreUnavailableEveryoneIsToldOnceAndTheGameGoesOnOnceTheStoreCanWrite() {
        Client alice = seated("alice");
        Client bob = seated("bob");
        alice.type("/start").type("/play heads");
        journal.fillAfter(1);
        alice.take();
        bob.take();

        bob.type("#1 /play tails");
        assertThat(bob.take()).contains("#1 error STORE_UNAVAILABLE: Your move could not be saved; the game waits.",
                WAITING).noneMatch(l -> l.startsWith("bob calls"));
        assertThat(alice.take()).containsOnlyOnce(WAITING).noneMatch(l -> l.startsWith("bob calls"));
        int writes = journal.writes;
        bob.type("#2 /play tails");
        assertThat(bob.take())
                .containsExactly("#2 error STORE_UNAVAILABLE: Moves cannot be saved now; the game waits.");
        bob.type("#4 /play @1 tails");
        assertThat(bob.take()).as("the state bob answers is not stale: the game waits")
                .containsExactly("#4 error STORE_UNAVAILABLE: Moves cannot be saved now; the game waits.");
        assertThat(journal.writes).as("refused before the store").isEqualTo(writes);

        journal.makeRoom();
        server.strand().runAll();
        assertThat(alice.take()).containsOnlyOnce(GOES_ON);
        assertThat(bob.take()).containsOnlyOnce(GOES_ON);
        bob.type("#3 /play tails");
        assertThat(bob.take()).anyMatch(l -> l.startsWith("bob calls tails")).contains("#3 ok");
    }

    @Test
    void aBotWhoseMoveCannotBeSavedStandsStillUntilTheStoreCanWrite() {
        Client alice = seated("alice");
        alice.type("/addbot random").type("/start");
        journal.fillAfter(1);
        alice.type("/play heads");
        assertThat(alice.take()).containsOnlyOnce(WAITING).noneMatch(l -> l.startsWith("~Sancho calls"));
        int writes = journal.writes;

        server.strand().advance(Duration.ofMinutes(5));
        assertThat(journal.writes).as("no bot tries again meanwhile").isEqualTo(writes);
        assertThat(alice.take()).isEmpty();

        journal.makeRoom();
        server.strand().runAll();
        assertThat(alice.take()).contains(GOES_ON).anyMatch(l -> l.startsWith("~Sancho calls"));
    }

    @Test
    void noTimerRunsOutWhileTheGameWaits() {
        Client alice = seated("alice");
        Client bob = seated("bob");
        alice.type("/option timer 30").type("/start");
        journal.fillAfter(0);
        alice.type("/play heads");
        bob.take();

        server.strand().advance(Duration.ofSeconds(120));
        assertThat(bob.take()).noneMatch(l -> l.contains("Time ran out"));

        journal.makeRoom();
        server.strand().advance(Duration.ofSeconds(31));
        assertThat(bob.take()).contains(GOES_ON, "*** Time ran out for alice; a random move was made for them.");
    }

    @Test
    void aClientTakingChangesGetsTheWholeStateWhenTheGameGoesOn() {
        Client alice = server.login("alice").type("/set format json").type("/set updates changes");
        alice.type("/room coins-1").type("/join");
        Client bob = seated("bob");
        alice.type("/start").type("/play heads");
        assertThat(alice.take()).anyMatch(l -> l.startsWith("{\"ev\":\"change\""));
        journal.fillAfter(1);
        bob.type("/play tails");
        assertThat(alice.take()).noneMatch(l -> l.startsWith("{\"ev\":\"change\""));

        journal.makeRoom();
        server.strand().runAll();
        assertThat(alice.take()).as("the game as it is again, whole")
                .anyMatch(l -> l.startsWith("{\"ev\":\"state\"")).noneMatch(l -> l.startsWith("{\"ev\":\"change\""));
        bob.type("/play tails");
        assertThat(alice.take()).as("then changes over it").anyMatch(l -> l.startsWith("{\"ev\":\"change\""));
    }

    private Client seated(String name) {
        Client c = server.login(name);
        c.type("/room coins-1").type("/join");
        return c;
    }
}
