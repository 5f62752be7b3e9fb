package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.ServerConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rated games between registered players over real sockets: the start says the game is rated, the
 * end carries each player's rating change, and {@code /finger}, {@code /top} and {@code /history}
 * show the ratings afterwards; a guest at the table makes the game unrated.
 */
class RatedGamesE2ETest {

    private static final String ROOM = "doncarlo-1";

    @TempDir
    Path data;
    LiveServer server;

    /**
     * Every client here connects from 127.0.0.1, as players at one LAN party would: rated games
     * between them need the operator's {@code --rate-same-address}, which {@code lan} sets.
     */
    private void start(boolean lan) throws Exception {
        server = LiveServer.startStored(ServerConfig.forTests(data).withLimits(LiveServer.generous())
                .withRateSameAddress(lan));
    }

    @AfterEach
    void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void registeredPlayersGamesChangeTheirRatingsAndEveryCommandShowsThem() throws Exception {
        start(true);
        try (SocketClient alice = registered("alice"); SocketClient bob = registered("bob")) {
            for (SocketClient c : List.of(alice, bob)) {
                assertThat(Wire.request(c, "10", "/room " + ROOM).get("ev").asText()).isEqualTo("ok");
                assertThat(Wire.request(c, "11", "/join").get("ev").asText()).isEqualTo("ok");
            }
            List<JsonNode> ends = new ArrayList<>();
            for (int game = 0; game < 2; game++) {
                alice.send("#12 /start");
                JsonNode start = Wire.json(last(bob.until(l -> Wire.isEvent(l, "start"))));
                assertThat(start.get("rated").asBoolean()).isTrue();
                assertThat(start.has("unrated")).isFalse();
                ends.add(playToTheEnd(alice, bob));
            }

            JsonNode first = ends.get(0);
            JsonNode changes = first.get("ratingChanges");
            assertThat(changes).hasSize(2);
            assertThat(changes.get(0).get("before").asInt()).as("a new player stands at 1000").isEqualTo(1000);
            assertThat(changes.get(1).get("before").asInt()).isEqualTo(1000);
            String winner = first.get("standings").get(0).get("name").asText();
            assertThat(changes.get(0).get("name").asText()).as("best first, as the standings").isEqualTo(winner);
            if (first.get("standings").get(0).get("rank").asInt() < first.get("standings").get(1).get("rank").asInt()) {
                assertThat(changes.get(0).get("after").asInt()).isGreaterThan(1000);
                assertThat(changes.get(1).get("after").asInt()).isLessThan(1000);
            }
            assertThat(changes.get(0).get("provisional").asBoolean()).isTrue();

            JsonNode second = ends.get(1).get("ratingChanges");
            int aliceAfter = ratingOf(second, "alice");

            JsonNode finger = event(alice, "20", "/finger alice", "finger");
            assertThat(finger.get("ratings")).hasSize(1);
            JsonNode rating = finger.get("ratings").get(0);
            assertThat(rating.get("game").asText()).isEqualTo("doncarlo");
            assertThat(rating.get("games").asInt()).isEqualTo(2);
            assertThat(rating.get("rating").asInt()).isEqualTo(aliceAfter);
            assertThat(rating.get("provisional").asBoolean()).isTrue();
            assertThat(rating.has("rank")).as("provisional players are not ranked").isFalse();

            JsonNode top = event(alice, "21", "/top doncarlo", "top");
            assertThat(top.get("players")).as("two games leave both provisional").isEmpty();
            JsonNode all = event(alice, "22", "/top doncarlo all", "top");
            assertThat(all.get("players")).hasSize(2);
            assertThat(all.get("players").get(0).get("rating").asInt())
                    .isGreaterThanOrEqualTo(all.get("players").get(1).get("rating").asInt());
            assertThat(all.get("players").get(0).get("games").asInt()).isEqualTo(2);

            JsonNode history = event(bob, "23", "/history", "history");
            assertThat(history.get("games")).hasSize(2);
            JsonNode newest = history.get("games").get(0);
            assertThat(newest.get("ratingChanges")).hasSize(2);
            assertThat(ratingOf(newest.get("ratingChanges"), "alice")).isEqualTo(aliceAfter);

            assertThat(Wire.request(alice, "24", "/top nosuchgame").get("code").asText()).isEqualTo("NO_SUCH_GAME");
        }
    }

