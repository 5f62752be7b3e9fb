package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.testing.ServerProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server stopped in the middle of a game and started again on the same data dir puts the game
 * back on its table: the player logs in again, gets the seat and the whole picture back, finds
 * every acknowledged move in place, and plays on to the end.
 */
class RestartTest {

    /** Long enough that no bot takes the absent player's seat while the test logs back in. */
    private static final Duration GRACE = Duration.ofSeconds(120);
    /** Own moves before the stop: fewer than a round's 7 cards, so the game is surely running. */
    private static final int MOVES_BEFORE_STOP = 5;
    private static final String ROOM = "quixote-tricks-1";

    @TempDir
    Path data;

    /** Where backups, restored data dirs and command output go. */
    @TempDir
    Path elsewhere;

    @Test
    void aGuestWithTheResumeTokenGetsTheSeatAndHandBackAfterARestartAndPlaysToTheEnd() throws Exception {
        Before before = playThenStop("alice");
        String token = before.login().get("token").asText();

        try (StoredServer second = StoredServer.start(data, GRACE);
                LineClient back = LineClient.json(second.port(), "alice " + token)) {
            JsonNode login = back.login();
            assertThat(login.get("room").asText()).isEqualTo(ROOM);
            assertThat(login.get("guest").asBoolean()).isTrue();
            assertThat(login.get("token").asText()).as("a fresh token for the next drop").isNotBlank().isNotEqualTo(token);
            assertRestored(back, before);
            finish(back);
        }
    }

    @Test
    void aGameBackedUpAndRestoredIntoANewDataDirResumesThere() throws Exception {
        Before before = playThenStop("alice");
        Path backup = elsewhere.resolve("backups").resolve("first");

        ServerProcess.Ended backedUp = ServerProcess.run(elsewhere.resolve("backup.out"),
                "--data", data.toString(), "backup", backup.toString());
        assertThat(backedUp.code()).as(backedUp.output()).isZero();
        assertThat(backedUp.output()).contains("Running games: 1, each replays through its engine.")
                .contains("The copy is sound.");

        // the restore docs/OPERATIONS.md describes: the backup's file into a new data dir, checked
        Path restored = Files.createDirectories(elsewhere.resolve("restored"));
        Files.copy(backup.resolve("lamancha.mv.db"), restored.resolve("lamancha.mv.db"));
        ServerProcess.Ended checked = ServerProcess.run(elsewhere.resolve("check.out"),
                "--data", restored.toString(), "check");
        assertThat(checked.code()).as(checked.output()).isZero();

        try (StoredServer second = StoredServer.start(restored, GRACE);
                LineClient back = LineClient.json(second.port(), "alice " + before.login().get("token").asText())) {
            assertThat(back.login().get("room").asText()).isEqualTo(ROOM);
            assertRestored(back, before);
            finish(back);
        }
    }

    @Test
    void afterARestartAGuestsHeldSeatIsNotTakenByTheNameAloneNorWithAWrongToken() throws Exception {
        Before before = playThenStop("alice");
        String token = before.login().get("token").asText();
        String wrong = token.equals("00000000") ? "00000001" : "00000000";

        try (StoredServer second = StoredServer.start(data, GRACE)) {
            for (String attempt : List.of("/login alice", "/login alice " + wrong)) {
                try (LineClient thief = LineClient.json(second.port())) {
                    thief.send(attempt);
                    JsonNode error = thief.nextEvent("error", e -> true);
                    assertThat(error.get("code").asText()).isEqualTo("NAME_TAKEN");
                    assertThat(error.get("message").asText()).contains("resume token");
                }
            }
            try (LineClient back = LineClient.json(second.port(), "alice " + token)) {
                assertThat(back.login().get("room").asText()).isEqualTo(ROOM);
                assertRestored(back, before);
            }
        }
    }

    @Test
    void aRegisteredPlayerGetsTheSeatBackWithThePasswordWhileAGuestCannotTakeTheName() throws Exception {
        Before before = playThenStop("alice", "/register rocinante");

        try (StoredServer second = StoredServer.start(data, GRACE)) {
            try (LineClient thief = LineClient.json(second.port())) {
                assertThat(thief.command("/login alice").toString()).contains("alice is registered: type your password");
                thief.send("dulcinea");
                assertThat(thief.nextEvent("error", e -> true).get("code").asText()).isEqualTo("BAD_PASSWORD");
            }
            try (LineClient back = LineClient.json(second.port(), "alice rocinante")) {
                assertThat(back.login().get("guest").asBoolean()).isFalse();
                assertThat(back.login().get("room").asText()).isEqualTo(ROOM);
                assertRestored(back, before);
                finish(back);
            }
        }
    }

