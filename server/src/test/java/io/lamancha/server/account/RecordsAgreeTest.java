package io.lamancha.server.account;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.store.Persistence;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ratings that mean something, and records that agree: a player who leaves a rated game before
 * everyone has moved has it aborted (unrated, stored as aborted); one who leaves later is placed
 * last in the end, {@code /history}, {@code /finger} and the ratings alike; and accounts that
 * connect from one address are not rated together.
 */
class RecordsAgreeTest {

    @TempDir
    Path data;
    private Persistence persistence;
    private TestServer server;

    @BeforeEach
    void open() {
        persistence = Persistence.openForTests(null, data, Set.of(), Clock.systemUTC());
        server = new TestServer(List.of(new CoinGame()), Duration.ZERO, persistence.journal(), persistence.storage());
    }

    @AfterEach
    void close() {
        persistence.close();
    }

    /** A registered player from {@code address}, seated at coins-1 (two calls each). */
    private Client seated(String name, String address) {
        Client c = server.connectFrom(address);
        c.take();
        c.typeAndAwait("/login " + name, l -> l.startsWith("Say something"));
        c.typeAndAwait("#r /register rocinante", l -> l.startsWith("#r ok"));
        c.type("/room coins-1").type("/option rounds 2").type("/join");
        c.take();
        return c;
    }

    private static List<String> reply(Client c, String tag, String command) {
        return c.typeAndAwait("#" + tag + " " + command, l -> l.equals("#" + tag + " ok"));
    }

    @Test
    void aRatedGameAPlayerLeavesBeforeEveryoneMovedIsAbortedUnratedAndListedAsAborted() {
        Client alice = seated("alice", "10.0.0.1");
        Client bob = seated("bob", "10.0.0.2");
        alice.type("/start");
        assertThat(bob.take()).contains("Rated: the result changes the players' ratings.");
        alice.type("/play heads");
        bob.type("/leave");
        List<String> told = alice.await(l -> l.startsWith("/start plays a new game"));
        assertThat(told).contains("[coins-1] Game aborted: bob left before every player had made a move.",
                "Not rated, and stored as aborted (/history lists it).");
        assertThat(reply(alice, "h", "/history")).anyMatch(l -> l.matches("#h\\s+#\\d+ .* coins\\s+aborted: alice, bob"))
                .noneMatch(l -> l.contains("ratings:"));
        assertThat(reply(alice, "f", "/finger alice")).noneMatch(l -> l.contains("Ratings"))
                .contains("#f No finished games recorded.");
    }

    @Test
    void aPlayerWhoLeavesOnceEveryoneMovedIsPlacedLastInTheEndTheHistoryTheFingerAndTheRatings() {
        Client alice = seated("alice", "10.0.0.1");
        Client bob = seated("bob", "10.0.0.2");
        alice.type("/start");
        alice.type("/play heads");
        bob.type("/play tails");
        bob.type("/leave");
        alice.take();
        alice.type("/play heads");
        List<String> end = alice.await(l -> l.startsWith("/start plays again"));
        assertThat(end).as("whatever bob's bot called, bob is last and alice wins")
                .anyMatch(l -> l.startsWith("[coins-1] Game over: alice wins with "))
                .contains("bob left the game; a bot played on for them: placed last, whatever the score.", "Ratings:");
        int ratings = end.indexOf("Ratings:");
        assertThat(end.get(ratings + 1)).as("best first, alice up").startsWith("  alice 1000 -> ").contains("(+");
        assertThat(end.get(ratings + 2)).as("bob down").startsWith("  bob 1000 -> ").contains("(-");

        assertThat(reply(alice, "h", "/history")).anyMatch(l -> l.matches("#h\\s+#\\d+ .* coins\\s+alice \\d+\\*, bob \\d+ \\(left\\)"))
                .anyMatch(l -> l.contains("ratings: alice 1000 -> ") && l.contains("bob 1000 -> "));
        assertThat(reply(alice, "a", "/finger alice")).contains("#a   coins              1 played,   1 won");
        assertThat(reply(alice, "b", "/finger bob")).contains("#b   coins              1 played,   0 won");
    }

    @Test
    void accountsFromOneAddressAreNotRatedTogetherSoLeavingAtOnceGainsNobodyARating() {
        Client alice = seated("alice", "10.0.0.9");
        Client bob = seated("bob", "10.0.0.9");
        alice.type("/start");
        assertThat(alice.take()).contains(
                "Not rated: alice and bob connect from one address; such games are not rated.");
        bob.type("/leave");
        alice.type("/play heads");
        alice.await(l -> l.startsWith(">> Your move, alice"));
        alice.type("/play heads");
        List<String> end = alice.await(l -> l.startsWith("/start plays again"));
        assertThat(end).anyMatch(l -> l.startsWith("[coins-1] Game over: alice wins with ")).noneMatch(l -> l.startsWith("Ratings"));
        assertThat(reply(alice, "f", "/finger alice")).noneMatch(l -> l.contains("Ratings"));
    }
}
