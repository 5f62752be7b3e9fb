package io.lamancha.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.world.CopyingFeed;
import io.lamancha.server.world.MemoryChannelBook;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Two nodes, each the whole command layer over fake connections, on a bus in memory and sharing
 * one channel book and one counter of ads (as Redis holds them): the community is one, whichever
 * node a user is on.
 */
class ClusterCommunityTest {

    private final InMemoryBus bus = new InMemoryBus();
    private final AtomicLong nanos = new AtomicLong();
    private final MemoryChannelBook book = new MemoryChannelBook();
    private final AtomicLong seekIds = new AtomicLong();
    private final ClusterPeers peersOfA = new ClusterPeers("node-a", bus.forNode("node-a"), nanos::get, null, book,
            ClusterPeers.counter(seekIds));
    private final ClusterPeers peersOfB = new ClusterPeers("node-b", bus.forNode("node-b"), nanos::get, null, book,
            ClusterPeers.counter(seekIds));
    private final TestServer a = new TestServer(List.of(new CoinGame()), peersOfA);
    private final TestServer b = new TestServer(List.of(new CoinGame()), peersOfB);

    {
        peersOfA.start(a.world(), a.frontdoor(), CopyingFeed.factory(new LineEncoder()));
        peersOfB.start(b.world(), b.frontdoor(), CopyingFeed.factory(new LineEncoder()));
    }

    @AfterEach
    void close() {
        peersOfA.close();
        peersOfB.close();
    }

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
    void aChannelClosedOnOneNodeIsClosedOnTheOtherAndItsOwnersInvitationCrosses() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        TestServer.Client carol = b.login("carol");
        typed(alice, "/channel club");
        assertThat(typed(bob, "/channel club")).contains("You are in #club (open, owner alice, 2 online).");
        typed(alice, "/chmode club moderated");
        assertThat(b.world().channels().find("club").orElseThrow().mode().key())
                .as("node b's copy follows the mode set on node a").isEqualTo("moderated");
        assertThat(typed(bob, "/gtell club may I?")).anyMatch(l -> l.contains("is moderated"));
        assertThat(typed(bob, "/chmode club open")).containsExactly(
                "error FORBIDDEN: Only the owner of #club, alice, may do that.");
        typed(alice, "/chmode club closed");
        assertThat(typed(carol, "/channel club")).anyMatch(l -> l.contains("#club is closed"));

        typed(alice, "/chinvite club carol");
        assertThat(carol.take()).contains("*** alice invites you to the channel #club: /channel club joins.");
        assertThat(typed(carol, "/channel club")).contains("You are in #club (closed, owner alice, 3 online).");
        assertThat(typed(carol, "/chwho club")).containsExactly("#club (closed, owner alice), 3 online: alice bob carol");

        alice.disconnect();
        settle();
        assertThat(typed(bob, "/chwho club")).last().isEqualTo("#club (closed, owner alice), 2 online: bob carol");
    }

    @Test
    void anAdOfOneNodeIsListedOnTheOtherAndAcceptedThereAtTheAuthorsTable() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        TestServer.Client carol = b.login("carol");
        settle();
        bob.take();
        typed(alice, "/seek coins 2 rounds=1");
        assertThat(bob.take()).containsExactly("*** #1 alice seeks coins for 2 players (rounds=1): /accept 1 to play.");
        assertThat(typed(bob, "/sought")).contains("  #1 alice seeks coins for 2 players (rounds=1)");

        List<String> seen = typed(bob, "/accept 1");
        seen.addAll(typed(bob, "/look"));
        assertThat(seen).as("bob sits at alice's table, on node a").anyMatch(l -> l.contains("Coins begins"));
        assertThat(a.world().user("bob")).as("node a runs bob's session now").isPresent();
        assertThat(alice.take()).anyMatch(l -> l.contains("Coins begins"));
        assertThat(carol.take()).contains("*** Ad #1 of alice is over (accepted).");
        assertThat(b.world().seeks().all()).isEmpty();
        assertThat(typed(carol, "/accept 1")).containsExactly(
                "error NO_SUCH_SEEK: There is no open ad #1; /sought lists them.");
    }

    @Test
    void aCounterThatRedisLostNumbersNoAdTwice() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        typed(alice, "/seek coins");
        seekIds.set(0); // Redis restarted empty

        assertThat(typed(bob, "/seek coins")).anyMatch(l -> l.contains("#2 bob seeks coins"));
        assertThat(b.world().seeks().all()).extracting(ad -> ad.id()).containsExactly(1, 2);
    }

    @Test
    void twoAcceptorsOnTheOtherNodeAtOnceGetOneSeatOnly() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        TestServer.Client carol = b.login("carol");
        typed(alice, "/seek coins 2");
        bob.type("/accept 1");
        carol.type("/accept 1");
        settle();
        settle();

        List<String> refused = new java.util.ArrayList<>(bob.take());
        refused.addAll(carol.take());
        assertThat(refused).as("one of them, whoever came second").filteredOn(l -> l.startsWith("error"))
                .containsExactly("error NO_SUCH_SEEK: Every seat of ad #1 is taken; /sought lists the open ads.");
        assertThat(a.world().users()).as("the winner runs on node a now").hasSize(2);
    }
}
