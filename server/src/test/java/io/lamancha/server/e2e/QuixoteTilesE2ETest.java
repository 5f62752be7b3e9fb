package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.protocol.TextLayout;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Don Quixote (tile game) over real sockets: a text player and a JSON bot placing at the same
 * time, a solo game read as nc shows it (plain and in colour, in 80 columns), and the table's
 * turn timer placing for a player who does not.
 */
class QuixoteTilesE2ETest extends LiveServerFixture {

    private static final String ROOM = "quixote-tiles-1";
    private static final int TURNS = 9 + 7 + 6;

    @Test
    void twoPlayersPlaceAtOnceAndNobodySeesTheOthersTileBeforeBothHavePlaced() throws Exception {
        try (SocketClient alice = server.text("alice"); SocketClient robo = server.json("robo");
             SocketClient viewer = server.json("viewer")) {
            alice.send("/room " + ROOM).send("/join").untilLine("[" + ROOM + "] alice takes seat 1.");
            assertThat(Wire.request(robo, "3", "/room " + ROOM).get("ev").asText()).isEqualTo("ok");
            assertThat(Wire.request(robo, "4", "/join").get("ev").asText()).isEqualTo("ok");
            assertThat(Wire.request(viewer, "3", "/room " + ROOM).get("ev").asText()).isEqualTo("ok");
            alice.send("/start");

            assertThat(playTurnsInTurn(alice, robo)).isEqualTo(TURNS);
            alice.until(l -> l.startsWith("/start plays again"));
            JsonNode end = Wire.json(last(robo.until(l -> Wire.isEvent(l, "end"))));
            assertThat(end.get("players").toString()).isEqualTo("[\"alice\",\"robo\"]");
            checkWinnersHaveTheBestTotal(end);
            viewer.until(l -> Wire.isEvent(l, "end"));
            checkPlacementsStaySecret(Wire.jsonLines(robo.seen()), Wire.jsonLines(viewer.seen()), end);
        }
    }

    /**
     * Plays the game with alice and robo taking turns at placing first; whoever waits is told
     * only that the other has placed. Returns the number of turns played.
     */
    private static int playTurnsInTurn(SocketClient alice, SocketClient robo) throws Exception {
        int turns = 0;
        int tag = 100;
        JsonNode state = null;
        String lastTurn = "";
        while (true) {
            String prompt = last(alice.until(l -> l.startsWith(">> Your move, alice") || Wire.isEnd(l)));
            if (Wire.isEnd(prompt)) {
                return turns;
            }
            while (state == null || state.get("legal").isEmpty() || turnOf(state).equals(lastTurn)) {
                state = Wire.json(last(robo.until(l -> Wire.isEvent(l, "state"))));
            }
            lastTurn = turnOf(state);
            String field = state.get("view").get("field").asText();
            String roboMove = "/play @" + state.get("version").asInt() + " " + state.get("legal").get(turns % 2).asText();
            if (turns % 2 == 0) {
                alicePlacesFirst(alice, robo, "/" + Wire.promptMoves(prompt).get(0), turns == 0 ? field : null);
                state = roboPlaces(robo, ++tag, roboMove, state);
            } else {
                JsonNode before = state;
                state = roboPlaces(robo, ++tag, roboMove, state);
                alice.untilLine("robo has placed.");
                if (turns == 1) {
                    assertThat(show(alice, "robo")).as("robo's board shows %s still empty", field).anyMatch(l -> l.contains("*  " + field + " *"));
                    String again = "/play " + before.get("legal").get(2).asText();
                    assertThat(Wire.request(robo, "again", again).get("code").asText()).isEqualTo("NOT_YOUR_TURN");
                }
                alice.send("/" + Wire.promptMoves(prompt).get(1));
            }
            alice.until(l -> l.startsWith("Placed on "));
            turns++;
        }
    }

    /** Robo's move is accepted; returns the latest state robo read on the way. */
    private static JsonNode roboPlaces(SocketClient robo, int tag, String move, JsonNode state) throws Exception {
        robo.send("#" + tag + " " + move);
        String tagged = "\"tag\":\"" + tag + "\"";
        List<String> reply = robo.until(l -> l.contains(tagged));
        assertThat(last(reply)).isEqualTo("{\"ev\":\"ok\"," + tagged + "}");
        return latestState(reply, state);
    }

