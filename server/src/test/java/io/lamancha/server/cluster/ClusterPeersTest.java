package io.lamancha.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Two nodes, each the whole command layer over fake connections, on a bus in memory: what people
 * on different nodes see of each other, and what a dead or partitioned node does to that.
 */
class ClusterPeersTest {

    private final InMemoryBus bus = new InMemoryBus();
    private final AtomicLong nanos = new AtomicLong();
    private final ClusterPeers peersOfA = new ClusterPeers("node-a", bus.forNode("node-a"), nanos::get, null);
    private final ClusterPeers peersOfB = new ClusterPeers("node-b", bus.forNode("node-b"), nanos::get, null);
    private final TestServer a = new TestServer(List.of(new CoinGame()), peersOfA);
    private final TestServer b = new TestServer(List.of(new CoinGame()), peersOfB);

    {
        peersOfA.start(a.world());
        peersOfB.start(b.world());
    }

    @AfterEach
    void close() {
        peersOfA.close();
        peersOfB.close();
    }

    /** Lets both nodes run what the other sent them. */
    private void settle() {
        for (int i = 0; i < 5; i++) {
            a.strand().runAll();
            b.strand().runAll();
        }
    }

    private List<String> typed(TestServer.Client c, String line) {
        c.type(line);
        settle();
        return c.take();
    }

    @Test
    void theLobbyIsOneAcrossNodes() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        settle();
        alice.take();

        assertThat(typed(alice, "/wwho")).contains("2 users online:").anyMatch(l -> l.contains("bob"));
        assertThat(typed(bob, "/who")).anyMatch(l -> l.contains("alice"));
        assertThat(typed(bob, "/whereis alice")).anyMatch(l -> l.contains("alice") && l.contains("lobby"));
        typed(alice, "/away tapas");
        assertThat(typed(bob, "/finger alice")).contains("Online now, in lobby.").anyMatch(l -> l.contains("tapas"));

        alice.type("buenos dias");
        settle();
        assertThat(bob.take()).contains("[lobby] <alice> buenos dias");

        TestServer.Client carol = b.login("carol");
        settle();
        assertThat(alice.take()).as("alice sees carol come into the lobby on the other node")
                .anyMatch(l -> l.contains("carol") && l.contains("lobby"));
        carol.disconnect();
        settle();
        assertThat(alice.take()).anyMatch(l -> l.contains("carol") && l.contains("lobby"));
        assertThat(typed(alice, "/wwho")).contains("2 users online:");
    }

    @Test
    void aWhisperCrossesAndSaysWhenItIsIgnoredOrTheReaderIsGone() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        settle();

        assertThat(typed(bob, "/tell alice hola")).anyMatch(l -> l.contains("alice") && l.contains("hola"));
        assertThat(alice.take()).contains("bob tells you: hola");
        typed(alice, "/away lunch");
        assertThat(typed(bob, "/tell alice otra vez")).anyMatch(l -> l.contains("lunch"));
        typed(alice, "/ignore bob");
        assertThat(typed(bob, "/tell alice and now")).anyMatch(l -> l.contains("alice is ignoring you"));
        assertThat(alice.take()).noneMatch(l -> l.contains("and now"));
        alice.disconnect();
        settle();
        assertThat(typed(bob, "/tell alice still there?")).anyMatch(l -> l.contains("Nobody called alice is online"));
    }

    @Test
    void aGuestNameHeldOnOneNodeIsTakenOnTheOther() {
        a.login("alice");
        settle();
        TestServer.Client other = b.connect();
        other.take();
        assertThat(typed(other, "/login alice")).anyMatch(l -> l.contains("alice is taken right now"));
        assertThat(bus.holder("alice")).isEqualTo("node-a");
    }

    @Test
    void aNodeSilentTooLongIsGoneItsUsersWithIt() {
        TestServer.Client alice = a.login("alice");
        b.login("bob");
        settle();
        assertThat(typed(alice, "/wwho")).contains("2 users online:");

        bus.cut("node-b"); // node b's beats no longer arrive
        nanos.addAndGet(ClusterPeers.DEAD_AFTER.toNanos() + TimeUnit.SECONDS.toNanos(1));
        peersOfA.beat();
        settle();
        assertThat(typed(alice, "/wwho")).contains("1 user online:");
        assertThat(bus.holder("bob")).as("a dead node's names are freed").isNull();

        bus.mend("node-b"); // it joins again and says who it holds
        settle();
        assertThat(typed(alice, "/wwho")).contains("2 users online:");
        assertThat(bus.holder("bob")).isEqualTo("node-b");
    }

    @Test
    void aNameTakenElsewhereWhileANodeWasCutOffIsTheOtherLoginsWhenItComesBack() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        settle();
        bus.cut("node-b");
        nanos.addAndGet(ClusterPeers.DEAD_AFTER.toNanos() + TimeUnit.SECONDS.toNanos(1));
        peersOfA.beat();
        settle();
        TestServer.Client secondBob = a.login("bob");
        settle();
        assertThat(bus.holder("bob")).isEqualTo("node-a");

        bus.mend("node-b");
        settle();
        assertThat(bob.take()).anyMatch(l -> l.contains("you logged in from another connection"));
        assertThat(bob.closed()).isTrue();
        assertThat(bus.holder("bob")).isEqualTo("node-a");
        assertThat(typed(alice, "/wwho")).contains("2 users online:");
        assertThat(typed(secondBob, "/whereis bob")).anyMatch(l -> l.contains("bob") && l.contains("lobby"));
    }
}