    @Test
    void aTextPlayerSeesTheWholeTableAgainAfterARestartAndPlaysOnByTypingMoves() throws Exception {
        Before before = playThenStop("alice");

        try (StoredServer second = StoredServer.start(data, GRACE);
                LineClient back = LineClient.text(second.port(), "alice " + before.login().get("token").asText())) {
            back.next(l -> l.startsWith("You are in room " + ROOM));
            back.next(l -> l.startsWith("Seats: "));
            assertThat(back.next(l -> true)).as("alice listed once, seated, not away")
                    .startsWith("Here: ").contains("alice(1) ").doesNotContain("away");
            assertThat(back.next(l -> true)).isEqualTo("You play seat 1: the game goes on. /show shows the table.");
            String hand = back.next(l -> l.startsWith("Your hand: "));
            for (JsonNode card : before.lastState().get("view").get("hand")) {
                assertThat(hand).contains(card.asText());
            }
            int moves = 0;
            while (true) {
                String line = back.next(l -> l.startsWith(">> Your move, alice") || l.startsWith("[" + ROOM + "] Game over: "));
                if (line.startsWith("[" + ROOM + "] Game over: ")) {
                    break;
                }
                String first = line.substring(line.indexOf("Legal: [") + 8);
                back.send("/play " + first.substring(0, first.indexOf(']')));
                moves++;
            }
            assertThat(moves).as("moves typed after the restart").isPositive();
            assertThat(back.next(l -> l.startsWith("/start plays again"))).isNotBlank();
        }
    }

    /** What the player knew when the server stopped. */
    private record Before(JsonNode login, List<AutoPlayer.Ack> acked, JsonNode lastState) {
    }

    /**
     * Starts a server, seats {@code name} with two bots, plays {@link #MOVES_BEFORE_STOP}
     * acknowledged moves, and stops the server while the player is still connected.
     */
    private Before playThenStop(String name, String... afterLogin) throws Exception {
        StoredServer first = StoredServer.start(data, GRACE);
        try (LineClient alice = LineClient.json(first.port(), name)) {
            for (String command : afterLogin) {
                alice.command(command);
            }
            alice.startWithBots("/room " + ROOM, "smart", "random");
            alice.player().playUpTo(MOVES_BEFORE_STOP);
            alice.player().awaitAcked(MOVES_BEFORE_STOP);
            first.close();
            assertThat(alice.awaitEnd()).as("the stopping server closes the connection").isTrue();
            List<String> heard = alice.all();
            assertThat(heard.get(heard.size() - 1)).as("the last word, after any state still in flight")
                    .isEqualTo("{\"ev\":\"bye\",\"code\":\"STOPPING\",\"reason\":\"the server is stopping; running games are saved and go on after the restart\"}");
            alice.close();
            JsonNode last = null;
            for (String line : alice.all()) {
                if (line.startsWith("{\"ev\":\"state\"")) {
                    last = LineClient.parse(line);
                }
            }
            return new Before(alice.login(), alice.player().acked(), last);
        } finally {
            first.close();
        }
    }

    /** The re-render on login: the player's own seat, at or past every acknowledged move, same hand. */
    private static void assertRestored(LineClient back, Before before) {
        JsonNode state = back.nextEvent("state", s -> true);
        assertThat(state.get("seat").asInt()).isZero();
        AutoPlayer.Ack last = before.acked().get(before.acked().size() - 1);
        assertThat(state.get("version").asInt()).isGreaterThan(last.version())
                .isGreaterThanOrEqualTo(before.lastState().get("version").asInt());
        JsonNode view = state.get("view");
        // the same cards; their order may differ, as bots may have won a trick (and changed the
        // suit power the hand is sorted by) after the last state that reached the player
        assertThat(cards(view.get("hand"))).hasSize(7 - MOVES_BEFORE_STOP)
                .containsExactlyInAnyOrderElementsOf(cards(before.lastState().get("view").get("hand")));
        // an acknowledged card is in a completed trick, or still in the current one when the
        // restored bots have not finished that trick before this state was sent
        List<String> played = cards(view.get("playedThisRound"));
        view.get("currentTrick").forEach(p -> played.add(p.get("card").asText()));
        assertThat(played).containsAll(before.acked().stream().map(AutoPlayer.Ack::move).toList());
    }

    private static List<String> cards(JsonNode array) {
        List<String> cards = new ArrayList<>();
        array.forEach(c -> cards.add(c.asText()));
        return cards;
    }

    private static void finish(LineClient back) {
        back.player().playToTheEnd();
        JsonNode end = back.nextEvent("end", e -> true);
        assertThat(end.get("players").toString()).isEqualTo("[\"alice\",\"~Sancho\",\"~Dulcinea\"]");
        assertThat(back.player().acked()).as("moves made after the restart").isNotEmpty();
        assertThat(back.all()).as("no bot played for the player").noneMatch(l -> l.startsWith("{\"ev\":\"substitute\"") && l.contains("\"bot\":"));
    }
}
