package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;

/**
 * Whole games of Don Carlo over real sockets, one per mode: a JSON bot (seat 1) and a text player
 * (seat 2) play from their states and prompts beside a built-in bot while a text and a JSON
 * spectator watch. Nobody but a seat ever sees that seat's hand.
 */
class DonCarloE2ETest extends LiveServerFixture {

    private static final List<String> PLAYERS = List.of("robo", "alice", "~Sancho");

    @Test
    void aCompetitiveGameOverTcpEndsWithTotalsForEverySeatAndTheHighestWinning() throws Exception {
        Played game = play("doncarlo-1", "competitive");

        JsonNode scores = game.end().get("scores");
        assertThat(scores).hasSize(3);
        int best = StreamSupport.stream(scores.spliterator(), false).mapToInt(JsonNode::asInt).max().orElseThrow();
        assertThat(game.end().get("winners")).isNotEmpty();
        for (JsonNode w : game.end().get("winners")) {
            assertThat(scores.get(PLAYERS.indexOf(w.asText())).asInt()).isEqualTo(best);
        }
        JsonNode view = game.lastState().get("view");
        assertThat(view.get("phase").asText()).isEqualTo("over");
        for (int s = 0; s < 3; s++) {
            assertThat(view.get("seats").get(s).get("total").asInt()).isEqualTo(scores.get(s).asInt());
        }
    }

    @Test
    void aCooperativeGameOverTcpEndsWithTheTeamsTasksAndEveryoneOrNobodyWinning() throws Exception {
        Played game = play("doncarlo-2", "coop");

        JsonNode view = game.lastState().get("view");
        long closed = StreamSupport.stream(view.get("row").spliterator(), false)
                .filter(c -> c.get("state").asText().equals("closed")).count();
        for (JsonNode score : game.end().get("scores")) {
            assertThat(score.asLong()).isEqualTo(closed);
        }
        List<String> winners = new ArrayList<>();
        game.end().get("winners").forEach(w -> winners.add(w.asText()));
        assertThat(view.get("outcome").asText()).isIn("won", "lost");
        assertThat(winners).isEqualTo(view.get("outcome").asText().equals("won") ? PLAYERS : List.of());
    }

    private record Played(JsonNode end, JsonNode lastState) {
    }

    /** Sets up the table, checks the bad inputs, plays to the end and checks who saw which hand. */
    private Played play(String room, String variant) throws Exception {
        try (SocketClient robo = server.json("robo"); SocketClient alice = server.text("alice");
             SocketClient watcher = server.text("watcher"); SocketClient viewer = server.json("viewer")) {
            assertThat(Wire.request(robo, "3", "/room " + room).get("ev").asText()).isEqualTo("ok");
            assertThat(Wire.request(robo, "4", "/join").get("ev").asText()).isEqualTo("ok");
            alice.send("/room " + room).send("/join").untilLine("[" + room + "] alice takes seat 2.");
            assertThat(Wire.request(robo, "5", "/addbot smart").get("ev").asText()).isEqualTo("ok");
            assertThat(Wire.request(robo, "6", "/option variant " + variant).get("ev").asText()).isEqualTo("ok");
            watcher.send("/room " + room).until(l -> l.startsWith("/join takes a seat"));
            assertThat(Wire.request(viewer, "3", "/room " + room).get("ev").asText()).isEqualTo("ok");

            alice.send("/start").until(l -> l.startsWith("[" + room + "] Don Carlo begins."));
            alice.until(l -> l.equals("Players: 1. robo, 2. alice, 3. ~Sancho."));
            checkBadInputs(robo, alice, watcher);
            robo.send("/show");

            CompletableFuture<Played> bot = CompletableFuture.supplyAsync(() -> playAsBot(robo));
            CompletableFuture<List<String>> person = CompletableFuture.supplyAsync(() -> playAsPerson(alice, room));
            Played played = bot.get(60, TimeUnit.SECONDS);
            List<String> aliceLines = person.get(60, TimeUnit.SECONDS);
            JsonNode end = played.end();
            assertThat(end.get("players").toString()).isEqualTo("[\"robo\",\"alice\",\"~Sancho\"]");
            assertThat(end.get("summary")).isNotEmpty();

            List<String> watched = watcher.until(l -> l.startsWith("/start plays again"));
            assertThat(watched).anyMatch(l -> l.startsWith("[" + room + "] Game over: "));
            viewer.until(l -> Wire.isEvent(l, "end"));
            checkHandsStayed(robo.seen(), aliceLines, watcher.seen(), viewer.seen());
            return played;
        }
    }