    @Test
    void aGuestAtTheTableMakesTheGameUnratedAndTheTextSaysWhy() throws Exception {
        start(true);
        try (SocketClient alice = registered("alice"); SocketClient carol = server.text("carol")) {
            Wire.request(alice, "10", "/room " + ROOM);
            Wire.request(alice, "11", "/join");
            carol.send("/room " + ROOM).send("/join").untilLine("[" + ROOM + "] carol takes seat 2.");
            alice.send("#12 /start");
            carol.untilLine("Not rated: carol is a guest; only registered players are rated.");
            JsonNode start = Wire.json(last(alice.until(l -> Wire.isEvent(l, "start"))));
            assertThat(start.get("rated").asBoolean()).isFalse();
            assertThat(start.get("unrated").asText()).contains("carol is a guest");
        }
    }

    @Test
    void farmingFromOneAddressTwoAccountsOneLeavesAtOnceABotFinishesGainsNoRating() throws Exception {
        start(false);
        try (SocketClient alice = registered("alice"); SocketClient bob = registered("bob")) {
            seatBoth(alice, bob);
            for (int game = 0; game < 3; game++) {
                alice.send("#12 /start");
                JsonNode start = Wire.json(last(bob.until(l -> Wire.isEvent(l, "start"))));
                assertThat(start.get("rated").asBoolean()).isFalse();
                assertThat(start.get("unrated").asText())
                        .isEqualTo("alice and bob connect from one address; such games are not rated.");
                assertThat(Wire.request(bob, "13", "/leave").get("ev").asText()).isEqualTo("ok");
                JsonNode end = Wire.playJsonToTheEnd(alice);
                assertThat(end.has("ratingChanges")).isFalse();
                assertThat(end.get("winners").toString()).as("bob left: alice wins, bob is last").isEqualTo("[\"alice\"]");
                assertThat(Wire.request(bob, "14", "/join").get("ev").asText()).isEqualTo("ok");
            }
            assertThat(event(alice, "20", "/finger alice", "finger").get("ratings")).as("no rating from any of it").isEmpty();
            assertThat(event(alice, "21", "/top doncarlo all", "top").get("players")).isEmpty();
        }
    }

    @Test
    void aRatedGameOnePlayerLeavesAtOnceIsAbortedUnratedAndListedAsAborted() throws Exception {
        start(true);
        try (SocketClient alice = registered("alice"); SocketClient bob = registered("bob")) {
            seatBoth(alice, bob);
            alice.send("#12 /start");
            assertThat(Wire.json(last(bob.until(l -> Wire.isEvent(l, "start")))).get("rated").asBoolean()).isTrue();
            bob.send("#13 /leave");
            JsonNode end = Wire.json(last(alice.until(l -> Wire.isEvent(l, "end"))));
            assertThat(end.get("outcome").asText()).isEqualTo("aborted");
            assertThat(end.get("headline").asText()).isEqualTo("bob left before every player had made a move.");
            assertThat(end.has("ratingChanges")).isFalse();
            JsonNode history = event(alice, "20", "/history", "history").get("games");
            assertThat(history).hasSize(1);
            assertThat(history.get(0).get("aborted").asBoolean()).isTrue();
            assertThat(history.get(0).has("ratingChanges")).isFalse();
            assertThat(event(alice, "21", "/finger alice", "finger").get("ratings")).isEmpty();
        }
    }

