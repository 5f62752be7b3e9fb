package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.journal.Journal.RatingChange;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * Moves waiting for the journal while later ones are applied (simultaneous turns, quick players,
 * random bots answering at once with no bot delay, as the test server has): each move is shown
 * only once it is durable, its events before any state that contains it, and the game's end only
 * after the move that ended it. A bot that weighs its moves waits for the move before it.
 */
class DurableOrderTest {

    /** A journal whose writes complete when the test says so, in order. */
    private final List<CompletableFuture<Void>> writes = new ArrayList<>();
    /** While set, a game's end is stored when the test completes {@link #heldEnd}. */
    private boolean holdEnds;
    /** While set, a move is durable before the table hears of its write (a quick journal, a slow strand). */
    private boolean durableAtOnce;
    private final CompletableFuture<List<RatingChange>> heldEnd = new CompletableFuture<>();
    private final Journal slowJournal = (room, game, options, seed, seats, rated) -> new Journal.Recording() {
        @Override
        public CompletableFuture<Void> moved(int seq, int seat, String move) {
            CompletableFuture<Void> write = new CompletableFuture<>();
            writes.add(write);
            if (durableAtOnce) {
                write.complete(null);
            }
            return write;
        }

        @Override
        public CompletableFuture<List<RatingChange>> finished(Journal.Result result) {
            return holdEnds ? heldEnd : CompletableFuture.completedFuture(List.of());
        }

        @Override
        public CompletableFuture<Void> aborted() {
            return holdEnds ? heldEnd.thenApply(changes -> null) : CompletableFuture.completedFuture(null);
        }

        @Override
        public void abandoned() {
        }
    };
    private final TestServer server = new TestServer(List.of(new CoinGame()), Duration.ZERO, slowJournal);

    @Test
    void theEndOfAnUnratedGameIsToldOnlyOnceItsResultIsStoredSoHistoryAskedThenListsIt() {
        holdEnds = true;
        Client alice = seated(server, "alice");
        Client bob = seated(server, "bob");
        alice.type("/option rounds 1").type("/start");
        alice.type("/play heads");
        bob.type("/play tails");
        writes.forEach(w -> w.complete(null));
        server.strand().runAll();
        assertThat(alice.take()).anyMatch(l -> l.startsWith("bob calls tails")).noneMatch(l -> l.contains("Game over"));

        heldEnd.complete(List.of());
        server.strand().runAll();
        assertThat(alice.take()).anyMatch(l -> l.startsWith("[coins-1] Game over: "));
    }

    @Test
    void anAbortedGameIsToldOnlyOnceItIsStoredAsAborted() {
        holdEnds = true;
        Client alice = seated(server, "alice");
        alice.type("/addbot").type("/start");
        alice.take();
        alice.type("/abort");
        assertThat(alice.take()).noneMatch(l -> l.contains("Game aborted"));
        heldEnd.complete(List.of());
        server.strand().runAll();
        assertThat(alice.take()).contains("[coins-1] Game aborted: alice ended it (/abort).");
    }