    /** Out of turn, an illegal code name and a spectator's move: each refused, the game unchanged. */
    private static void checkBadInputs(SocketClient robo, SocketClient alice, SocketClient watcher) throws Exception {
        alice.send("/play 1/1/6").until(l -> l.startsWith("error NOT_YOUR_TURN: "));
        JsonNode illegal = Wire.request(robo, "7", "/play 0");
        assertThat(illegal.get("code").asText()).isEqualTo("ILLEGAL_MOVE");
        assertThat(Wire.request(robo, "8", "/play 7/7").get("code").asText()).isEqualTo("ILLEGAL_MOVE");
        robo.send("#9 /moves");
        JsonNode moves = Wire.json(last(robo.until(l -> Wire.isEvent(l, "moves"))));
        assertThat(moves.get("version").asInt()).isZero();
        assertThat(moves.get("legal")).isNotEmpty();
        watcher.send("/play " + moves.get("legal").get(0).asText()).until(l -> l.startsWith("error NOT_SEATED: "));
    }

    /** Plays the first legal move of each state that awaits it; returns the end and the last state. */
    private static Played playAsBot(SocketClient c) {
        try {
            int tag = 100;
            JsonNode lastState = null;
            while (true) {
                String line = last(c.until(l -> Wire.isEvent(l, "state") || Wire.isEvent(l, "end")
                        || Wire.isEvent(l, "error"), Duration.ofSeconds(30)));
                assertThat(Wire.isEvent(line, "error")).as(line).isFalse();
                if (Wire.isEvent(line, "end")) {
                    return new Played(Wire.json(line), lastState);
                }
                lastState = Wire.json(line);
                JsonNode legal = lastState.get("legal");
                if (!legal.isEmpty()) {
                    c.send("#" + (++tag) + " /play @" + lastState.get("version").asInt() + " " + legal.get(0).asText());
                }
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Answers every text prompt with its first legal move until the game is over. */
    private static List<String> playAsPerson(SocketClient c, String room) {
        try {
            while (true) {
                String line = last(c.until(l -> l.startsWith(">> Your move, alice") || l.startsWith("error ")
                        || Wire.isEnd(l), Duration.ofSeconds(30)));
                assertThat(line).doesNotStartWith("error ");
                if (Wire.isEnd(line)) {
                    c.until(l -> l.startsWith("/start plays again"));
                    return c.seen();
                }
                c.send("/play " + Wire.promptMoves(line).get(0));
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Cards drawn into a closed hand are told to their seat alone, and a state carries only its
     * viewer's own hand: the seats see their own (so the check is not vacuous), nobody else does.
     */
    private static void checkHandsStayed(List<String> robo, List<String> alice, List<String> watcher, List<String> viewer) {
        assertThat(alice).anyMatch(l -> l.startsWith("Your hand: "));
        assertThat(alice).anyMatch(l -> l.matches("alice draws [0-6 ]+\\."));
        assertThat(alice).noneMatch(l -> l.matches("(robo|~Sancho) draws [0-6 ]+\\."));
        assertThat(watcher).noneMatch(l -> l.matches(".* draws [0-6 ]+\\.") || l.startsWith("Your hand"));

        assertThat(robo).anyMatch(l -> Wire.isEvent(l, "game") && l.contains("\"type\":\"cards_drawn\""));
        for (String line : Wire.jsonLines(robo)) {
            JsonNode msg = Wire.json(line);
            if (isCardsDrawn(msg)) {
                assertThat(msg.get("data").get("seat").asInt()).as(line).isZero();
            }
            assertThat(handPaths(msg.path("view"), "/view")).as(line).isSubsetOf("/view/hand");
            assertThat(handPaths(msg.path("data"), "/data")).as(line).isEmpty();
        }
        assertThat(viewer).anyMatch(l -> Wire.isEvent(l, "state"));
        for (String line : Wire.jsonLines(viewer)) {
            JsonNode msg = Wire.json(line);
            assertThat(isCardsDrawn(msg)).as(line).isFalse();
            assertThat(handPaths(msg.path("view"), "/view")).as(line).isEmpty();
            assertThat(handPaths(msg.path("data"), "/data")).as(line).isEmpty();
        }
    }

    private static boolean isCardsDrawn(JsonNode msg) {
        return msg.get("ev").asText().equals("game") && msg.get("type").asText().equals("cards_drawn");
    }

    /** Where in a view or event data a field named {@code hand} occurs (the option {@code hand} is no hand). */
    private static List<String> handPaths(JsonNode node, String path) {
        List<String> found = new ArrayList<>();
        if (node.isObject()) {
            for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (name.equals("hand")) {
                    found.add(path + "/hand");
                }
                found.addAll(handPaths(node.get(name), path + "/" + name));
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                found.addAll(handPaths(node.get(i), path + "/" + i));
            }
        }
        return found;
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }
}
