package io.lamancha.server.community;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.Fitted;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Away, reply, ignore, invite and observe, for guests (what is kept is in StoredCommunityTest). */
class CommunityCommandsTest {

    private final TestServer server = new TestServer(List.of(new CoinGame()));

    @Test
    void aTellToSomeoneAwayIsDeliveredAndItsSenderReadsTheAwayMessage() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        alice.take();
        bob.type("/away at lunch");
        assertThat(bob.take()).containsExactly("You are away: at lunch (/away alone clears it).");
        alice.type("/tell bob are you there?");
        assertThat(alice.take()).containsExactly("You tell bob: are you there?", "bob is away: at lunch");
        assertThat(bob.take()).containsExactly("alice tells you: are you there?");
        alice.type("/who").type("/wwho");
        assertThat(alice.take()).anyMatch(l -> l.matches("  bob\\[away\\]\\s+-\\s+0m"))
                .anyMatch(l -> l.matches("  bob\\s+lobby\\s+-\\s+0m  \\(away: at lunch\\)"));
        bob.type("/away");
        assertThat(bob.take()).containsExactly("You are back: no away message.");
        alice.type("/tell bob back?");
        assertThat(alice.take()).containsExactly("You tell bob: back?");
    }

    @Test
    void slashRAnswersTheLastPersonWhoToldYouSomething() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        bob.type("/r hello?");
        assertThat(bob.take()).containsExactlyElementsOf(Fitted.lines(
                "error BAD_ARGUMENT: Nobody has told you anything yet; /tell <name> <text> starts."));
        alice.type(";bob hi");
        bob.type("/r hi alice");
        assertThat(alice.take()).contains("bob tells you: hi alice");
    }

    @Test
    void nothingFromSomeoneIgnoredReachesYouAndTheirTellsAreRefusedWithAWord() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        Client carol = server.login("carol");
        bob.take();
        bob.type("/ignore alice");
        assertThat(bob.take()).containsExactly("You ignore alice: nothing of theirs reaches you (/unignore alice ends it).");
        alice.take();
        carol.take();

        alice.type("hello everyone").type("/me waves").type("/tell bob psst");
        assertThat(bob.take()).isEmpty();
        assertThat(carol.take()).containsExactly("[lobby] <alice> hello everyone", "[lobby] * alice waves");
        assertThat(alice.take()).contains("[lobby] <alice> hello everyone",
                "error IGNORED: bob is ignoring you; your message was not delivered.");

        alice.type("/channel tavern");
        bob.type("/channel tavern");
        alice.take();
        bob.take();
        alice.type("/gtell tavern anyone?");
        assertThat(bob.take()).isEmpty();

        alice.type("/room coins-1").type("/invite bob");
        assertThat(alice.take()).contains("error IGNORED: bob is ignoring you; the invitation was not delivered.");
        bob.take();
        bob.type("/ignore");
        assertThat(bob.take()).containsExactly("You ignore: alice");
        bob.type("/unignore alice").take();
        alice.type("/invite bob");
        assertThat(bob.take()).containsExactly("*** alice invites you to coins-1 (Coins): /room coins-1 goes there.");
    }

    @Test
    void anIgnoreOrUnignoreMidConversationTakesEffectWithTheNextLine() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        bob.type("/channel tavern");
        alice.type("/channel tavern").type("one").type("/gtell tavern one");
        assertThat(bob.take()).contains("[lobby] <alice> one")
                .anyMatch(l -> l.contains("tavern")
                        && l.endsWith("<alice> one"));

        bob.type("/ignore alice").take();
        alice.take();
        alice.type("two").type("/gtell tavern two");
        assertThat(alice.take()).contains("[lobby] <alice> two");
        assertThat(bob.take()).isEmpty();

        bob.type("/unignore alice").take();
        alice.type("three").type("/gtell tavern three");
        assertThat(bob.take()).contains("[lobby] <alice> three")
                .anyMatch(l -> l.contains("tavern")
                        && l.endsWith("<alice> three"));

        Client dave = server.login("dave");
        dave.type("/ignore alice").take();
        bob.type("/room coins-1").type("/room lobby").take();
        dave.take();
        alice.type("four");
        assertThat(dave.take()).isEmpty();
        assertThat(bob.take()).containsExactly("[lobby] <alice> four");
    }

    @Test
    void observeTakesYouToTheRoomWhereSomeonePlaysAsASpectator() {
        Client alice = server.login("alice");
        alice.type("/room coins-2").type("/join").type("/addbot").type("/start");
        Client bob = server.login("bob");
        bob.type("/observe alice");
        assertThat(bob.take()).anyMatch(l -> l.startsWith("You are in room coins-2")).contains(
                "A game is running: you are watching. /show shows the table.");
        Client carol = server.login("carol");
        carol.type("/observe bob");
        assertThat(carol.take()).containsExactlyElementsOf(Fitted.lines(
                "error NOT_SEATED: bob is not seated at a table now; /whereis bob says where they are."));
    }

    @Test
    void notifyListsAreForRegisteredNames() {
        Client alice = server.login("alice");
        alice.type("/notify bob");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.lines(
                "error FORBIDDEN: /notify is for registered names; /register <password> keeps yours."));
    }

    @Test
    void anIgnoreListHoldsTwoHundredNamesAtMost() {
        Client alice = server.login("alice");
        for (int i = 0; i < 200; i++) {
            alice.type("/ignore n" + i);
        }
        alice.take();
        alice.type("/ignore n200");
        assertThat(alice.take()).containsExactly(
                "error LIMIT_REACHED: Your list holds 200 names at most; take one off first.");
        alice.type("/unignore n7").take();
        alice.type("/ignore n200");
        assertThat(alice.take()).containsExactly(
                "You ignore n200: nothing of theirs reaches you (/unignore n200 ends it).");
    }
}