    @Test
    void aMoveAppliedWhileAnEarlierOneIsWrittenIsShownAfterItAndTheEndAfterTheLastMove() {
        Client alice = seated(server, "alice");
        Client bob = seated(server, "bob");
        Client carol = watcher(server, "carol", "text");
        Client dave = watcher(server, "dave", "json");
        alice.type("/option rounds 1").type("/start");
        carol.take();
        dave.take();

        alice.type("/play heads");
        bob.type("/play tails"); // the game's last move, applied before alice's is durable
        assertThat(carol.take()).as("nothing of a move before it is durable").isEmpty();
        assertThat(dave.take()).isEmpty();

        writes.get(0).complete(null);
        server.strand().runAll();
        assertThat(carol.take()).anyMatch(l -> l.startsWith("alice calls heads"))
                .noneMatch(l -> l.startsWith("bob calls")).noneMatch(l -> l.contains("Game over"));
        assertThat(dave.take()).as("alice's call, but no state: the game as it is now holds bob's move too")
                .anyMatch(l -> l.startsWith("{\"ev\":\"game\"") && l.contains("alice calls heads"))
                .noneMatch(l -> l.startsWith("{\"ev\":\"state\"")).noneMatch(l -> l.startsWith("{\"ev\":\"end\""));

        writes.get(1).complete(null);
        server.strand().runAll();
        List<String> carolSaw = carol.take();
        assertThat(carolSaw).anyMatch(l -> l.startsWith("bob calls tails"));
        assertThat(indexOf(carolSaw, "bob calls tails")).isLessThan(indexOf(carolSaw, "[coins-1] Game over: "));
        List<String> daveSaw = dave.take();
        assertThat(indexOf(daveSaw, "{\"ev\":\"game\"")).isLessThan(indexOf(daveSaw, "{\"ev\":\"state\""));
        assertThat(indexOf(daveSaw, "{\"ev\":\"state\"")).isLessThan(indexOf(daveSaw, "{\"ev\":\"end\""));
        assertThat(daveSaw.get(indexOf(daveSaw, "{\"ev\":\"state\""))).contains("\"version\":2");
    }

    @Test
    void aShowAskedWhileMovesAreWrittenAnswersOnceEveryMoveItWouldShowIsStored() {
        Client alice = seated(server, "alice");
        Client bob = seated(server, "bob");
        Client dave = watcher(server, "dave", "json");
        alice.type("/start");
        dave.take();

        alice.type("/play heads");
        dave.type("#5 /show");
        bob.type("/play tails"); // applied while alice's move is still being written
        writes.get(0).complete(null);
        server.strand().runAll();
        assertThat(dave.take()).as("the game as it is now holds bob's move, not stored yet")
                .noneMatch(l -> l.contains("\"tag\":\"5\""));

        writes.get(1).complete(null);
        server.strand().runAll();
        List<String> daveSaw = dave.take();
        assertThat(daveSaw).anyMatch(l -> l.startsWith("{\"ev\":\"state\",\"tag\":\"5\"") && l.contains("\"version\":2"));
    }

    @Test
    void aMoversOkFollowsAStateWithItsMoveWhenALaterMoveWasAppliedWhileItWasWritten() {
        Client alice = seated(server, "alice");
        Client bob = seated(server, "bob");
        alice.type("/set format json").type("/start");
        alice.take();

        alice.type("#1 /play @0 heads");
        bob.type("/play tails"); // applied while alice's move is still being written
        writes.get(0).complete(null);
        server.strand().runAll();
        assertThat(alice.take()).as("her call is told, but her latest state still predates it: no ok yet")
                .anyMatch(l -> l.startsWith("{\"ev\":\"game\"") && l.contains("alice calls heads"))
                .noneMatch(l -> l.startsWith("{\"ev\":\"ok\",\"tag\":\"1\""));

        writes.get(1).complete(null);
        server.strand().runAll();
        List<String> aliceSaw = alice.take();
        assertThat(indexOf(aliceSaw, "{\"ev\":\"state\"")).isLessThan(indexOf(aliceSaw, "{\"ev\":\"ok\",\"tag\":\"1\""));
        assertThat(aliceSaw.get(indexOf(aliceSaw, "{\"ev\":\"state\""))).contains("\"version\":2");
    }

