package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Whole games over real sockets, the way nc users and JSON bots play them: a person reading text
 * prompts and a bot reading JSON states share a table with a built-in bot until the final scores.
 */
class GameE2ETest extends LiveServerFixture {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aTextPlayerAndAJsonBotPlayQuixoteTricksToTheFinalScores() throws Exception {
        try (SocketClient alice = server.text("alice"); SocketClient robo = server.json("robo")) {

            alice.send("hola robo");
            robo.until(l -> l.contains("\"ev\":\"chat\"") && l.contains("hola robo"));

            alice.send("/room quixote-tricks-1").send("/join");
            alice.untilLine("[quixote-tricks-1] alice takes seat 1.");
            robo.send("#3 /room quixote-tricks-1").untilLine("{\"ev\":\"ok\",\"tag\":\"3\"}");
            robo.send("#4 /join").untilLine("{\"ev\":\"ok\",\"tag\":\"4\"}");
            robo.send("#5 /addbot smart").untilLine("{\"ev\":\"ok\",\"tag\":\"5\"}");

            robo.send("#6 /play R1").until(l -> l.startsWith("{\"ev\":\"error\",\"tag\":\"6\",\"code\":\"NO_GAME\""));
            alice.send("/start");

            CompletableFuture<List<String>> person = CompletableFuture.supplyAsync(() -> playAsPerson(alice));
            CompletableFuture<JsonNode> bot = CompletableFuture.supplyAsync(() -> playAsBot(robo));
            JsonNode end = bot.get(120, TimeUnit.SECONDS);
            List<String> personLines = person.get(120, TimeUnit.SECONDS);

            assertThat(end.get("players").toString()).isEqualTo("[\"alice\",\"robo\",\"~Sancho\"]");
            assertThat(end.get("scores")).hasSize(3);
            int best = Math.max(end.get("scores").get(0).asInt(), Math.max(end.get("scores").get(1).asInt(), end.get("scores").get(2).asInt()));
            assertThat(best).isGreaterThanOrEqualTo(7);
            assertThat(personLines).anyMatch(l -> l.startsWith("[quixote-tricks-1] Game over: "));
            assertThat(personLines).anyMatch(l -> l.startsWith("Your hand: "));
        }
    }

    @Test
    void jsonIsNeverColouredWhileTextIsForThoseWhoAskedForColour() throws Exception {
        try (SocketClient alice = server.text("alice"); SocketClient robo = server.json("robo")) {
            alice.send("/set color on").untilLine("Colour is now on.");
            robo.send("#3 /set color on").untilLine("{\"ev\":\"ok\",\"tag\":\"3\"}");
            alice.send("/newroom quixote-tricks").send("/join").until(l -> l.endsWith("alice takes seat 1."));
            robo.send("#4 /room quixote-tricks-3").untilLine("{\"ev\":\"ok\",\"tag\":\"4\"}");
            robo.send("#5 /join").untilLine("{\"ev\":\"ok\",\"tag\":\"5\"}");
            alice.send("/addbot random").send("/start");
            List<String> json = robo.until(l -> l.contains("\"type\":\"hand_dealt\""));
            List<String> text = alice.until(l -> l.startsWith("Your hand for round 1: "));
            assertThat(json.get(json.size() - 1)).as("the hand dealt to a JSON client")
                    .contains("\"text\":\"Your hand for round 1: ").doesNotContain("\\u001B", "\u001b");
            assertThat(text.get(text.size() - 1)).as("the hand dealt to a person with colour on").contains("\u001b[");
        }
    }

    /** Plays the first legal move of every text prompt; checks an out-of-turn and an illegal move on the way. */
    private static List<String> playAsPerson(SocketClient c) {
        try {
            boolean triedIllegal = false;
            while (true) {
                List<String> lines = c.until(l -> l.startsWith(">> Your move, alice") || Wire.isEnd(l),
                        Duration.ofSeconds(60));
                String last = lines.get(lines.size() - 1);
                if (Wire.isEnd(last)) {
                    c.until(l -> l.startsWith("/start plays again"));
                    return c.seen();
                }
                String legal = Wire.promptMoves(last).get(0);
                if (!triedIllegal) {
                    c.send("/play Z99");
                    c.until(l -> l.startsWith("error ILLEGAL_MOVE:"));
                    triedIllegal = true;
                }
                c.send("/play " + legal);
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Plays the first legal move of each JSON state meant for it, echoing the version; checks STALE and NOT_YOUR_TURN. */
    private static JsonNode playAsBot(SocketClient c) {
        try {
            int tag = 100;
            boolean triedStale = false;
            boolean triedOutOfTurn = false;
            String carried = null;
            while (true) {
                String line = carried;
                carried = null;
                if (line == null) {
                    List<String> lines = c.until(l -> Wire.isEvent(l, "state") || Wire.isEvent(l, "end"), Duration.ofSeconds(60));
                    line = lines.get(lines.size() - 1);
                }
                JsonNode msg = JSON.readTree(line);
                if (msg.get("ev").asText().equals("end")) {
                    return msg;
                }
                assertThat(msg.get("view").has("hand")).isTrue();
                assertThat(msg.get("view").get("viewer").asInt()).isEqualTo(1);
                int version = msg.get("version").asInt();
                JsonNode legal = msg.get("legal");
                if (legal.isEmpty()) {
                    if (!triedOutOfTurn && !msg.get("awaited").toString().contains("1")) {
                        // with the version, a turn that came meanwhile makes this STALE instead of a real move
                        c.send("#" + (++tag) + " /play @" + version + " " + msg.get("view").get("hand").get(0).asText());
                        List<String> reply = c.until(l -> l.contains("\"code\":\"NOT_YOUR_TURN\"") || l.contains("\"code\":\"STALE\""));
                        carried = reply.stream().filter(l -> Wire.isEvent(l, "state")).reduce((a, b) -> b).orElse(null);
                        triedOutOfTurn = true;
                    }
                    continue;
                }
                if (!triedStale && version > 0) {
                    String staleTag = Integer.toString(++tag);
                    c.send("#" + staleTag + " /play @" + (version - 1) + " " + legal.get(0).asText());
                    List<String> reply = c.until(l -> l.contains("\"tag\":\"" + staleTag + "\""));
                    assertThat(reply.get(reply.size() - 1)).contains("\"code\":\"STALE\"");
                    triedStale = true;
                }
                c.send("#" + (++tag) + " /play @" + version + " " + legal.get(0).asText());
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

}