    @Test
    void aPlayerWhoLeavesLaterIsPlacedLastAndTheEndTheHistoryTheFingerAndTheRatingsAgree() throws Exception {
        start(true);
        try (SocketClient alice = registered("alice"); SocketClient bob = registered("bob")) {
            seatBoth(alice, bob);
            alice.send("#12 /start");
            bob.until(l -> Wire.isEvent(l, "start"));
            CompletableFuture<JsonNode> alicesEnd = CompletableFuture.supplyAsync(() -> Wire.playJsonToTheEnd(alice));
            moveOnce(bob);
            assertThat(Wire.request(bob, "13", "/leave").get("ev").asText()).isEqualTo("ok");
            JsonNode end = alicesEnd.get(120, TimeUnit.SECONDS);

            assertThat(end.get("outcome").asText()).isEqualTo("win");
            assertThat(end.get("winners").toString()).isEqualTo("[\"alice\"]");
            JsonNode lastPlace = end.get("standings").get(1);
            assertThat(lastPlace.get("name").asText()).isEqualTo("bob");
            assertThat(lastPlace.get("left").asBoolean()).isTrue();
            JsonNode changes = end.get("ratingChanges");
            assertThat(changes.get(0).get("name").asText()).isEqualTo("alice");
            assertThat(changes.get(0).get("after").asInt()).isGreaterThan(1000);
            assertThat(changes.get(1).get("after").asInt()).isLessThan(1000);

            JsonNode listed = event(alice, "20", "/history", "history").get("games").get(0);
            assertThat(listed.get("winners").toString()).isEqualTo("[\"alice\"]");
            assertThat(listed.get("left").toString()).isEqualTo("[\"bob\"]");
            assertThat(ratingOf(listed.get("ratingChanges"), "bob")).isEqualTo(changes.get(1).get("after").asInt());
            JsonNode aliceGames = event(alice, "21", "/finger alice", "finger").get("games").get(0);
            JsonNode bobGames = event(alice, "22", "/finger bob", "finger").get("games").get(0);
            assertThat(aliceGames.get("won").asInt()).isEqualTo(1);
            assertThat(bobGames.get("won").asInt()).as("bob's bot may have scored more: bob won nothing").isZero();
        }
    }

    /** Plays the first legal move of the next state that asks {@code c} for one. */
    private static void moveOnce(SocketClient c) throws Exception {
        JsonNode state = Wire.json(last(c.until(l -> Wire.isEvent(l, "state") && !l.contains("\"legal\":[]"))));
        c.send("#90 /play @" + state.get("version").asInt() + " " + state.get("legal").get(0).asText());
        c.until(l -> l.equals("{\"ev\":\"ok\",\"tag\":\"90\"}"));
    }

    private static void seatBoth(SocketClient alice, SocketClient bob) throws Exception {
        for (SocketClient c : List.of(alice, bob)) {
            assertThat(Wire.request(c, "10", "/room " + ROOM).get("ev").asText()).isEqualTo("ok");
            assertThat(Wire.request(c, "11", "/join").get("ev").asText()).isEqualTo("ok");
        }
    }

    private SocketClient registered(String name) throws Exception {
        SocketClient c = server.json(name);
        assertThat(Wire.request(c, "3", "/register rocinante").get("ev").asText()).isEqualTo("ok");
        return c;
    }

    /** Both play the first legal move of every state meant for them; the end event as alice saw it. */
    private static JsonNode playToTheEnd(SocketClient alice, SocketClient bob) throws Exception {
        CompletableFuture<JsonNode> a = CompletableFuture.supplyAsync(() -> Wire.playJsonToTheEnd(alice));
        CompletableFuture<JsonNode> b = CompletableFuture.supplyAsync(() -> Wire.playJsonToTheEnd(bob));
        b.get(120, TimeUnit.SECONDS);
        return a.get(120, TimeUnit.SECONDS);
    }

    private static JsonNode event(SocketClient c, String tag, String command, String ev) throws Exception {
        c.send("#" + tag + " " + command);
        return Wire.json(last(c.until(l -> Wire.isEvent(l, ev))));
    }

    private static int ratingOf(JsonNode changes, String name) {
        for (JsonNode c : changes) {
            if (c.get("name").asText().equals(name)) {
                return c.get("after").asInt();
            }
        }
        throw new AssertionError(name + " has no rating change in " + changes);
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }
}
