package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Two registered players at a turn-based table over a real socket, in JSON: setting it up,
 * starting, playing until the game waits for one of them, and reading the replies; for the
 * end-to-end tests of turn-based games, on one server or a cluster.
 */
final class TurnPlay {

    private TurnPlay() {
    }

    /** Someone at the table of a turn-based game: their name, client and seat. */
    record Player(String name, SocketClient client, int seat) {
    }


    /** A JSON client on {@code port} logged in as {@code name} and registered with a password. */
    static SocketClient registered(int port, String name) throws Exception {
        SocketClient c = LiveServer.json(new SocketClient(port), name);
        assertThat(Wire.request(c, "3", "/register " + name + "-secret").get("ev").asText()).isEqualTo("ok");
        return c;
    }

    /** Logs a registered player in with the password (JSON); what the login said. */
    static List<String> loginJson(SocketClient c, String name) throws IOException {
        c.untilLine("Type /help for all commands.");
        c.send("#1 /set format json").untilLine("{\"ev\":\"ok\",\"tag\":\"1\"}");
        List<String> said = new ArrayList<>(c.send("#2 /login " + name + " " + name + "-secret")
                .untilLine("{\"ev\":\"ok\",\"tag\":\"2\"}"));
        // the notices of a registered login come with its lists, read from the store: a barrier after them
        said.addAll(c.send("#b1").untilLine("{\"ev\":\"ok\",\"tag\":\"b1\"}"));
        return said;
    }

    /** ann makes a new Don Carlo room, sets it turn-based, and ann and bob sit down; the room's name. */
    static String turnBasedTable(SocketClient ann, SocketClient bob, String movetime, String expiry)
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

    /** The player named {@code name} of {@code players}. */
    static Player named(List<Player> players, String name) {
        return players.stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    /** Starts the game; each player with their seat, the start's seat 0 first. */
    static List<Player> start(SocketClient ann, SocketClient bob, String room) throws IOException {
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
    static void playUntilAwaited(List<Player> players, Player wanted) throws IOException {
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
    static JsonNode reply(SocketClient c, String tag, String command, String ev) throws IOException {
        c.send("#" + tag + " " + command);
        List<String> lines = c.until(l -> l.contains("\"tag\":\"" + tag + "\"") && (Wire.isEvent(l, "ok")
                || Wire.isEvent(l, "error")));
        return lines.stream().filter(l -> Wire.isEvent(l, ev) && l.contains("\"tag\":\"" + tag + "\""))
                .map(Wire::json).findFirst().orElseThrow(() -> new AssertionError(command + ": " + lines));
    }

    static JsonNode member(JsonNode who, String name) {
        for (JsonNode m : who.get("members")) {
            if (m.get("name").asText().equals(name)) {
                return m;
            }
        }
        throw new AssertionError(name + " is not in " + who);
    }

    static List<JsonNode> events(List<String> lines, String ev) {
        return lines.stream().filter(l -> Wire.isEvent(l, ev)).map(Wire::json).toList();
    }

    static <T> T last(List<T> list) {
        assertThat(list).isNotEmpty();
        return list.get(list.size() - 1);
    }

    /** Reads what the client is sent for {@code d}: none of it may match {@code unwanted}. */
    static void quietFor(SocketClient c, Duration d, java.util.function.Predicate<String> unwanted)
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
    static void eventually(SocketClient c, String command, java.util.function.Predicate<String> wanted)
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
