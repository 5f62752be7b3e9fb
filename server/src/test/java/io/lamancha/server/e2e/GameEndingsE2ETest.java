package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * How games end, over real sockets with a store: the {@code end} comes once the game is stored
 * (a {@code /history} sent at once lists it), {@code /resign} places the resigner last while a
 * bot plays on, and {@code /abort} ends a game unrated once every player agrees.
 */
class GameEndingsE2ETest {

    @TempDir
    java.nio.file.Path data;
    LiveServer server;

    @BeforeEach
    void startServer() throws Exception {
        server = LiveServer.startStored(data);
    }

    @AfterEach
    void stopServer() {
        server.close();
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }

    @Test
    @Timeout(60)
    void historyAskedTheMomentAGameEndsListsIt() throws Exception {
        try (SocketClient robo = server.json("robo")) {
            robo.send("#3 /newroom quixote-tiles");
            String room = Wire.json(last(robo.until(l -> Wire.isEvent(l, "room")))).get("room").asText();
            robo.send("#4 /addbot random").until(l -> l.equals("{\"ev\":\"ok\",\"tag\":\"4\"}"));
            for (int game = 1; game <= 6; game++) {
                robo.send("#s" + game + " /start");
                JsonNode end = Wire.json(last(robo.until(l -> Wire.isEvent(l, "end"), Duration.ofSeconds(30))));
                robo.send("#h" + game + " /history");
                String tag = "h" + game;
                JsonNode history = Wire.json(last(robo.until(l -> Wire.isEvent(l, "history") && l.contains(
                        "\"tag\":\"" + tag + "\""))));
                assertThat(history.get("games")).as("game %d, asked at once", game).hasSize(game);
                JsonNode newest = history.get("games").get(0);
                assertThat(newest.get("players").toString()).isEqualTo(end.get("players").toString());
                assertThat(newest.get("scores").toString()).isEqualTo(end.get("scores").toString());
                assertThat(end.get("room").asText()).isEqualTo(room);
            }
        }
    }

    @Test
    @Timeout(90)
    void aPlayerWhoResignsIsPlacedLastWhileABotPlaysTheirSeatToTheEnd() throws Exception {
        try (SocketClient ann = server.text("ann"); SocketClient bob = server.json("bob")) {
            ann.send("/room doncarlo-1").send("/join").untilLine("[doncarlo-1] ann takes seat 1.");
            bob.send("#3 /room doncarlo-1").send("#4 /join").untilLine("{\"ev\":\"ok\",\"tag\":\"4\"}");
            ann.send("/start");
            CompletableFuture<JsonNode> bobsEnd = CompletableFuture.supplyAsync(() -> Wire.playJsonToTheEnd(bob));
            String prompt = last(ann.until(l -> l.startsWith(">> Your move, ann")));
            ann.send("/play " + Wire.promptMoves(prompt).get(0));
            ann.send("/resign");
            ann.untilLine("*** ann resigns: a bot plays on for them, and ann is placed last.");
            ann.untilLine("[doncarlo-1] A smart bot now plays seat 1 for ann.");
            ann.send("/join").untilLine("error FORBIDDEN: You resigned this game; watch it, or /join the next one.");

            JsonNode end = bobsEnd.get(60, TimeUnit.SECONDS);
            assertThat(end.get("winners").toString()).isEqualTo("[\"bob\"]");
            JsonNode lastStanding = end.get("standings").get(1);
            assertThat(lastStanding.get("name").asText()).isEqualTo("ann");
            assertThat(lastStanding.get("left").asBoolean()).isTrue();
            assertThat(end.get("outcome").asText()).isEqualTo("win");
            List<String> told = ann.until(l -> l.startsWith("/start plays again"));
            assertThat(told).anyMatch(l -> l.startsWith("[doncarlo-1] Game over: bob wins with "))
                    .contains("ann left the game; a bot played on for them: placed last, whatever the score.");

            ann.send("#h /history ann");
            assertThat(ann.until(l -> l.equals("#h ok"))).anyMatch(l -> l.matches("#h\\s+#\\d+ .* doncarlo\\s+ann \\d+ \\(left\\), bob \\d+\\*"));
        }
    }

    @Test
    @Timeout(60)
    void aGameIsAbortedOnceEveryPlayerTypesAbortAndIsListedAsAborted() throws Exception {
        try (SocketClient ann = server.text("ann"); SocketClient bob = server.text("bob");
             SocketClient watcher = server.json("watcher")) {
            ann.send("/room hidalgo-1").send("/join").untilLine("[hidalgo-1] ann takes seat 1.");
            bob.send("/room hidalgo-1").send("/join").untilLine("[hidalgo-1] bob takes seat 2.");
            watcher.send("#3 /room hidalgo-1").untilLine("{\"ev\":\"ok\",\"tag\":\"3\"}");
            ann.send("/start");
            bob.until(l -> l.startsWith("Players: "));
            ann.send("/abort");
            assertThat(String.join(" ", bob.until(l -> l.contains("it then ends unrated")))).contains(
                    "*** ann asks to abort the game (1 of 2 agree): bob, type /abort within 60 s to");
            bob.send("/abort");
            for (SocketClient c : List.of(ann, bob)) {
                List<String> end = c.until(l -> l.startsWith("/start plays a new game"));
                assertThat(end).containsSubsequence("[hidalgo-1] Game aborted: every player at the table agreed (/abort).",
                        "Not rated, and stored as aborted (/history lists it).");
            }
            JsonNode end = Wire.json(last(watcher.until(l -> Wire.isEvent(l, "end"))));
            assertThat(end.get("outcome").asText()).isEqualTo("aborted");
            assertThat(end.get("headline").asText()).isEqualTo("every player at the table agreed (/abort).");
            assertThat(end.get("scores")).isEmpty();

            bob.send("#h /history");
            assertThat(bob.until(l -> l.equals("#h ok"))).anyMatch(l -> l.matches("#h\\s+#\\d+ .* hidalgo\\s+aborted: ann, bob"));
        }
    }
}
