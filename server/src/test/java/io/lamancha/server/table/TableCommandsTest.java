package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.Fitted;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class TableCommandsTest {

    private final TestServer server = new TestServer(List.of(new CoinGame()));

    private Client seated(String name) {
        return seated(server, name);
    }

    private static Client seated(TestServer on, String name) {
        Client c = on.login(name);
        c.type("/room coins-1");
        c.type("/join");
        c.take();
        return c;
    }

    /** Two players seated on {@code on}, the game started by the first, what they were told so far taken. */
    private static List<Client> playing(TestServer on, String first, String second) {
        Client a = seated(on, first);
        Client b = seated(on, second);
        a.type("/start");
        a.take();
        b.take();
        return List.of(a, b);
    }

    /** A server that holds a dropped player's seat for two minutes before a bot takes over. */
    private static TestServer withGrace() {
        return new TestServer(List.of(new CoinGame()), Duration.ofSeconds(120), Journal.NONE);
    }

    @Test
    void aPlayerWithABotPlaysAWholeGameToTheFinalScores() {
        Client alice = seated("alice");
        alice.type("/addbot random");
        alice.type("/start");
        List<String> lines = alice.take();
        assertThat(lines).contains("[coins-1] ~Sancho (random bot, rated 1300) takes seat 2.",
                "[coins-1] Coins begins.", "Players: 1. alice, 2. ~Sancho.");
        assertThat(lines).anyMatch(l -> l.startsWith(">> Your move, alice: /play <move>. Legal: [heads] [tails]"));
        for (int i = 0; i < 2; i++) {
            alice.type("/play heads");
        }
        lines = alice.take();
        assertThat(lines).anyMatch(l -> l.startsWith("alice calls heads"));
        assertThat(lines).anyMatch(l -> l.startsWith("~Sancho calls"));
        assertThat(lines).anyMatch(l -> l.startsWith("[coins-1] Game over: "));
        assertThat(server.world().room("coins-1").orElseThrow().summary().state()).isEqualTo("finished");
    }

    @Test
    void startIsRefusedOutsideTheSeatRangeWithWhatToDo() {
        Client alice = seated("alice");
        alice.type("/start");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.lines(
                "error CANNOT_START: Coins needs 2-3 players; 1 seated. /join takes a seat, /addbot adds a bot."));
    }

    @Test
    void movesOutOfTurnIllegalOrStaleAreRefusedAndChangeNothing() {
        List<Client> players = playing(server, "alice", "bob");
        Client alice = players.get(0);
        Client bob = players.get(1);
        bob.type("/play heads");
        assertThat(bob.take()).containsExactly("error NOT_YOUR_TURN: It is not your turn; the game waits for alice.");
        alice.type("/play sideways");
        assertThat(alice.take()).containsExactly("error ILLEGAL_MOVE: Call heads or tails.");
        alice.type("/play @0 tails");
        bob.take();
        alice.type("/play @0 heads");
        alice.take();
        bob.type("/play @0 heads");
        assertThat(bob.take()).containsExactlyElementsOf(Fitted.lines(
                "error STALE: The game has moved on since version 0 (now 1); choose again from the latest state."));
        bob.type("/play @1 heads");
        assertThat(bob.take()).anyMatch(l -> l.startsWith("bob calls heads"));
    }

    @Test
    void aMoveVerbOfTheGameWorksAsItsOwnCommand() {
        Client alice = seated("alice");
        seated("bob");
        alice.type("/start");
        alice.take();
        alice.type("/call tails");
        assertThat(alice.take()).anyMatch(l -> l.startsWith("alice calls tails"));
    }

    @Test
    void spectatorsAndOtherSeatsNeverSeeASeatsSecret() {
        Client alice = seated("alice");
        Client bob = seated("bob");
        Client watcher = server.login("watcher");
        watcher.type("/set format json");
        watcher.type("/room coins-1");
        alice.type("/set format json");
        alice.type("/start");
        alice.type("/play heads");
        bob.type("/play heads");
        alice.type("/show");
        String aliceSaw = String.join("\n", alice.take());
        String bobSaw = String.join("\n", bob.take());
        assertThat(aliceSaw).containsPattern("secret-\\d+-0").doesNotContainPattern("secret-\\d+-1");
        assertThat(bobSaw).containsPattern("secret-\\d+-1").doesNotContainPattern("secret-\\d+-0");
        assertThat(String.join("\n", watcher.take())).doesNotContain("secret-");
    }

    @Test
    void aDroppedPlayerIsReplacedByABotAndGetsTheSeatBackOnReturn() {
        TestServer graceful = withGrace();
        Client alice = seated(graceful, "alice");
        Client bob = graceful.connect();
        bob.take();
        String token = bob.type("/login bob").take().stream().filter(l -> l.startsWith("Your resume token is "))
                .findFirst().orElseThrow().split(" ")[4].replace(":", "");
        bob.type("/room coins-1").type("/join").type("/start");
        alice.take();
        bob.disconnect();
        assertThat(alice.take()).contains("[coins-1] bob leaves (lost connection).");
        alice.type("/play heads");
        graceful.strand().advance(Duration.ofSeconds(119));
        assertThat(alice.take()).noneMatch(l -> l.contains("bot now plays"));
        graceful.strand().advance(Duration.ofSeconds(2));
        assertThat(alice.take()).contains("[coins-1] A smart bot now plays seat 2 for bob.")
                .anyMatch(l -> l.startsWith("bob calls"));
        Client bob2 = graceful.connect();
        bob2.take();
        bob2.type("/login bob " + token);
        assertThat(bob2.take()).anyMatch(l -> l.startsWith("You are in room coins-1"))
                .anyMatch(l -> l.startsWith("Your secret: secret-"));
        assertThat(alice.take()).contains("[coins-1] bob is back in seat 2.");
    }

    @Test
    void aConnectionClosedByTheStoppingServerIsNotADropNoBotTakesTheSeat() {
        // Without a grace period a dropped player's seat goes to a bot at once ...
        List<Client> players = playing(server, "alice", "bob");
        players.get(1).disconnect();
        assertThat(players.get(0).take()).contains("[coins-1] A smart bot now plays seat 2 for bob.");

        // ... but not when the server is stopping: the seat waits for the restart, however long.
        TestServer stopping = new TestServer(List.of(new CoinGame()));
        List<Client> others = playing(stopping, "carol", "dave");
        Client carol = others.get(0);
        Client dave = others.get(1);
        stopping.world().beginStop();
        dave.disconnect();
        stopping.strand().advance(Duration.ofMinutes(10));
        assertThat(carol.take()).contains("[coins-1] dave leaves (the server is stopping).")
                .noneMatch(l -> l.contains("bot now plays"));
        assertThat(stopping.world().seats().token("dave")).as("dave's seat waits for him").isPresent();
    }

    @Test
    void aGuestsResumeTokenLastsWhileTheyAreOnlineOrTheirSeatWaitsAndNoLonger() {
        TestServer graceful = withGrace();
        Client alice = seated(graceful, "alice");
        Client bob = seated(graceful, "bob");
        bob.type("/start");
        Client carol = graceful.login("carol");
        assertThat(graceful.world().seats().token("carol")).isPresent();
        carol.disconnect();
        graceful.strand().runAll();
        assertThat(graceful.world().seats().token("carol")).as("gone from the lobby: nothing to resume").isEmpty();

        bob.disconnect();
        graceful.strand().runAll();
        assertThat(graceful.world().seats().token("bob")).as("bob's seat waits for him").isPresent();
        alice.type("/play heads");
        graceful.strand().advance(Duration.ofSeconds(121));
        alice.type("/play heads");
        graceful.strand().runAll();
        assertThat(alice.take()).anyMatch(l -> l.startsWith("[coins-1] Game over: "));
        assertThat(graceful.world().seats().token("bob")).as("the game is over: no seat waits").isEmpty();
        assertThat(graceful.world().seats().token("alice")).as("still online").isPresent();
    }

    @Test
    void leavingDuringAGameHandsTheSeatToABotAndTheGameGoesOn() {
        Client alice = seated("alice");
        Client bob = seated("bob");
        alice.type("/option rounds 1");
        alice.type("/start");
        bob.type("/leave");
        alice.type("/play heads");
        List<String> seen = alice.take();
        assertThat(seen).contains("[coins-1] A smart bot now plays seat 2 for bob.",
                "bob left the game; a bot played on for them: placed last, whatever the score.");
        assertThat(seen).as("whoever stayed wins, whatever bob's bot scored")
                .anyMatch(l -> l.startsWith("[coins-1] Game over: alice wins with "));
    }

    @Test
    void optionsAreValidatedListedAndFixedDuringAGame() {
        Client alice = seated("alice");
        seated("bob");
        alice.take();
        alice.type("/option rounds 99");
        alice.type("/option colour blue");
        alice.type("/option rounds 3");
        assertThat(alice.take()).containsExactly(
                "error BAD_ARGUMENT: Option rounds takes a whole number from 1 to 10.",
                "error BAD_ARGUMENT: No option colour; /option help lists them.",
                "[coins-1] alice sets rounds to 3.");
        alice.type("/option help");
        assertThat(alice.take()).anyMatch(l -> l.contains("rounds") && l.contains("= 3"))
                .anyMatch(l -> l.contains("timer"));
        alice.type("/start");
        alice.take();
        alice.type("/option rounds 2");
        assertThat(alice.take()).containsExactly("error GAME_RUNNING: Options can be changed only between games.");
    }

    @Test
    void whenTheTimerRunsOutARandomMoveIsMadeAndTheRoomIsTold() {
        Client alice = seated("alice");
        Client bob = seated("bob");
        alice.type("/option timer 30");
        alice.type("/start");
        bob.take();
        server.strand().advance(Duration.ofSeconds(31));
        assertThat(bob.take()).contains("*** Time ran out for alice; a random move was made for them.")
                .anyMatch(l -> l.startsWith("alice calls"));
    }

    @Test
    void aJsonStateSaysHowLongEachMoveHasOnlyWhenTheTableHasATimer() {
        Client alice = seated("alice");
        seated("bob");
        alice.type("/set format json").type("/start");
        assertThat(alice.take()).filteredOn(l -> l.startsWith("{\"ev\":\"state\""))
                .isNotEmpty().noneMatch(l -> l.contains("\"timer\""));

        TestServer timed = new TestServer(List.of(new CoinGame()));
        Client carol = seated(timed, "carol");
        seated(timed, "dave");
        carol.type("/option timer 30").type("/set format json").type("/start");
        assertThat(carol.take()).filteredOn(l -> l.startsWith("{\"ev\":\"state\""))
                .isNotEmpty().allMatch(l -> l.contains("\"timer\":30,"));
    }

    @Test
    void spectatorsCannotMoveOrArrangeAnotherPlayersTable() {
        seated("alice");
        Client eve = server.login("eve");
        eve.type("/room coins-1");
        eve.take();
        eve.type("/addbot");
        eve.type("/start");
        assertThat(eve.take()).containsExactlyElementsOf(Fitted.lines(
                "error NOT_SEATED: Only the players at this table can do that; /join takes a seat.",
                "error NOT_SEATED: Only the players at this table can do that; /join takes a seat."));
    }

    @Test
    void aNewRoomWhosePlayersAllWentAwayIsGoneOnceBotsFinishTheirGame() {
        TestServer held = withGrace();
        Client alice = held.login("alice");
        alice.type("/newroom coins").type("/join");
        Client bob = held.login("bob");
        bob.type("/room coins-3").type("/join");
        alice.type("/start");
        alice.disconnect();
        bob.disconnect();
        assertThat(held.world().room("coins-3")).as("their seats wait, so the room stays").isPresent();

        held.strand().advance(Duration.ofSeconds(121));

        assertThat(held.world().room("coins-3")).as("bots played on and finished").isEmpty();
        assertThat(held.world().room("coins-1")).as("the rooms made at start stay").isPresent();
    }

    @Test
    void aSeatedPlayerCannotWalkAwayFromARunningGame() {
        Client alice = seated("alice");
        seated("bob");
        alice.type("/start");
        alice.take();
        alice.type("/lobby");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.lines(
                "error FORBIDDEN: You are playing in coins-1; /leave first (a bot takes over your seat), then go."));
    }

    @Test
    void removeTakesABotOffTheTableBeforeTheGame() {
        Client alice = seated("alice");
        alice.type("/addbot");
        alice.type("/remove ~Sancho");
        assertThat(alice.take()).containsExactly("[coins-1] ~Sancho (smart bot, rated 1800) takes seat 2.",
                "[coins-1] ~Sancho leaves seat 2 (removed).");
    }
}
