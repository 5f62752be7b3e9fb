package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.world.Quotas;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tournaments over real sockets: eight registered players, scripted as bots are, play a
 * three-round Swiss tournament of the trick game at four per table to its end, every table seated
 * and started by the server; the standings and their tie-breaks are checked against the games'
 * ends, and the seatings against every other seating of the round.
 */
class TourneyE2ETest {

    private static final List<String> EIGHT = List.of("ann", "bob", "cy", "dee", "eve", "fay", "gil", "hal");

    @TempDir
    Path data;
    LiveServer server;
    private final ExecutorService scripts = Executors.newCachedThreadPool();

    @AfterEach
    void stop() {
        scripts.shutdownNow();
        if (server != null) {
            server.close();
        }
    }

    /** A server where registered players may make one tournament each, and a dropped seat waits 30 s. */
    private void start(ServerConfig config) throws Exception {
        server = LiveServer.startStored(config.withLimits(LiveServer.generous())
                .withQuotas(Quotas.DEFAULT.withRegistrationsPerHour(1000).withTourneysPerPlayer(1))
                .withGrace(Duration.ofSeconds(30)));
    }

    private SocketClient registered(String name) throws Exception {
        SocketClient c = server.json(name);
        assertThat(Wire.request(c, "3", "/register rocinante").get("ev").asText()).isEqualTo("ok");
        return c;
    }

    /** {@code names} registered, the first making the tournament {@code name} with {@code settings}, all joined. */
    private List<SocketClient> entered(List<String> names, String name, String settings) throws Exception {
        List<SocketClient> players = new ArrayList<>();
        for (String n : names) {
            players.add(registered(n));
        }
        assertThat(Wire.request(players.get(0), "10", "/tourney create " + name + " " + settings).get("ev").asText())
                .isEqualTo("ok");
        for (SocketClient c : players) {
            assertThat(Wire.request(c, "11", "/tourney join " + name).get("ev").asText()).isEqualTo("ok");
        }
        return players;
    }

    private static JsonNode answer(SocketClient c, String tag, String command, String ev) throws Exception {
        c.send("#" + tag + " " + command);
        String marker = "\"tag\":\"" + tag + "\"";
        List<String> lines = c.until(l -> l.contains(marker) && (Wire.isEvent(l, ev) || Wire.isEvent(l, "error")));
        JsonNode got = Wire.json(lines.get(lines.size() - 1));
        assertThat(got.get("ev").asText()).as(got.toString()).isEqualTo(ev);
        return got;
    }

    @Test
    void eightPlayersPlayAThreeRoundSwissOfTheTrickGameToItsEndWithStandingsThatAddUp() throws Exception {
        start(ServerConfig.forTests(data));
        List<SocketClient> players = entered(EIGHT, "spring", "game=quixote-tricks rounds=3 seats=4 timer=30 break=0");
        SocketClient ann = players.get(0);
        List<Future<List<JsonNode>>> running = new ArrayList<>();
        try (SocketClient watcher = registered("wat")) {
            assertThat(Wire.request(watcher, "12", "/channel spring").get("ev").asText()).isEqualTo("ok");
            assertThat(Wire.request(ann, "13", "/tourney start spring").get("ev").asText()).isEqualTo("ok");
            for (int i = 0; i < players.size(); i++) {
                running.add(scripts.submit(new TourneyPlayer(players.get(i), "spring", i)));
            }
            watcher.until(l -> TourneyPlayer.over(l, "spring"), Duration.ofSeconds(90));
        }
        Map<String, JsonNode> ends = new LinkedHashMap<>();
        for (Future<List<JsonNode>> f : running) {
            for (JsonNode end : f.get(30, TimeUnit.SECONDS)) {
                ends.put(end.get("room").asText(), end);
            }
        }

        JsonNode shown = answer(ann, "20", "/tourney show spring", "tourney");
        assertThat(shown.get("status").asText()).isEqualTo("finished");
        JsonNode tables = shown.get("tables");
        assertThat(tables).hasSize(6);
        Map<String, Integer> points = new HashMap<>();
        List<List<String>> seatings = new ArrayList<>();
        for (JsonNode t : tables) {
            assertThat(t.get("state").asText()).isEqualTo("finished");
            assertThat(t.get("bots").asInt()).as("eight at tables of four: no bot").isZero();
            assertThat(t.get("players")).hasSize(4);
            JsonNode end = ends.get(t.get("room").asText());
            assertThat(end).as("the end of " + t.get("room")).isNotNull();
            assertThat(end.has("ratingChanges")).as("a table of registered players is rated").isTrue();
            Map<String, Integer> expected = halfPointsByPlace(end);
            List<String> seated = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                String who = t.get("players").get(i).asText();
                seated.add(who);
                int half = (int) Math.round(t.get("points").get(i).asDouble() * 2);
                assertThat(half).as(who + " at " + t.get("room")).isEqualTo(expected.get(who));
                points.merge(who, half, Integer::sum);
            }
            seatings.add(seated);
        }
        for (int round = 0; round < 3; round++) {
            Set<String> everyone = new HashSet<>(seatings.get(2 * round));
            everyone.addAll(seatings.get(2 * round + 1));
            assertThat(everyone).as("round %d seats everyone once", round + 1).hasSize(8);
            if (round > 0) {
                assertThat(repeats(seatings.subList(0, 2 * round), seatings.subList(2 * round, 2 * round + 2)))
                        .as("round %d keeps those who met apart as far as any seating can", round + 1)
                        .isEqualTo(fewestRepeats(seatings.subList(0, 2 * round)));
            }
        }
        checkStandings(shown.get("standings"), points, seatings);

