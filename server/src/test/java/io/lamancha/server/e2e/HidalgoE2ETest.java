package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Don Quixote: The Ingenious Hidalgo over real sockets, in both formats: a person reading text
 * prompts and a bot reading JSON states share a 3-player table with a built-in bot until the end,
 * while a JSON spectator watches every line and never learns a hand card or an objective.
 */
class HidalgoE2ETest extends LiveServerFixture {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final Pattern CARD = Pattern.compile("\\bC\\d+\\b");
    private static final Pattern OBJECTIVE = Pattern.compile("\\bO\\d+\\b");
    private static final String PROMPT = ">> Your move, alice";
    private static final String GAME_OVER = "[hidalgo-1] Game over: ";

    @Test
    void aThreePlayerGameWithABotIsPlayedToTheEndInBothFormatsAndTheSpectatorSeesNoSecret() throws Exception {
        try (SocketClient alice = server.text("alice"); SocketClient robo = server.json("robo");
             SocketClient watcher = server.json("watcher")) {
            alice.send("/room hidalgo-1").send("/join").untilLine("[hidalgo-1] alice takes seat 1.");
            List<String> setup = List.of("/room hidalgo-1", "/join", "/addbot smart");
            for (int i = 0; i < setup.size(); i++) {
                JsonNode reply = Wire.request(robo, Integer.toString(3 + i), setup.get(i));
                assertThat(reply.get("ev").asText()).as(setup.get(i)).isEqualTo("ok");
            }
            assertThat(Wire.request(watcher, "3", "/room hidalgo-1").get("ev").asText()).isEqualTo("ok");
            CompletableFuture<Integer> spectator = CompletableFuture.supplyAsync(() -> watch(watcher));
            // the first start player is drawn from the seed: with this one it is alice
            alice.send("/option seed 41").untilLine("[hidalgo-1] alice sets seed to 41.");
            alice.send("/start").untilLine("alice starts, drawn at random, and picks the first adventure.");

            JsonNode roboToPlay = opening(alice, robo);
            CompletableFuture<List<String>> person = CompletableFuture.supplyAsync(() -> playAsPerson(alice));
            CompletableFuture<JsonNode> bot = CompletableFuture.supplyAsync(() -> playAsBot(robo, roboToPlay));
            JsonNode end = bot.get(90, TimeUnit.SECONDS);
            List<String> personLines = person.get(90, TimeUnit.SECONDS);
            int reveals = spectator.get(90, TimeUnit.SECONDS);

            assertThat(end.get("players").toString()).isEqualTo("[\"alice\",\"robo\",\"~Sancho\"]");
            assertThat(end.get("scores")).hasSize(3);
            assertThat(end.get("winners")).isNotEmpty();
            assertThat(personLines).anyMatch(l -> l.startsWith(GAME_OVER))
                    .anyMatch(l -> l.matches("\\s+1\\.  \\S+\\s+\\d+  cards .*"))
                    .anyMatch(l -> l.startsWith("Your hand (*: a move of yours names it now; worth: "))
                    .anyMatch(l -> l.startsWith("Your decision: "));
            // 8 adventures (4 per chapter with 3 players), each revealed once, each seen by the spectator
            assertThat(reveals).isEqualTo(8);
            for (SocketClient c : List.of(watcher, robo, alice)) {
                // leave before the server stops, so no departure is still being told when it does
                assertThat(c.send("/quit").closedByServer()).isTrue();
            }
        }
    }