    /**
     * The stall found under load: alice's write completed while bob's move waited in the strand's
     * queue, and bob's was durable before his table heard of it. Bob's record must not be settled
     * ahead of alice's (her call told after his, her ok held for a later move that never came).
     */
    @Test
    void aMoveDurableBeforeItsTableHearsOfItIsSettledAfterTheEarlierMoveDurableBeforeIt() {
        Client alice = seated(server, "alice");
        Client bob = seated(server, "bob");
        Client carol = watcher(server, "carol", "text");
        alice.type("/set format json").type("/start");
        alice.take();
        carol.take();

        alice.type("#1 /play @0 heads");
        bob.typeQueued("/play tails"); // waits in the strand's queue
        writes.get(0).complete(null); // alice's record is settled behind bob's move
        durableAtOnce = true;
        server.strand().runAll();

        List<String> aliceSaw = alice.take();
        assertThat(aliceSaw).as("her move's ok, after a state showing it").anyMatch(l -> l.startsWith("{\"ev\":\"ok\",\"tag\":\"1\""));
        assertThat(indexOf(aliceSaw, "{\"ev\":\"state\"")).isLessThan(indexOf(aliceSaw, "{\"ev\":\"ok\",\"tag\":\"1\""));
        List<String> carolSaw = carol.take();
        assertThat(indexOf(carolSaw, "alice calls heads")).as("told in the order made")
                .isLessThan(indexOf(carolSaw, "bob calls tails"));
    }

    /**
     * Found by a bot in an end-to-end test under load: bob, shown version 0 (alice to play),
     * answers it with a move while alice's move waits for the journal. The game now waits for bob,
     * but he never saw the state that asks him: his move is stale, not played.
     */
    @Test
    void aMoveAnsweringAStateFromBeforeTheSeatWasAskedIsStaleWhileTheMoveThatAskedItIsNotYetShown() {
        Client alice = seated(server, "alice");
        Client bob = seated(server, "bob");
        bob.type("/set format json");
        alice.type("/start");
        bob.take();

        alice.type("/play heads"); // version 1, bob to play: not durable, so not shown yet
        bob.type("#1 /play @0 tails");

        assertThat(bob.take()).anyMatch(l -> l.startsWith("{\"ev\":\"error\",\"tag\":\"1\"") && l.contains("\"code\":\"STALE\""))
                .noneMatch(l -> l.contains("bob calls tails"));
        writes.forEach(w -> w.complete(null));
        server.strand().runAll();
        bob.type("#2 /play @1 tails"); // the state of version 1 was shown: now he answers it
        writes.forEach(w -> w.complete(null));
        server.strand().runAll();
        assertThat(bob.take()).anyMatch(l -> l.contains("bob calls tails")).anyMatch(l -> l.startsWith("{\"ev\":\"ok\",\"tag\":\"2\""));
    }

    @Test
    void aMoveAnsweringAStateFromBeforeTheSeatsOwnLastMoveIsStale() {
        Client alice = seated(server, "alice");
        Client bob = seated(server, "bob");
        alice.type("/set format json").type("/start");
        alice.take();

        alice.type("#1 /play @0 heads");
        bob.type("/play tails"); // alice's turn again at version 2, her legal moves as they were at 0
        writes.get(0).complete(null);
        server.strand().runAll();
        alice.type("#2 /play @0 tails"); // answers version 0 again, before her own move at 1
        writes.forEach(w -> w.complete(null));
        server.strand().runAll();

        assertThat(alice.take()).anyMatch(l -> l.startsWith("{\"ev\":\"error\",\"tag\":\"2\"") && l.contains("\"code\":\"STALE\""));
    }

    @Test
    void randomBotsAnswerAPersonsMoveAtOnceAndOneStateShowsEveryMoveBeforeTheOk() {
        Client alice = seatedAgainst(server, "json", "random", "random");
        alice.type("#1 /play @0 heads");
        assertThat(writes).as("alice's move and both bots' answers, written together").hasSize(3);
        assertThat(alice.take()).as("nothing before her move is durable").isEmpty();

        writes.forEach(w -> w.complete(null));
        server.strand().runAll();
        List<String> saw = alice.take();
        assertThat(saw.stream().filter(l -> l.contains("\"type\":\"called\""))).as("each move told").hasSize(3);
        assertThat(saw.stream().filter(l -> l.startsWith("{\"ev\":\"state\""))).as("one state for the three moves")
                .singleElement().asString().contains("\"version\":3", "\"awaited\":[0]", "\"legal\":[\"heads\",\"tails\"]");
        assertThat(indexOf(saw, "{\"ev\":\"game\"")).isLessThan(indexOf(saw, "{\"ev\":\"state\""));
        assertThat(indexOf(saw, "{\"ev\":\"state\"")).isLessThan(indexOf(saw, "{\"ev\":\"ok\",\"tag\":\"1\""));
    }