        JsonNode history = answer(ann, "21", "/history ann", "history");
        assertThat(history.get("games")).hasSize(3);
        for (JsonNode g : history.get("games")) {
            assertThat(g.get("tourney").asText()).isEqualTo("spring");
        }
        JsonNode finger = answer(ann, "22", "/finger ann", "finger");
        JsonNode line = finger.get("tourneys").get(0);
        assertThat(line.get("name").asText()).isEqualTo("spring");
        assertThat(line.get("status").asText()).isEqualTo("finished");
        int annRank = 0;
        for (JsonNode s : shown.get("standings")) {
            if (s.get("name").asText().equals("ann")) {
                annRank = s.get("rank").asInt();
            }
        }
        assertThat(line.get("place").asInt()).isEqualTo(annRank);
        for (SocketClient c : players) {
            c.close();
        }
    }

    @Test
    void anArenaSeatsWhoeverFinishesAgainWithOthersWaitingUntilItsTimeIsUpAndRanksByPoints() throws Exception {
        // an arena minute lasts 4 s here: 3 minutes are 12 s, room for two tables or more even when
        // a game takes 4 s on a loaded machine (in 8 s one such run seated only two)
        start(ServerConfig.forTests(data).withTourneyMinute(Duration.ofSeconds(4)));
        List<SocketClient> players = entered(EIGHT.subList(0, 5), "blitz",
                "game=quixote-tricks format=arena minutes=3 seats=3 timer=30");
        SocketClient ann = players.get(0);
        List<Future<List<JsonNode>>> running = new ArrayList<>();
        List<String> news = new ArrayList<>();
        try (SocketClient watcher = registered("wat")) {
            assertThat(Wire.request(watcher, "12", "/channel blitz").get("ev").asText()).isEqualTo("ok");
            assertThat(Wire.request(ann, "13", "/tourney start blitz").get("ev").asText()).isEqualTo("ok");
            for (int i = 0; i < players.size(); i++) {
                running.add(scripts.submit(new TourneyPlayer(players.get(i), "blitz", i)));
            }
            for (String l : watcher.until(l -> TourneyPlayer.over(l, "blitz"), Duration.ofSeconds(60))) {
                if (Wire.isEvent(l, "channel") && l.contains("\"from\":\"tourney\"")) {
                    news.add(Wire.json(l).get("text").asText());
                }
            }
        }
        for (Future<List<JsonNode>> f : running) {
            f.get(30, TimeUnit.SECONDS);
        }
        // "the games still on count when they end", or "no game is still on" when the last table
        // ended just as the time ran out
        int timeUp = IntStream.range(0, news.size())
                .filter(i -> news.get(i).startsWith("Time is up: nobody is seated any more; ")).findFirst().orElse(-1);
        assertThat(timeUp).as("the arena says when its time is up: %s", news).isPositive();
        assertThat(news.subList(timeUp, news.size())).as("nobody is seated after it").noneMatch(l -> l.startsWith("Seated: "));
        List<String> seated = news.stream().filter(l -> l.startsWith("Seated: ")).toList();
        // at least one table seated after another ended, whatever the machine's speed
        assertThat(seated.size()).as("several tables in the time: %s", news).isGreaterThanOrEqualTo(2);
        for (int i = 0; i < timeUp; i++) {
            // a table that ended as the time ran out is followed by its standings and the time's up
            if (news.get(i).startsWith("Result: ") && i + 2 < timeUp) {
                assertThat(news.get(i + 1)).as("a live leaderboard after every table").startsWith("Standings: 1. ");
                assertThat(news.get(i + 2)).as("who finished sits down again at once with those waiting")
                        .startsWith("Seated: ");
                Set<String> finished = names(news.get(i));
                assertThat(names(news.get(i + 2))).containsAnyElementsOf(finished);
            }
        }

        JsonNode shown = answer(ann, "20", "/tourney show blitz", "tourney");
        assertThat(shown.get("status").asText()).isEqualTo("finished");
        Map<String, Integer> points = new HashMap<>();
        Map<String, Integer> games = new HashMap<>();
        for (JsonNode t : shown.get("tables")) {
            assertThat(t.get("state").asText()).isEqualTo("finished");
            assertThat(t.get("players")).hasSize(3);
            for (int i = 0; i < 3; i++) {
                String who = t.get("players").get(i).asText();
                points.merge(who, (int) Math.round(t.get("points").get(i).asDouble() * 2), Integer::sum);
                games.merge(who, 1, Integer::sum);
            }
        }
        JsonNode standings = shown.get("standings");
        assertThat(standings).hasSize(5);
        for (int i = 0; i < standings.size(); i++) {
            JsonNode s = standings.get(i);
            String who = s.get("name").asText();
            assertThat(Math.round(s.get("points").asDouble() * 2)).isEqualTo(points.getOrDefault(who, 0).longValue());
            assertThat(s.get("games").asInt()).isEqualTo(games.getOrDefault(who, 0));
            assertThat(s.has("opponents")).as("an arena breaks ties by games, not opponents").isFalse();
            if (i > 0) {
                JsonNode above = standings.get(i - 1);
                long[] a = {Math.round(above.get("points").asDouble() * 2), -above.get("games").asInt(),
                        above.get("rating").asInt()};
                long[] b = {Math.round(s.get("points").asDouble() * 2), -s.get("games").asInt(), s.get("rating").asInt()};
                assertThat(java.util.Arrays.compare(a, b)).isGreaterThanOrEqualTo(0);
            }
        }
        for (SocketClient c : players) {
            c.close();
        }
    }

    @Test
    void aRestartInTheMiddleOfARoundGoesOnWithTheTournament() throws Exception {
        ServerConfig config = ServerConfig.forTests(data);
        start(config);
        List<String> four = EIGHT.subList(0, 4);
        List<SocketClient> players = entered(four, "spring", "game=quixote-tricks rounds=2 seats=4 timer=30 break=0");
        SocketClient ann = players.get(0);
        assertThat(Wire.request(ann, "13", "/tourney start spring").get("ev").asText()).isEqualTo("ok");
        List<Future<List<JsonNode>>> firstMoves = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            firstMoves.add(scripts.submit(new TourneyPlayer(players.get(i), "spring", i, 10)));
        }
        for (Future<List<JsonNode>> f : firstMoves) {
            assertThat(f.get(30, TimeUnit.SECONDS)).as("round 1 is still on").isEmpty();
        }
        server.close();
        for (SocketClient c : players) {
            c.close();
        }

        start(config);
        players.clear();
        for (String n : four) {
            SocketClient c = new SocketClient(server.port());
            LiveServer.json(c, n + " rocinante");
            players.add(c);
        }
        List<Future<List<JsonNode>>> rest = new ArrayList<>();
        try (SocketClient watcher = registered("wat")) {
            JsonNode during = answer(watcher, "20", "/tourney show spring", "tourney");
            assertThat(during.get("status").asText()).isEqualTo("running");
            assertThat(during.get("round").asInt()).isEqualTo(1);
            assertThat(during.get("tables").get(0).get("state").asText()).isEqualTo("playing");
            assertThat(Wire.request(watcher, "12", "/channel spring").get("ev").asText()).isEqualTo("ok");
            for (int i = 0; i < players.size(); i++) {
                rest.add(scripts.submit(TourneyPlayer.back(players.get(i), "spring", 10 + i)));
            }
            watcher.until(l -> TourneyPlayer.over(l, "spring"), Duration.ofSeconds(60));
        }
        Set<String> ended = new HashSet<>();
        for (Future<List<JsonNode>> f : rest) {
            f.get(30, TimeUnit.SECONDS).forEach(end -> ended.add(end.get("room").asText()));
        }
        assertThat(ended).as("the restored game of round 1 ends, and round 2's").containsExactlyInAnyOrder(
                "spring-r1-1", "spring-r2-1");
        JsonNode shown = answer(players.get(0), "21", "/tourney show spring", "tourney");
        assertThat(shown.get("status").asText()).isEqualTo("finished");
        assertThat(shown.get("tables")).hasSize(2);
        int total = 0;
        for (JsonNode s : shown.get("standings")) {
            total += (int) Math.round(s.get("points").asDouble() * 2);
            assertThat(s.get("games").asInt()).isEqualTo(2);
        }
        assertThat(total).as("two tables of four give 6 points each").isEqualTo(24);
        JsonNode history = answer(players.get(0), "22", "/history ann", "history");
        assertThat(history.get("games")).hasSize(2);
        for (SocketClient c : players) {
            c.close();
        }
    }

    /** The names of a channel line about a table: {@code Result: blitz-a1: ann 2, bob 1, cy 0}. */
    private static Set<String> names(String line) {
        Set<String> out = new HashSet<>();
        for (String part : line.substring(line.indexOf(": ", line.indexOf(": ") + 2) + 2).split(", | and ")) {
            out.add(part.split(" ")[0]);
        }
        return out;
    }

    /** Points by place, worked out here: the first of four takes 3 ... the last 0, shared places share (in halves). */
    private static Map<String, Integer> halfPointsByPlace(JsonNode end) {
        JsonNode standings = end.get("standings");
        int n = standings.size();
        Map<String, Integer> out = new HashMap<>();
        for (JsonNode s : standings) {
            int rank = s.get("rank").asInt();
            int sharing = 0;
            int sum = 0;
            for (JsonNode o : standings) {
                if (o.get("rank").asInt() == rank) {
                    sum += n - (rank + sharing);
                    sharing++;
                }
            }
            out.put(s.get("name").asText(), 2 * sum / sharing);
        }
        return out;
    }

    /** Points, then opponents' points (each table's three others, at their final points), then rating; ties shared. */
    private static void checkStandings(JsonNode standings, Map<String, Integer> points, List<List<String>> seatings) {
        assertThat(standings).hasSize(8);
        Map<String, Integer> opponents = new HashMap<>();
        for (List<String> table : seatings) {
            for (String p : table) {
                for (String o : table) {
                    if (!o.equals(p)) {
                        opponents.merge(p, points.get(o), Integer::sum);
                    }
                }
            }
        }
        for (int i = 0; i < standings.size(); i++) {
            JsonNode s = standings.get(i);
            String who = s.get("name").asText();
            assertThat(Math.round(s.get("points").asDouble() * 2)).as(who).isEqualTo(points.get(who).longValue());
            assertThat(Math.round(s.get("opponents").asDouble() * 2)).as(who).isEqualTo(opponents.get(who).longValue());
            assertThat(s.get("games").asInt()).isEqualTo(3);
            if (i > 0) {
                JsonNode above = standings.get(i - 1);
                long[] a = {Math.round(above.get("points").asDouble() * 2), Math.round(above.get("opponents").asDouble() * 2),
                        above.get("rating").asInt()};
                long[] b = {Math.round(s.get("points").asDouble() * 2), Math.round(s.get("opponents").asDouble() * 2),
                        s.get("rating").asInt()};
                int compared = java.util.Arrays.compare(a, b);
                assertThat(compared).as("%s above %s", above.get("name"), who).isGreaterThanOrEqualTo(0);
                assertThat(s.get("rank").asInt()).isEqualTo(compared == 0 ? above.get("rank").asInt() : i + 1);
            }
        }
    }

    /** How often the players at {@code tables} sat together at {@code before}. */
    private static int repeats(List<List<String>> before, List<List<String>> tables) {
        int n = 0;
        for (List<String> t : tables) {
            for (int i = 0; i < t.size(); i++) {
                for (int j = i + 1; j < t.size(); j++) {
                    for (List<String> b : before) {
                        if (b.contains(t.get(i)) && b.contains(t.get(j))) {
                            n++;
                        }
                    }
                }
            }
        }
        return n;
    }

    /** The fewest repeats of any split of the eight into two tables of four. */
    private static int fewestRepeats(List<List<String>> before) {
        int best = Integer.MAX_VALUE;
        for (int mask = 0; mask < 256; mask++) {
            if (Integer.bitCount(mask) != 4 || (mask & 1) == 0) {
                continue;
            }
            List<String> one = new ArrayList<>();
            List<String> two = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                ((mask >> i & 1) == 1 ? one : two).add(EIGHT.get(i));
            }
            best = Math.min(best, repeats(before, List.of(one, two)));
        }
        return best;
    }
}