    /** Alice places; robo hears that she has, not what (its move from before hers still counts). */
    private static void alicePlacesFirst(SocketClient alice, SocketClient robo, String aliceMove, String checkField)
            throws Exception {
        alice.send(aliceMove);
        JsonNode placed = Wire.json(last(robo.until(l -> l.contains("\"type\":\"placed\""))));
        assertThat(placed.get("text").asText()).isEqualTo("alice has placed.");
        assertThat(placed.get("data").get("seat").asInt()).isZero();
        assertThat(placed.get("data").has("tile")).isFalse();
        if (checkField != null) {
            assertThat(show(alice, null)).as("alice sees her own pending tile on %s", checkField)
                    .noneMatch(l -> l.contains("*  " + checkField + " *"));
        }
    }

    /** {@code /show [name]} in text: the lines of the reply, without their tag. */
    private static List<String> show(SocketClient c, String name) throws Exception {
        c.send("#show /show" + (name == null ? "" : " " + name));
        List<String> reply = c.untilLine("#show ok");
        return reply.stream().filter(l -> l.startsWith("#show ")).map(l -> l.substring(6)).collect(Collectors.toList());
    }

    /** The round and turn a state asks about. */
    private static String turnOf(JsonNode state) {
        return state.get("view").get("round").asInt() + "/" + state.get("view").get("turn").asInt();
    }

    /** The last state among lines read, or {@code otherwise} when there is none. */
    private static JsonNode latestState(List<String> lines, JsonNode otherwise) {
        JsonNode latest = otherwise;
        for (String l : lines) {
            if (Wire.isEvent(l, "state")) {
                latest = Wire.json(l);
            }
        }
        return latest;
    }

    private static void checkWinnersHaveTheBestTotal(JsonNode end) {
        JsonNode scores = end.get("scores");
        assertThat(scores).hasSize(2);
        int best = Math.max(scores.get(0).asInt(), scores.get(1).asInt());
        assertThat(end.get("winners")).isNotEmpty();
        for (JsonNode w : end.get("winners")) {
            assertThat(scores.get(w.asText().equals("alice") ? 0 : 1).asInt()).isEqualTo(best);
        }
    }

    /**
     * Robo (seat 1) sees its own pending tile (so the check is not vacuous) and never alice's; her
     * tiles appear once revealed, and the last state agrees with the final scores. A spectator
     * sees no hand and no pending tile.
     */
    private static void checkPlacementsStaySecret(List<String> robo, List<String> spectator, JsonNode end) {
        TileSecrets.Seen seen = TileSecrets.check(robo, 1);
        assertThat(seen.ownPending()).isTrue();
        assertThat(seen.othersRevealed()).isTrue();
        assertThat(seen.lastView().get("over").asBoolean()).isTrue();
        for (int s = 0; s < 2; s++) {
            assertThat(seen.lastView().get("scores").get(s).get("total").asInt()).isEqualTo(end.get("scores").get(s).asInt());
        }
        TileSecrets.Seen watched = TileSecrets.check(spectator, -1);
        assertThat(watched.othersRevealed()).isTrue();
        assertThat(watched.lastView().get("over").asBoolean()).isTrue();
    }

    @Test
    void aSoloPlayerWithTextOnlyAnswersEveryPromptAndReadsTheFinalScore() throws Exception {
        try (SocketClient carol = server.text("carol")) {
            List<String> summary = playSolo(carol);
            assertThat(carol.seen()).noneMatch(l -> l.startsWith("{"));
            assertThat(carol.seen()).as("the score said once, and how it was made")
                    .anyMatch(l -> l.matches("\\[" + ROOM + "] Game over: carol scores \\d+ points?\\."))
                    .anyMatch(l -> l.matches("  Made of: rounds \\d+ \\+ \\d+ \\+ \\d+\\."))
                    .noneMatch(l -> l.contains("wins"));
            assertThat(String.join("\n", carol.seen())).containsOnlyOnce("Game over");
            assertThat(summary).last().asString().startsWith("/start plays again");
            assertThat(carol.seen()).anyMatch(l -> l.startsWith("Round 3 scored: "));
        }
    }

