package io.lamancha.server.e2e;

import static io.lamancha.server.e2e.TurnPlay.events;
import static io.lamancha.server.e2e.TurnPlay.eventually;
import static io.lamancha.server.e2e.TurnPlay.last;
import static io.lamancha.server.e2e.TurnPlay.loginJson;
import static io.lamancha.server.e2e.TurnPlay.member;
import static io.lamancha.server.e2e.TurnPlay.named;
import static io.lamancha.server.e2e.TurnPlay.playUntilAwaited;
import static io.lamancha.server.e2e.TurnPlay.quietFor;
import static io.lamancha.server.e2e.TurnPlay.registered;
import static io.lamancha.server.e2e.TurnPlay.reply;
import static io.lamancha.server.e2e.TurnPlay.start;
import static io.lamancha.server.e2e.TurnPlay.turnBasedTable;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.e2e.TurnPlay.Player;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Turn-based Don Carlo over real sockets, between two registered players: a player who goes
 * keeps the seat past the live grace period (no bot), the game parks while nobody is at its
 * table and comes back when someone enters its room, a restart loses nothing, a login says whose
 * move it is, {@code /games} lists live and turn-based games, and a move time that runs out has
 * the outcome the start announced, in memory and parked. Move times here are seconds, which only
 * a server run for tests allows.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class TurnBasedE2ETest {

    /** The live grace period: a turn-based seat outlasts it. */
    private static final Duration GRACE = Duration.ofSeconds(1);

    @TempDir
    Path data;

    private ServerConfig config() {
        return ServerConfig.forTests(data).withLimits(LiveServer.generous()).withGrace(GRACE)
                .withShortestMove(Duration.ofSeconds(1));
    }

    @Test
    void aPlayerAwayPastTheGraceKeepsTheSeatIsToldAtLoginAfterARestartAndPlaysOnInTheParkedGameBroughtBack()
            throws Exception {
        String room;
        try (LiveServer first = LiveServer.startStored(config());
                SocketClient ann = registered(first.port(), "ann"); SocketClient bob = registered(first.port(), "bob")) {
            room = turnBasedTable(ann, bob, "1h", "random");
            List<Player> players = start(ann, bob, room);
            Player away = named(players, "ann");
            Player staying = named(players, "bob");
            playUntilAwaited(players, staying);

            away.client().close();
            quietFor(staying.client(), Duration.ofSeconds(3), l -> Wire.isEvent(l, "substitute"));
            JsonNode who = reply(staying.client(), "w1", "/who", "who");
            JsonNode absent = member(who, "ann");
            assertThat(absent.get("away").asBoolean()).as("ann's seat waits for her").isTrue();
            assertThat(absent.has("bot")).as("no bot plays for her").isFalse();

            playUntilAwaited(List.of(staying), away);
            assertThat(Wire.request(staying.client(), "l1", "/lobby").get("ev").asText()).isEqualTo("ok");
            eventually(staying.client(), "/rooms", l -> !l.contains("\"name\":\"" + room + "\""));
        }

        try (LiveServer second = LiveServer.startStored(config());
                SocketClient ann = new SocketClient(second.port())) {
            List<String> login = loginJson(ann, "ann");
            assertThat(events(login, "notice")).extracting(n -> n.get("message").asText())
                    .anySatisfy(m -> assertThat(m).matches("Your move in 1 game: " + room
                            + " \\((59 min|1 h) left\\)\\. /games lists your games\\."))
                    .anySatisfy(m -> assertThat(m).isEqualTo("You have 1 new message (/messages reads them)."));
            JsonNode games = reply(ann, "g1", "/games", "games");
            assertThat(games.get("games")).hasSize(1);
            JsonNode game = games.get("games").get(0);
            assertThat(game.get("room").asText()).isEqualTo(room);
            assertThat(game.get("pace").asText()).isEqualTo("turnbased");
            assertThat(game.get("yourMove").asBoolean()).isTrue();
            assertThat(game.get("parked").asBoolean()).as("nobody was at its table: no node holds it").isTrue();
            JsonNode note = reply(ann, "m1", "/messages", "messages").get("messages").get(0);
            assertThat(note.get("from").asText()).isEqualTo(room);
            assertThat(note.get("text").asText()).startsWith("Your move in " + room + " (doncarlo, ");

            List<String> back = ann.send("#r1 /room " + room).until(l -> Wire.isEvent(l, "state"));
            JsonNode entered = last(events(back, "room"));
            assertThat(entered.get("room").asText()).isEqualTo(room);
            assertThat(entered.get("seat").asInt()).as("back in her seat").isGreaterThanOrEqualTo(0);
            JsonNode missed = last(events(back, "missed"));
            assertThat(missed.get("version").asInt() - missed.get("from").asInt()).as("bob's move while she was away")
                    .isPositive();
            assertThat(missed.get("events")).isNotEmpty();
            assertThat(missed.get("left").asLong()).isPositive();
            JsonNode state = Wire.json(last(back));
            assertThat(state.get("legal")).isNotEmpty();
            assertThat(Wire.request(ann, "p1", "/play @" + state.get("version").asInt() + " "
                    + state.get("legal").get(0).asText()).get("ev").asText()).as("she plays on").isEqualTo("ok");

            try (SocketClient bob = new SocketClient(second.port())) {
                loginJson(bob, "bob");
                assertThat(Wire.request(bob, "r2", "/room doncarlo-1").get("ev").asText()).isEqualTo("ok");
                for (String c : List.of("/join", "/addbot smart", "/start")) {
                    assertThat(Wire.request(bob, "s" + c.length(), c).get("ev").asText()).isEqualTo("ok");
                }
                JsonNode both = reply(bob, "g2", "/games", "games").get("games");
                List<String> kinds = new ArrayList<>();
                both.forEach(g -> kinds.add(g.get("room").asText() + " " + g.get("pace").asText()));
                assertThat(kinds).containsExactlyInAnyOrder(room + " turnbased", "doncarlo-1 live");
            }
        }
    }

    @Test
    void aMoveTimeThatRunsOutAtATableSomeoneIsAtGivesTheSeatToABotAndPlacesThePlayerLast() throws Exception {
        try (LiveServer server = LiveServer.startStored(config());
                SocketClient ann = registered(server.port(), "ann"); SocketClient bob = registered(server.port(), "bob")) {
            String room = turnBasedTable(ann, bob, "2s", "bot");
            List<Player> players = start(ann, bob, room);
            Player annAt = named(players, "ann");
            Player bobAt = named(players, "bob");
            playUntilAwaited(players, annAt);
            assertThat(Wire.request(ann, "l1", "/lobby").get("ev").asText()).isEqualTo("ok");

            List<String> told = bob.until(l -> Wire.isEvent(l, "substitute"), Duration.ofSeconds(15));
            assertThat(events(told, "notice")).extracting(n -> n.get("message").asText()).contains(
                    "Time ran out for ann (2s a move): a bot plays on for them, and ann is placed last.");
            assertThat(Wire.json(last(told)).get("name").asText()).isEqualTo("ann");
            assertThat(Wire.json(last(told)).get("bot").asText()).isNotBlank();
            assertThat(Wire.request(ann, "r1", "/room " + room).get("ev").asText()).isEqualTo("ok");
            JsonNode refused = Wire.request(ann, "j1", "/join");
            assertThat(refused.get("code").asText()).isEqualTo("FORBIDDEN");
            assertThat(refused.get("message").asText()).startsWith("Your move time ran out");
            assertThat(bobAt.seat()).isNotEqualTo(annAt.seat());
        }
    }

    @Test
    void aParkedGameWhoseMoveTimeRunsOutComesBackMakesTheRandomMoveAndTellsTheNextPlayer() throws Exception {
        try (LiveServer server = LiveServer.startStored(config());
                SocketClient ann = registered(server.port(), "ann"); SocketClient bob = registered(server.port(), "bob")) {
            String room = turnBasedTable(ann, bob, "2s", "random");
            List<Player> players = start(ann, bob, room);
            Player annAt = named(players, "ann");
            playUntilAwaited(players, annAt);
            assertThat(Wire.request(ann, "l1", "/lobby").get("ev").asText()).isEqualTo("ok");
            assertThat(Wire.request(bob, "l2", "/lobby").get("ev").asText()).isEqualTo("ok");
            eventually(bob, "/rooms", l -> !l.contains("\"name\":\"" + room + "\""));

            List<String> told = bob.until(l -> Wire.isEvent(l, "notice") && l.contains("Your move in " + room),
                    Duration.ofSeconds(20));
            assertThat(Wire.json(last(told)).get("kind").asText()).isEqualTo("turn");
            assertThat(Wire.request(bob, "r1", "/room " + room).get("ev").asText()).isEqualTo("ok");
        }
    }
}