    @Test
    void aPersonAnsweredAtOnceIsPromptedAgainThoughTheirChoiceIsTheSameAsBefore() {
        Client alice = seatedAgainst(server, "text", "random");
        alice.type("/play heads");
        writes.forEach(w -> w.complete(null));
        server.strand().runAll();
        assertThat(alice.take()).as("heads or tails again, after the bot's call")
                .anyMatch(l -> l.startsWith(">> Your move, alice"));
    }

    @Test
    void aBotThatWeighsItsMovesWaitsForTheMoveBeforeItToBeShown() {
        Client alice = seatedAgainst(server, "json", "smart");
        playsAloneAndIsShownIt(server, alice);
    }

    @Test
    void withABotDelayARandomBotWaitsForTheMoveBeforeItToBeShownAndThenItsDelay() {
        TestServer delayed = TestServer.withBotDelay(List.of(new CoinGame()), slowJournal, Duration.ofMillis(700));
        Client alice = seatedAgainst(delayed, "json", "random");
        playsAloneAndIsShownIt(delayed, alice);
        assertThat(writes).as("the bot still pauses").hasSize(1);

        delayed.strand().advance(Duration.ofMillis(700));
        assertThat(writes).as("then it calls").hasSize(2);
    }

    @Test
    void whenThePersonsMoveCannotBeRecordedTheBotsAnswerGoesWithItAndTheGameGoesOnFromBefore() {
        Client alice = seatedAgainst(server, "json", "random");
        alice.type("#1 /play @0 heads");
        assertThat(writes).hasSize(2);
        writes.get(0).completeExceptionally(new IOException("disk on fire"));
        writes.get(1).complete(null);
        server.strand().runAll();
        List<String> saw = alice.take();
        assertThat(saw).noneMatch(l -> l.startsWith("{\"ev\":\"game\""))
                .anyMatch(l -> l.startsWith("{\"ev\":\"state\"") && l.contains("\"version\":0")
                        && l.contains("\"awaited\":[0]"))
                .anyMatch(l -> l.startsWith("{\"ev\":\"error\",\"tag\":\"1\""));
    }

    /**
     * Alice's first move is written alone (no bot answers it at once) and, once durable, shown
     * in a state of its own before her ok.
     */
    private void playsAloneAndIsShownIt(TestServer on, Client alice) {
        alice.type("#1 /play @0 heads");
        assertThat(writes).as("only alice's move").hasSize(1);
        writes.get(0).complete(null);
        on.strand().runAll();
        List<String> saw = alice.take();
        assertThat(saw).anyMatch(l -> l.startsWith("{\"ev\":\"state\"") && l.contains("\"version\":1"));
        assertThat(indexOf(saw, "{\"ev\":\"state\"")).isLessThan(indexOf(saw, "{\"ev\":\"ok\",\"tag\":\"1\""));
    }

    /** Alice, reading {@code format}, in seat 0 of a coin game on {@code on} against {@code levels} bots, started. */
    private static Client seatedAgainst(TestServer on, String format, String... levels) {
        Client alice = on.login("alice");
        alice.type("/set format " + format).type("/room coins-1").type("/join");
        for (String level : levels) {
            alice.type("/addbot " + level);
        }
        alice.type("/option rounds 3").type("/start");
        on.strand().runAll();
        alice.take();
        return alice;
    }

    /** A spectator in the game's room, reading {@code format}. */
    private static Client watcher(TestServer on, String name, String format) {
        Client c = on.login(name);
        c.type("/set format " + format).type("/room coins-1");
        return c;
    }

    private static Client seated(TestServer on, String name) {
        Client c = on.login(name);
        c.type("/room coins-1").type("/join");
        c.take();
        return c;
    }

    private static int indexOf(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line starting with " + prefix + " in " + lines);
    }
}
