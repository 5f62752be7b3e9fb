package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.Fitted;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A turn-based table over the command layer: its options and who may sit at it, a seat that
 * waits for its player (no grace period, no bot) until the move time runs out, then the outcome
 * the start announced; what a player back at the seat missed; a player away told when it becomes
 * their move. The game here is never parked (no store): {@code TurnBasedE2ETest} parks them.
 */
class TurnBasedTablesTest {

    /** No grace: a live game's dropped seat goes to a bot at once, so a turn-based seat that waits is no accident. */
    private final TestServer server = new TestServer(List.of(new CoinGame()));

    private Client registered(String name) {
        Client c = server.login(name);
        c.session().registered(true); // as a /register or a password login would make it
        return c;
    }

    private Client alice;
    private Client bob;

    /** alice and bob at a new turn-based coins table with {@code options}, the game started; what they read taken. */
    private String started(String... options) {
        alice = registered("alice");
        bob = registered("bob");
        alice.type("/newroom coins");
        String room = alice.session().room().name();
        alice.type("/join").type("/option pace turnbased").type("/option movetime 10m");
        for (String o : options) {
            alice.type("/option " + o);
        }
        bob.type("/room " + room).type("/join");
        alice.take();
        bob.take();
        alice.type("/start");
        return room;
    }

