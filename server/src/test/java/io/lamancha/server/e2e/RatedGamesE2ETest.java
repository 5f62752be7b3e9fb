package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
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

    @BeforeEach
    void startServer() throws Exception {
        server = LiveServer.startStored(data);
    }

    @AfterEach
    void stopServer() {
        server.close();
    }

    @Test
    void registeredPlayersGamesChangeTheirRatingsAndEveryCommandShowsThem() throws Exception {
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

    private SocketClient registered(String name) throws Exception {
        SocketClient c = server.json(name);
        assertThat(Wire.request(c, "3", "/register rocinante").get("ev").asText()).isEqualTo("ok");
        return c;
    }

    /** Both play the first legal move of every state meant for them; the end event as alice saw it. */
    private static JsonNode playToTheEnd(SocketClient alice, SocketClient bob) throws Exception {
        CompletableFuture<JsonNode> a = CompletableFuture.supplyAsync(() -> play(alice));
        CompletableFuture<JsonNode> b = CompletableFuture.supplyAsync(() -> play(bob));
        b.get(120, TimeUnit.SECONDS);
        return a.get(120, TimeUnit.SECONDS);
    }

    private static JsonNode play(SocketClient c) {
        try {
            int tag = 100;
            while (true) {
                JsonNode msg = Wire.json(last(c.until(l -> Wire.isEvent(l, "state") || Wire.isEvent(l, "end"),
                        Duration.ofSeconds(60))));
                if (msg.get("ev").asText().equals("end")) {
                    return msg;
                }
                if (!msg.get("legal").isEmpty()) {
                    c.send("#" + (++tag) + " /play @" + msg.get("version").asInt() + " " + msg.get("legal").get(0).asText());
                }
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
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
