package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ending a game on purpose: {@code /resign} (a bot plays on, the resigner is placed last and the
 * seat is not theirs again) and {@code /abort} (every player at the table agrees within a minute;
 * the game ends unrated and is stored as aborted).
 */
class GivingUpTest {

    private final TestServer server = new TestServer(List.of(new CoinGame()));

    private Client seated(String name) {
        Client c = server.login(name);
        c.type("/room coins-1").type("/join");
        return c;
    }

    private Client alice;
    private Client bob;

    /** alice and bob at a started table of {@code rounds} calls each, what they were told so far taken. */
    private void playing(int rounds) {
        alice = seated("alice");
        bob = seated("bob");
        alice.type("/option rounds " + rounds).type("/start");
        alice.take();
        bob.take();
    }

    @Test
    void aPlayerWhoResignsIsPlacedLastWhileABotPlaysOnAndCannotTakeTheSeatBack() {
        playing(2);
        alice.type("/play heads");
        bob.type("/resign");
        assertThat(alice.take()).contains("*** bob resigns: a bot plays on for them, and bob is placed last.",
                "[coins-1] A smart bot now plays seat 2 for bob.");
        bob.take();
        bob.type("/join");
        assertThat(bob.take()).containsExactly("error FORBIDDEN: You resigned this game; watch it, or /join the next one.");
        alice.type("/play heads");
        List<String> end = alice.take();
        assertThat(end).as("bob's bot may have called better: bob is last all the same")
                .anyMatch(l -> l.startsWith("[coins-1] Game over: alice wins with "))
                .contains("bob left the game; a bot played on for them: placed last, whatever the score.");
        assertThat(bob.take()).as("bob watches to the end").anyMatch(l -> l.startsWith("[coins-1] Game over: "));
    }

    @Test
    void resignIsForAPlayerDuringAGame() {
        alice = seated("alice");
        alice.take();
        alice.type("/resign");
        assertThat(alice.take()).containsExactly(
                "error NO_GAME: No game is running here. /leave gives up your seat between games.");
        seated("bob");
        alice.type("/start");
        Client carol = server.login("carol");
        carol.type("/room coins-1").take();
        carol.type("/resign").type("/abort");
        assertThat(carol.take()).containsExactly(
                "error NOT_SEATED: You have no seat in this game; only its players can resign.",
                "error NOT_SEATED: Only the players at this table can abort its game.");
    }

    @Test
    void aGameIsAbortedOnceEveryPlayerAtTheTableAgreesAndIsNotPlayedOn() {
        playing(2);
        alice.type("/abort");
        String asked = "*** alice asks to abort the game (1 of 2 agree): bob, type /abort within 60 s";
        assertThat(bob.take()).as("the others are told how to agree").anyMatch(l -> l.startsWith(asked));
        assertThat(alice.take()).anyMatch(l -> l.startsWith(asked));
        alice.type("/abort");
        assertThat(alice.take()).containsExactly("*** You agreed already; waiting for bob to type /abort too.");
        bob.type("/abort");
        assertThat(bob.take()).containsSubsequence(
                "[coins-1] Game aborted: every player at the table agreed (/abort).",
                "Not rated, and stored as aborted (/history lists it).",
                "/start plays a new game with the same seats; /leave gives up your seat.");
        alice.take();
        alice.type("/play heads");
        assertThat(alice.take()).containsExactly("error NO_GAME: No game is running here; /start starts one.");
        alice.type("/show");
        assertThat(alice.take()).as("the table where it stopped, and why").contains(
                "[coins-1] Game aborted: every player at the table agreed (/abort).");
        assertThat(server.world().room("coins-1").orElseThrow().summary().state()).isEqualTo("finished");
    }

    @Test
    void anAbortNotEveryoneAgreesToWithinAMinuteLapses() {
        playing(2);
        alice.type("/abort");
        server.strand().advance(Duration.ofSeconds(61));
        assertThat(bob.take()).contains("*** Not every player typed /abort within 60 s; the game goes on.");
        bob.type("/abort");
        assertThat(alice.take()).as("a new request, not the end").anyMatch(l -> l.startsWith(
                "*** bob asks to abort the game (1 of 2 agree): alice, type /abort"));
        alice.type("/play heads");
        assertThat(alice.take()).anyMatch(l -> l.startsWith("alice calls heads"));
    }

    @Test
    void aloneWithBotsAPlayerAbortsAtOnce() {
        alice = seated("alice");
        alice.type("/addbot").type("/start");
        alice.take();
        alice.type("/abort");
        assertThat(alice.take()).contains("[coins-1] Game aborted: alice ended it (/abort).");
    }
}
