package io.lamancha.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.TestServer;
import io.lamancha.server.world.MemoryChannelBook;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/**
 * Two nodes, each the whole command layer over fake connections, on a bus in memory and sharing
 * one channel book and one counter of ads (as Redis holds them): the community is one, whichever
 * node a user is on.
 */
class ClusterCommunityTest {

    private final MemoryChannelBook book = new MemoryChannelBook();
    private final AtomicLong seekIds = new AtomicLong();
    @AutoClose
    private final TwoNodes nodes = new TwoNodes(() -> 0, new TwoNodes.Shared(book, seekIds));
    private final TestServer a = nodes.a;
    private final TestServer b = nodes.b;

    @Test
    void aChannelClosedOnOneNodeIsClosedOnTheOtherAndItsOwnersInvitationCrosses() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        TestServer.Client carol = b.login("carol");
        nodes.typed(alice, "/channel club");
        assertThat(nodes.typed(bob, "/channel club")).contains("You are in #club (open, owner alice, 2 online).");
        nodes.typed(alice, "/chmode club moderated");
        assertThat(b.world().channels().find("club").orElseThrow().mode().key())
                .as("node b's copy follows the mode set on node a").isEqualTo("moderated");
        assertThat(nodes.typed(bob, "/gtell club may I?")).anyMatch(l -> l.contains("is moderated"));
        assertThat(nodes.typed(bob, "/chmode club open")).containsExactly(
                "error FORBIDDEN: Only the owner of #club, alice, may do that.");
        nodes.typed(alice, "/chmode club closed");
        assertThat(nodes.typed(carol, "/channel club")).anyMatch(l -> l.contains("#club is closed"));

        nodes.typed(alice, "/chinvite club carol");
        assertThat(carol.take()).contains("*** alice invites you to the channel #club: /channel club joins.");
        assertThat(nodes.typed(carol, "/channel club")).contains("You are in #club (closed, owner alice, 3 online).");
        assertThat(nodes.typed(carol, "/chwho club"))
                .containsExactly("#club (closed, owner alice), 3 online: alice bob carol");

        alice.disconnect();
        nodes.settle();
        assertThat(nodes.typed(bob, "/chwho club"))
                .last().isEqualTo("#club (closed, owner alice), 2 online: bob carol");
    }

    @Test
    void anAdOfOneNodeIsListedOnTheOtherAndAcceptedThereAtTheAuthorsTable() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        TestServer.Client carol = b.login("carol");
        nodes.settle();
        bob.take();
        nodes.typed(alice, "/seek coins 2 rounds=1");
        assertThat(bob.take()).containsExactly("*** #1 alice seeks coins for 2 players (rounds=1): /accept 1 to play.");
        assertThat(nodes.typed(bob, "/sought")).contains("  #1 alice seeks coins for 2 players (rounds=1)");

        List<String> seen = nodes.typed(bob, "/accept 1");
        seen.addAll(nodes.typed(bob, "/look"));
        assertThat(seen).as("bob sits at alice's table, on node a").anyMatch(l -> l.contains("Coins begins"));
        assertThat(a.world().user("bob")).as("node a runs bob's session now").isPresent();
        assertThat(alice.take()).anyMatch(l -> l.contains("Coins begins"));
        assertThat(carol.take()).contains("*** Ad #1 of alice is over (accepted).");
        assertThat(b.world().seeks().all()).isEmpty();
        assertThat(nodes.typed(carol, "/accept 1")).containsExactly(
                "error NO_SUCH_SEEK: There is no open ad #1; /sought lists them.");
    }

    @Test
    void aCounterThatRedisLostNumbersNoAdTwice() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        nodes.typed(alice, "/seek coins");
        seekIds.set(0); // Redis restarted empty

        assertThat(nodes.typed(bob, "/seek coins")).anyMatch(l -> l.contains("#2 bob seeks coins"));
        assertThat(b.world().seeks().all()).extracting(ad -> ad.id()).containsExactly(1, 2);
    }

    @Test
    void twoAcceptorsOnTheOtherNodeAtOnceGetOneSeatOnly() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        TestServer.Client carol = b.login("carol");
        nodes.typed(alice, "/seek coins 2");
        bob.type("/accept 1");
        carol.type("/accept 1");
        nodes.settle();
        nodes.settle();

        List<String> refused = new java.util.ArrayList<>(bob.take());
        refused.addAll(carol.take());
        assertThat(refused).as("one of them, whoever came second").filteredOn(l -> l.startsWith("error"))
                .containsExactly("error NO_SUCH_SEEK: Every seat of ad #1 is taken; /sought lists the open ads.");
        assertThat(a.world().users()).as("the winner runs on node a now").hasSize(2);
    }
}