    /**
     * The first adventure, step by step, where each bad move is certain to be bad: robo moves while
     * only alice (the start player) may pick; alice sends an unknown adventure, then moves again after
     * her play while the game still waits for robo; robo plays a card it lacks and an item on its own.
     *
     * @return the state robo has still to answer (its first play)
     */
    private static JsonNode opening(SocketClient alice, SocketClient robo) throws Exception {
        String pickPrompt = last(alice.until(l -> l.startsWith(PROMPT), WAIT));
        JsonNode first = nextState(robo);
        assertThat(first.get("version").asInt()).isZero();
        assertThat(first.get("legal")).isEmpty();
        String pool = first.get("view").get("pool").get(0).get("id").asText();
        assertThat(Wire.request(robo, "20", "/play @0 pick " + pool).get("code").asText()).isEqualTo("NOT_YOUR_TURN");

        assertThat(reply(alice, "20", "/play pick A99"))
                .startsWith("#20 error ILLEGAL_MOVE: 'pick A99' is not possible");
        List<String> picked = alice.send("#21 /play " + firstLegal(pickPrompt)).until(l -> l.equals("#21 ok"), WAIT);
        String play = firstLegal(picked.stream().filter(l -> l.startsWith(PROMPT)).reduce((a, b) -> b).orElseThrow());
        assertThat(play).startsWith("play C");
        assertThat(reply(alice, "22", "/play " + play)).isEqualTo("#22 ok");
        assertThat(reply(alice, "23", "/play " + play)).startsWith("#23 error NOT_YOUR_TURN:");

        JsonNode mine = nextState(robo);
        while (mine.get("legal").isEmpty()) {
            mine = nextState(robo);
        }
        String v = "@" + mine.get("version").asInt() + " ";
        JsonNode unheld = Wire.request(robo, "21", "/play " + v + "play C999");
        assertThat(unheld.get("code").asText()).isEqualTo("ILLEGAL_MOVE");
        assertThat(unheld.get("message").asText()).contains("Send one line: play C");
        JsonNode alone = Wire.request(robo, "22", "/play " + v + "item tent");
        assertThat(alone.get("code").asText()).isEqualTo("ILLEGAL_MOVE");
        assertThat(alone.get("message").asText()).contains("not sent on a line of its own");
        return mine;
    }

    /** Sends a tagged command and returns the line that ends its reply ({@code ok} or {@code error}), text or JSON. */
    private static String reply(SocketClient c, String tag, String command) throws Exception {
        return last(c.send("#" + tag + " " + command).until(l -> isReply(l, tag), WAIT));
    }

    private static boolean isReply(String line, String tag) {
        return line.startsWith("#" + tag + " ok") || line.startsWith("#" + tag + " error")
                || (Wire.isEvent(line, "ok") || Wire.isEvent(line, "error"))
                        && line.contains("\"tag\":\"" + tag + "\"");
    }

    private static JsonNode nextState(SocketClient c) throws Exception {
        return Wire.json(last(c.until(l -> Wire.isEvent(l, "state"), WAIT)));
    }

    private static String firstLegal(String prompt) {
        return Wire.promptMoves(prompt).get(0);
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }

    /** Plays the first legal move of every text prompt, each tagged so an unexpected refusal fails the test. */
    private static List<String> playAsPerson(SocketClient c) {
        try {
            String prompt = null;
            for (int tag = 100; ; tag++) {
                if (prompt == null) {
                    String line = last(c.until(l -> l.startsWith(PROMPT) || l.startsWith(GAME_OVER), WAIT));
                    if (line.startsWith(GAME_OVER)) {
                        c.until(l -> l.startsWith("/start plays again"), WAIT);
                        return c.seen();
                    }
                    prompt = line;
                }
                String t = Integer.toString(tag);
                List<String> lines = c.send("#" + t + " /play " + firstLegal(prompt)).until(l -> isReply(l, t), WAIT);
                assertThat(last(lines)).as("reply to %s", firstLegal(prompt)).isEqualTo("#" + t + " ok");
                if (lines.stream().anyMatch(l -> l.startsWith(GAME_OVER))) {
                    return c.seen();
                }
                prompt = lines.stream().filter(l -> l.startsWith(PROMPT)).reduce((a, b) -> b).orElse(null);
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Plays a random legal move of each JSON state meant for it, echoing the version. A move can only
     * be STALE when a state that was already on its way is answered; anything else fails the test.
     */
    private static JsonNode playAsBot(SocketClient c, JsonNode first) {
        try {
            Random random = new Random(7);
            JsonNode state = first;
            for (int tag = 100; ; tag++) {
                if (state == null) {
                    state = Wire.json(last(c.until(l -> Wire.isEvent(l, "state") || Wire.isEvent(l, "end"), WAIT)));
                }
                if (state.get("ev").asText().equals("end")) {
                    return state;
                }
                checkOwnState(state);
                JsonNode legal = state.get("legal");
                if (legal.isEmpty()) {
                    state = null;
                    continue;
                }
                String t = Integer.toString(tag);
                String move = legal.get(random.nextInt(legal.size())).asText();
                List<String> lines = c.send("#" + t + " /play @" + state.get("version").asInt() + " " + move)
                        .until(l -> isReply(l, t), WAIT);
                assertThat(last(lines)).as("reply to %s", move).matches(".*\"ev\":\"ok\".*|.*\"code\":\"STALE\".*");
                state = latestStateOrEnd(lines);
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode latestStateOrEnd(List<String> lines) throws Exception {
        JsonNode found = null;
        for (String l : lines) {
            if (Wire.isEvent(l, "end")) {
                return Wire.json(l);
            }
            if (Wire.isEvent(l, "state")) {
                found = Wire.json(l);
            }
        }
        return found;
    }

    /** robo's state shows its own hand and objective and, until the end, nobody else's objective or pile. */
    private static void checkOwnState(JsonNode state) {
        JsonNode view = state.get("view");
        assertThat(view.get("viewer").asInt()).isEqualTo(1);
        if (view.get("phase").asText().equals("over")) {
            return;
        }
        assertThat(view.has("hand")).isTrue();
        assertThat(view.get("objective").get("id").asText()).matches("O\\d+");
        for (int s : new int[] {0, 2}) {
            assertThat(view.get("players").get(s).has("objective")).isFalse();
            assertThat(view.get("players").get(s).has("pile")).isFalse();
        }
    }

    /**
     * Reads every line a spectator gets until the end (the end reveals every pile and objective).
     * A card may be named only once a reveal has
     * shown it as played (so never while in a hand); no objective id appears; no state carries a
     * hand, an objective, own items or moves. Returns the number of reveals seen.
     */
    private static int watch(SocketClient c) {
        try {
            Set<String> revealed = new HashSet<>();
            int reveals = 0;
            while (true) {
                String line = last(c.until(l -> true, WAIT));
                JsonNode msg = Wire.json(line);
                String ev = msg.get("ev").asText();
                if (theEnd(msg)) {
                    if (!ev.equals("end")) {
                        c.until(l -> Wire.isEvent(l, "end"), WAIT);
                    }
                    return reveals;
                }
                if (ev.equals("game") && msg.get("type").asText().equals("reveal")) {
                    reveals++;
                    ids(CARD, line).forEach(revealed::add);
                }
                String shown = line.length() > 400 ? line.substring(0, 400) + "..." : line;
                assertThat(revealed).as("cards named in %s", shown).containsAll(ids(CARD, line));
                assertThat(ids(OBJECTIVE, line)).as("objectives named in %s", shown).isEmpty();
                if (ev.equals("game")) {
                    assertThat(msg.get("type").asText()).isNotIn("card_chosen", "card_taken", "cards_drawn",
                            "cards_discarded", "discard_marked");
                }
                if (ev.equals("state")) {
                    checkSpectatorState(msg);
                }
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The end reveals piles and objectives: the game's {@code game_over} event, its last state, or {@code end}. */
    private static boolean theEnd(JsonNode msg) {
        String ev = msg.get("ev").asText();
        return ev.equals("end") || ev.equals("game") && msg.get("type").asText().equals("game_over")
                || ev.equals("state") && msg.get("view").get("phase").asText().equals("over");
    }

    private static void checkSpectatorState(JsonNode state) {
        JsonNode view = state.get("view");
        assertThat(state.has("seat")).isFalse();
        assertThat(state.get("legal")).isEmpty();
        assertThat(view.get("viewer").asInt()).isEqualTo(-1);
        for (String secret : new String[] {"hand", "objective", "mine", "moves"}) {
            assertThat(view.has(secret)).as(secret).isFalse();
        }
        view.get("players").forEach(p -> assertThat(p.has("pile") || p.has("objective")).isFalse());
    }

    private static List<String> ids(Pattern pattern, String line) {
        Matcher m = pattern.matcher(line);
        List<String> out = new ArrayList<>();
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }
}
