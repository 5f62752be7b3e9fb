package io.lamancha.server.community;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Finding a game: an ad in the lobby, answered by /accept, seats both at a new table that starts. */
class SeekCommandsTest {

    private final TestServer server = new TestServer(List.of(new CoinGame()));

    @Test
    void anAcceptedAdSeatsBothAtANewTableThatStartsByItself() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        bob.take();
        alice.type("/seek coins 2 rounds=1");
        assertThat(bob.take()).containsExactly("*** #1 alice seeks coins for 2 players (rounds=1): /accept 1 to play.");
        bob.type("/sought");
        assertThat(bob.take()).containsExactly("  #1 alice seeks coins for 2 players (rounds=1)",
                "/accept <number> answers an ad: you are both seated at a new table.");
        bob.type("/accept 1");
        List<String> bobSaw = bob.take();
        assertThat(bobSaw).anyMatch(l -> l.startsWith("You are in room coins-3"))
                .contains("[coins-3] Coins begins.", "Players: 1. bob, 2. alice.");
        assertThat(alice.take()).contains("[coins-3] Coins begins.");
        assertThat(server.world().seeks().all()).isEmpty();
        assertThat(server.world().room("coins-3").orElseThrow().summary().state()).isEqualTo("playing");
    }

    @Test
    void botsFillTheSeatsNobodyTookOnceSomeoneAccepted() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        alice.type("/seek coins 3 bots=yes");
        bob.type("/accept 1");
        assertThat(bob.take()).anyMatch(l -> l.startsWith("Players: ") && l.contains("~Sancho"));
    }

    @Test
    void anAdEndsWhenItsAuthorWithdrawsOrLeaves() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        alice.type("/seek coins");
        bob.take();
        alice.type("/unseek");
        assertThat(bob.take()).containsExactly("*** Ad #1 of alice is over (withdrawn).");
        alice.type("/seek coins");
        bob.take();
        alice.type("/quit");
        assertThat(bob.take()).contains("*** Ad #2 of alice is over (gone).");
        bob.type("/accept 2");
        assertThat(bob.take()).containsExactly("error NO_SUCH_SEEK: There is no open ad #2; /sought lists them.");
    }

    @Test
    void badAdsAreRefusedWithWhatToDo() {
        Client alice = server.login("alice");
        alice.type("/seek chess").type("/seek coins 9").type("/seek coins colour=red").type("/accept 5");
        assertThat(alice.take()).containsExactly("error NO_SUCH_GAME: No such game; /rooms shows the games there are.",
                "error BAD_ARGUMENT: Coins is for 2-3 players at a table found with /seek.",
                "error BAD_ARGUMENT: coins has no option colour.",
                "error NO_SUCH_SEEK: There is no open ad #5; /sought lists them.");
    }

    @Test
    void aPersonHasOneAdAtATimeAndANewOneEndsTheOld() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        alice.type("/seek coins");
        bob.take();
        alice.type("/seek coins 3");
        assertThat(bob.take()).contains("*** Ad #1 of alice is over (withdrawn).");
        assertThat(server.world().seeks().all()).hasSize(1);
    }

    @Test
    void aSeatTakenFromAnotherNodeBySomeoneWhoNeverCameIsFreeAgain() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        alice.type("/seek coins 2");
        bob.take();
        // carol, on another node, accepts; her node is to hand her here, and never does
        var accepted = server.frontdoor().seekAccepted(1, "carol").toCompletableFuture();
        server.strand().runAll();
        String table = accepted.join();
        assertThat(table).startsWith("coins-");
        bob.take();
        bob.type("/accept 1");
        assertThat(bob.take()).containsExactly(
                "error NO_SUCH_SEEK: Every seat of ad #1 is taken; /sought lists the open ads.");
        server.advance(Duration.ofSeconds(21));
        bob.type("/accept 1");
        assertThat(bob.take()).contains("[" + table + "] Coins begins.");
        assertThat(server.world().seeks().all()).isEmpty();
    }
}