    @Test
    void aTelnetPlayerReadsTheKeyEachCategorysScoringAndTheFinalBoardInEightyColumns() throws Exception {
        try (SocketClient carol = server.text("carol")) {
            playSolo(carol);
            List<String> seen = carol.seen();
            assertThat(seen).contains("Final principality of carol").anyMatch(l -> l.startsWith("[" + ROOM + "] Game over: carol scores "));
            assertThat(seen).noneMatch(l -> l.contains("\u001b"))
                    .allMatch(l -> TextLayout.width(l) <= TextLayout.COLUMNS)
                    .contains("Key: each field is a box, its top half above the divider, bottom half below.")
                    .anyMatch(l -> l.startsWith("carol, churches: "))
                    .anyMatch(l -> l.startsWith("carol, strongest knight group: "))
                    .anyMatch(l -> l.matches("carol: \\d+ points? in round 3, \\d+ in all\\."));
        }
    }

    @Test
    void withColourOnTheBoardIsPaintedAndStillFitsEightyColumns() throws Exception {
        try (SocketClient carol = server.text("carol")) {
            carol.send("/set color on");
            playSolo(carol);
            List<String> seen = carol.seen();
            assertThat(seen).anyMatch(l -> l.contains("\u001b[33mo\u001b[0m"))
                    .anyMatch(l -> l.contains("\u001b[1m^^^^^\u001b[0m"))
                    .allMatch(l -> TextLayout.width(l) <= TextLayout.COLUMNS);
        }
    }

    /** carol plays a solo game from the text prompts alone; returns what she reads after the end. */
    private static List<String> playSolo(SocketClient carol) throws Exception {
        carol.send("/room " + ROOM).send("/join").untilLine("[" + ROOM + "] carol takes seat 1.");
        carol.send("/start");
        int prompts = 0;
        while (true) {
            String line = last(carol.until(l -> l.startsWith(">> Your move, carol") || l.startsWith("error ")
                    || Wire.isEnd(l)));
            assertThat(line).doesNotStartWith("error ");
            if (Wire.isEnd(line)) {
                break;
            }
            carol.send("/" + Wire.promptMoves(line).get(prompts % 2));
            prompts++;
        }
        assertThat(prompts).isEqualTo(TURNS);
        return carol.until(l -> l.startsWith("/start plays again"));
    }

    @Test
    void whenTheTimerRunsOutARandomTileIsPlacedAndTheRoomIsTold() throws Exception {
        try (SocketClient alice = server.text("alice"); SocketClient bob = server.text("bob");
             SocketClient viewer = server.json("viewer")) {
            alice.send("/room " + ROOM).send("/join").untilLine("[" + ROOM + "] alice takes seat 1.");
            bob.send("/room " + ROOM).send("/join").untilLine("[" + ROOM + "] bob takes seat 2.");
            assertThat(Wire.request(viewer, "3", "/room " + ROOM).get("ev").asText()).isEqualTo("ok");
            alice.send("/option timer 1").send("/start");
            String field = Wire.json(last(viewer.until(l -> Wire.isEvent(l, "state")))).get("view").get("field").asText();
            String alicePrompt = last(alice.until(l -> l.startsWith(">> Your move, alice")));
            bob.until(l -> l.startsWith(">> Your move, bob"));
            int bobHad = Wire.allMoves(bob, "m1").size();
            alice.send("/" + Wire.promptMoves(alicePrompt).get(0));

            String timeUp = "Time ran out for bob; a random move was made for them.";
            List<String> seenByAlice = alice.until(l -> l.startsWith("Placed on "));
            assertThat(seenByAlice).contains("*** " + timeUp, "bob has placed.").noneMatch(l -> l.contains("Time ran out for alice"));
            assertThat(last(seenByAlice)).startsWith("Placed on " + field + ": alice ").contains(", bob ");
            List<String> seenByBob = bob.until(l -> l.startsWith(">> Your move, bob"));
            assertThat(seenByBob).contains("*** " + timeUp);
            assertThat(Wire.allMoves(bob, "m2")).hasSize(bobHad - 2);

            JsonNode notice = Wire.json(last(viewer.until(l -> Wire.isEvent(l, "notice"))));
            assertThat(notice.get("kind").asText()).isEqualTo("timer");
            assertThat(notice.get("message").asText()).isEqualTo(timeUp);
            JsonNode secondTurn = Wire.json(last(viewer.until(l -> Wire.isEvent(l, "state") && turnOf(Wire.json(l)).equals("1/2"))));
            JsonNode bobsBoard = secondTurn.get("view").get("boards").get(1);
            assertThat(bobsBoard.get("fields")).anyMatch(f -> f.get("field").asText().equals(field) && f.hasNonNull("tile"));
        }
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }
}
