package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.ServerConfig;
import java.io.IOException;
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

    /** Someone at the table of a turn-based game: their client and their seat. */
    record Player(String name, SocketClient client, int seat) {
    }

    @Test
    void aPlayerAwayPastTheGraceKeepsTheSeatIsToldAtLoginAfterARestartAndPlaysOnInTheParkedGameBroughtBack()
            throws Exception {
        String room;
        try (LiveServer first = LiveServer.startStored(config());
                SocketClient ann = registered(first, "ann"); SocketClient bob = registered(first, "bob")) {
            room = turnBasedTable(ann, bob, "1h", "random");
            List<Player> players = start(ann, bob, room);
            Player away = players.get(0).name().equals("ann") ? players.get(0) : players.get(1);
            Player staying = players.get(0) == away ? players.get(1) : players.get(0);
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
                SocketClient ann = registered(server, "ann"); SocketClient bob = registered(server, "bob")) {
            String room = turnBasedTable(ann, bob, "2s", "bot");
            List<Player> players = start(ann, bob, room);
            Player annAt = players.get(0).name().equals("ann") ? players.get(0) : players.get(1);
            Player bobAt = players.get(0) == annAt ? players.get(1) : players.get(0);
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
                SocketClient ann = registered(server, "ann"); SocketClient bob = registered(server, "bob")) {
            String room = turnBasedTable(ann, bob, "2s", "random");
            List<Player> players = start(ann, bob, room);
            Player annAt = players.get(0).name().equals("ann") ? players.get(0) : players.get(1);
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

    // ---- helpers ----

    /** A JSON client logged in as {@code name} and registered with a password. */
    private static SocketClient registered(LiveServer server, String name) throws Exception {
        SocketClient c = server.json(name);
        assertThat(Wire.request(c, "3", "/register " + name + "-secret").get("ev").asText()).isEqualTo("ok");
        return c;
    }

    /** Logs a registered player in with the password (JSON); what the login said. */
    private static List<String> loginJson(SocketClient c, String name) throws IOException {
        c.untilLine("Type /help for all commands.");
        c.send("#1 /set format json").untilLine("{\"ev\":\"ok\",\"tag\":\"1\"}");
        List<String> said = new ArrayList<>(c.send("#2 /login " + name + " " + name + "-secret")
                .untilLine("{\"ev\":\"ok\",\"tag\":\"2\"}"));
        // the notices of a registered login come with its lists, read from the store: a barrier after them
        said.addAll(c.send("#b1").untilLine("{\"ev\":\"ok\",\"tag\":\"b1\"}"));
        return said;
    }

    /** ann makes a new Don Carlo room, sets it turn-based, and ann and bob sit down; the room's name. */
    private static String turnBasedTable(SocketClient ann, SocketClient bob, String movetime, String expiry)
            throws IOException {
        ann.send("#n1 /newroom doncarlo");
        String room = Wire.json(last(ann.until(l -> Wire.isEvent(l, "room")))).get("room").asText();
        ann.untilLine("{\"ev\":\"ok\",\"tag\":\"n1\"}");
        for (String c : List.of("/join", "/option pace turnbased", "/option movetime " + movetime,
                "/option expiry " + expiry)) {
            assertThat(Wire.request(ann, "o" + c.length(), c).get("ev").asText()).as(c).isEqualTo("ok");
        }
        assertThat(Wire.request(bob, "r0", "/room " + room).get("ev").asText()).isEqualTo("ok");
        assertThat(Wire.request(bob, "j0", "/join").get("ev").asText()).isEqualTo("ok");
        return room;
    }

    /** Starts the game; each player with their seat, the start's seat 0 first. */
    private static List<Player> start(SocketClient ann, SocketClient bob, String room) throws IOException {
        ann.send("#s0 /start");
        JsonNode started = Wire.json(last(ann.until(l -> Wire.isEvent(l, "start"))));
        assertThat(started.get("options").get("pace").asText()).isEqualTo("turnbased");
        List<Player> players = new ArrayList<>();
        for (JsonNode s : started.get("seats")) {
            String name = s.get("name").asText();
            players.add(new Player(name, name.equals("ann") ? ann : bob, s.get("seat").asInt()));
        }
        assertThat(room).isNotBlank();
        return players;
    }

    /**
     * The players whose move it is make their first legal move until the game waits for
     * {@code wanted} ({@code /moves} says whom it waits for, and each mover's moves).
     */
    private static void playUntilAwaited(List<Player> players, Player wanted) throws IOException {
        for (int n = 1; ; n++) {
            JsonNode moves = reply(players.get(0).client(), "a" + n, "/moves", "moves");
            List<String> awaited = new ArrayList<>();
            moves.get("awaited").forEach(a -> awaited.add(a.asText()));
            if (awaited.contains(wanted.name())) {
                return;
            }
            for (Player p : players) {
                if (awaited.contains(p.name())) {
                    JsonNode mine = reply(p.client(), "b" + n, "/moves", "moves");
                    assertThat(Wire.request(p.client(), "m" + n, "/play @" + mine.get("version").asInt() + " "
                            + mine.get("legal").get(0).asText()).get("ev").asText()).isEqualTo("ok");
                }
            }
        }
    }

    /** The reply of kind {@code ev} to a tagged command. */
    private static JsonNode reply(SocketClient c, String tag, String command, String ev) throws IOException {
        c.send("#" + tag + " " + command);
        List<String> lines = c.until(l -> l.contains("\"tag\":\"" + tag + "\"") && (Wire.isEvent(l, "ok")
                || Wire.isEvent(l, "error")));
        return lines.stream().filter(l -> Wire.isEvent(l, ev) && l.contains("\"tag\":\"" + tag + "\""))
                .map(Wire::json).findFirst().orElseThrow(() -> new AssertionError(command + ": " + lines));
    }

    private static JsonNode member(JsonNode who, String name) {
        for (JsonNode m : who.get("members")) {
            if (m.get("name").asText().equals(name)) {
                return m;
            }
        }
        throw new AssertionError(name + " is not in " + who);
    }

    private static List<JsonNode> events(List<String> lines, String ev) {
        return lines.stream().filter(l -> Wire.isEvent(l, ev)).map(Wire::json).toList();
    }

    private static <T> T last(List<T> list) {
        assertThat(list).isNotEmpty();
        return list.get(list.size() - 1);
    }

    /** Reads what the client is sent for {@code d}: none of it may match {@code unwanted}. */
    private static void quietFor(SocketClient c, Duration d, java.util.function.Predicate<String> unwanted)
            throws IOException {
        try {
            List<String> lines = c.until(unwanted, d);
            throw new AssertionError("unexpected: " + last(lines));
        } catch (AssertionError e) {
            if (e.getMessage() != null && e.getMessage().startsWith("unexpected: ")) {
                throw e;
            }
        }
    }

    /** Asks {@code command} (tagged) until a line of its reply matches {@code wanted}; 20 s at most. */
    private static void eventually(SocketClient c, String command, java.util.function.Predicate<String> wanted)
            throws IOException, InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        for (int n = 1; System.nanoTime() < end; n++) {
            String tag = "e" + n;
            c.send("#" + tag + " " + command);
            List<String> lines = c.until(l -> l.equals("{\"ev\":\"ok\",\"tag\":\"" + tag + "\"}"));
            if (lines.stream().filter(l -> l.contains("\"tag\":\"" + tag + "\"") && !Wire.isEvent(l, "ok"))
                    .allMatch(wanted)) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError(command + " did not answer as wanted within 20 s");
    }
}