    @Test
    void aTurnBasedTableIsForRegisteredPlayersInARoomOfItsOwnWithAMoveTimeWithinItsLimits() {
        Client guest = server.login("gus");
        alice = registered("alice");
        alice.type("/room coins-1").type("/option pace turnbased");
        assertThat(alice.take()).endsWith(Fitted.lines("error FORBIDDEN: coins-1 is for live games; a turn-based game"
                + " takes a room of its own: /newroom coins, then /option pace turnbased.").toArray(String[]::new));
        alice.type("/newroom coins").type("/join");
        String room = alice.session().room().name();
        guest.type("/room " + room).type("/join");
        alice.take();
        alice.type("/option pace turnbased");
        assertThat(alice.take()).containsSequence(Fitted.lines("error FORBIDDEN: gus is a guest: only registered players"
                + " sit at a turn-based table, whose seats wait for them for days."));
        guest.type("/leave");
        alice.type("/option pace turnbased").take();
        guest.take();
        guest.type("/join");
        assertThat(guest.take()).containsExactlyElementsOf(Fitted.lines("error FORBIDDEN: This table is turn-based: only"
                + " registered players sit at a turn-based table, whose seats wait for them for days. /register"
                + " <password> keeps your name."));
        alice.type("/option movetime 31d").type("/option movetime 90").type("/option movetime 2d");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.lines(
                "error BAD_ARGUMENT: A move may have from 1s to 30d, in hours or days: /option movetime 24h, /option"
                        + " movetime 3d.",
                "error BAD_ARGUMENT: Option movetime takes a time such as 12h or 3d.",
                "[" + room + "] alice sets movetime to 2d."));
        assertThat(new TableOptions(new CoinGame()).problem("movetime", "30m")).as("people's tables: an hour at least")
                .contains("A move may have from 1h to 30d, in hours or days: /option movetime 24h, /option movetime 3d.");
    }

    @Test
    void theStartSaysWhatHappensWhenTimeRunsOutAndASeatWaitsForItsPlayerWithNoBot() {
        String room = started("expiry random");
        assertThat(alice.take()).containsSequence(Fitted.lines("Turn-based: each move has 10m; when a player's time"
                + " runs out, a random move is made for them."));
        alice.type("/play heads");
        alice.type("/lobby");
        assertThat(alice.take()).as("a turn-based seat lets its player go").noneMatch(l -> l.startsWith("error"));
        alice.disconnect();
        server.advance(Duration.ofMinutes(5));
        bob.type("/play tails");
        bob.type("/who");
        List<String> who = bob.take();
        assertThat(who).noneMatch(l -> l.contains("bot now plays"));
        assertThat(who).anyMatch(l -> l.contains("alice") && l.contains("away"));
        assertThat(server.letters()).as("alice is offline: a note waits for her").containsExactly("alice <" + room
                + "> Your move in " + room + " (coins, 10 min left). /room " + room + " takes you there.");
    }

    @Test
    void whenTheMoveTimeRunsOutARandomMoveIsMadeAndTheSeatStaysThePlayers() {
        started("expiry random");
        alice.type("/play heads");
        bob.type("/lobby");
        alice.take();
        server.advance(Duration.ofMinutes(9));
        assertThat(alice.take()).noneMatch(l -> l.contains("Time ran out"));
        server.advance(Duration.ofMinutes(2));
        List<String> seen = alice.take();
        assertThat(seen).containsSequence(Fitted.lines("*** Time ran out for bob (10m a move); a random move was made"
                + " for them.")).anyMatch(l -> l.matches("bob calls (heads|tails).*"));
        bob.type("/room " + alice.session().room().name());
        assertThat(bob.take()).as("the seat is still bob's").anyMatch(l -> l.startsWith("You play seat 2"));
    }

    @Test
    void whenTheMoveTimeRunsOutWithExpiryBotABotTakesTheSeatAndThePlayerIsPlacedLast() {
        started("expiry bot", "rated no");
        assertThat(alice.take()).containsSequence(Fitted.lines("Turn-based: each move has 10m; when a player's time"
                + " runs out, a bot takes the seat and they are placed last."));
        alice.type("/play heads");
        bob.disconnect();
        server.advance(Duration.ofMinutes(11));
        List<String> seen = alice.take();
        assertThat(seen).containsSequence(Fitted.lines("*** Time ran out for bob (10m a move): a bot plays on for"
                + " them, and bob is placed last."));
        alice.type("/play heads");
        assertThat(alice.take()).containsSequence(Fitted.lines("bob left the game; a bot played on for them: placed"
                + " last, whatever the score."));
    }

    @Test
    void aPlayerBackAtTheSeatHearsWhatTheyMissedAsTheirSeatWasToldItAndNoOtherSeatsSecret() {
        String room = started("rounds 3");
        alice.type("/play heads");
        alice.type("/lobby");
        bob.type("/play tails");
        bob.take();
        server.advance(Duration.ofMinutes(2));
        alice.take();
        alice.type("/room " + room);
        List<String> back = alice.take();
        assertThat(back).containsSubsequence("Since you left " + room + ": 1 move.", "It is your move: 8 min left.")
                .anyMatch(l -> l.matches("  bob calls tails( and scores)?\\."))
                .anyMatch(l -> l.matches("  Your secret is secret-\\d+-0\\."));
        assertThat(String.join("\n", back)).as("bob's own secret is not in alice's summary").doesNotContainPattern(
                "secret-\\d+-1");
        assertThat(back.indexOf("It is your move: 8 min left.")).as("the table comes after the summary")
                .isLessThan(back.size() - 1);
    }

    @Test
    void aPlayerOnlineElsewhereIsToldWhenItBecomesTheirMoveAndFriendsHearOfTheTableBeingFormed() {
        Client carol = registered("carol");
        carol.type("/notify alice");
        carol.take();
        String room = started();
        assertThat(carol.take()).containsSequence(Fitted.lines("*** alice sits down to a turn-based coins in " + room
                + " (10m a move): /room " + room + " and /join to play with them."));
        bob.type("/lobby");
        bob.take();
        alice.type("/play heads");
        assertThat(bob.take()).containsExactlyElementsOf(Fitted.lines("*** Your move in " + room + " (coins, 10 min"
                + " left): /room " + room + " takes you there."));
        assertThat(server.letters()).as("bob is online: no message").isEmpty();
    }

    @Test
    void leaveKeepsTheSeatAndJoinTakesItBack() {
        String room = started();
        alice.take();
        alice.type("/leave");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.lines("Your seat in " + room + " stays yours: the"
                + " game waits for your moves (10m each).", "/join takes it back; /resign gives the game up."));
        alice.type("/play heads");
        assertThat(alice.take()).containsExactly("error NOT_SEATED: You are watching; only seated players move.");
        alice.type("/join");
        assertThat(alice.take()).anyMatch(l -> l.startsWith(">> Your move, alice"));
        alice.type("/play heads");
        assertThat(bob.take()).contains("alice calls heads.");
    }

    @Test
    void aTurnBasedAdAndChallengeAreForRegisteredPlayersAndSetUpATurnBasedTableInARoomOfItsOwn() {
        Client guest = server.login("gus");
        alice = registered("alice");
        bob = registered("bob");
        guest.take();
        alice.take();
        guest.type("/seek coins 2 pace=turnbased movetime=10m");
        assertThat(guest.take()).containsExactlyElementsOf(Fitted.lines("error FORBIDDEN: Turn-based tables are for"
                + " registered players, whose seats wait for them for days: /register <password> keeps your name."));
        alice.type("/seek coins 2 pace=turnbased movetime=31d");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.lines("error BAD_ARGUMENT: A move may have from 1s"
                + " to 30d, in hours or days: /option movetime 24h, /option movetime 3d."));
        alice.type("/seek coins 2 pace=turnbased movetime=10m");
        assertThat(bob.take()).containsExactly("*** #1 alice seeks coins for 2 players (movetime=10m, pace=turnbased):"
                + " /accept 1", "    to play.");
        guest.type("/accept 1");
        assertThat(guest.take()).endsWith(Fitted.lines("error FORBIDDEN: Turn-based tables are for registered"
                + " players, whose seats wait for them for days: /register <password> keeps your name.")
                .toArray(String[]::new));
        bob.type("/accept 1");
        assertThat(bob.take()).containsSequence(Fitted.lines("Turn-based: each move has 10m; when a player's time"
                + " runs out, a random move is made for them."));
        bob.type("/lobby");
        assertThat(bob.take()).as("a turn-based game lets its players go").noneMatch(l -> l.startsWith("error"));

        Client carol = registered("carol");
        carol.type("/room coins-1");
        carol.type("/match gus coins pace=turnbased");
        assertThat(carol.take()).containsSequence(Fitted.lines("error FORBIDDEN: gus is a guest; turn-based tables are"
                + " for registered players. Challenge them to a live game, or ask them to /register first."));
        carol.type("/match bob coins pace=turnbased movetime=2d");
        assertThat(carol.session().room().name()).as("a room of its own, not coins-1").isNotEqualTo("coins-1");
        assertThat(bob.take()).containsSequence(Fitted.lines("*** carol challenges you to Coins (coins, movetime=2d,"
                + " pace=turnbased) at " + carol.session().room().name() + "."));
    }

    @Test
    void aTurnBasedGameBetweenRegisteredPlayersAtTwoAddressesIsRatedAsALiveOneIs() {
        alice = registered("alice");
        Client b = server.connectFrom("10.0.0.2");
        b.take();
        b.type("/login bob");
        b.session().registered(true);
        bob = b;
        alice.type("/newroom coins");
        String room = alice.session().room().name();
        alice.type("/join").type("/option pace turnbased").type("/option movetime 1h").type("/option rounds 1");
        bob.type("/room " + room).type("/join");
        alice.take();
        alice.type("/start");
        assertThat(alice.take()).contains("Rated: the result changes the players' ratings.");
    }
}
