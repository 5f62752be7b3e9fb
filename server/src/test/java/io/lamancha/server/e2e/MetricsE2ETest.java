package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.OpsConfig;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.store.Persistence;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The admin listener over HTTP while people play: Prometheus counts that match what happened at
 * the table, and the probes' answers as the server runs, counts down a {@code /shutdown} and stops.
 */
class MetricsE2ETest {

    private static final String ROOM = "quixote-tricks-1";
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path data;
    private Persistence persistence;
    private LaManchaServer server;
    private int port;

    @BeforeEach
    void start() throws Exception {
        OperatorMetrics metrics = new OperatorMetrics();
        persistence = Persistence.openForTests(null, data, Set.of("root"), Clock.systemUTC(), metrics);
        // the admin's account, as the operator makes it (an admin name is never registered over the wire)
        persistence.storage().accounts().create("root", persistence.storage().hasher().hash("rocinante".toCharArray()));
        server = new LaManchaServer(ServerConfig.forTests(data).withLimits(LiveServer.generous()),
                OpsConfig.NONE.withMetrics(0),
                Games.registry(), persistence, metrics);
        port = server.start();
    }

    @AfterEach
    void stop() {
        server.close();
        persistence.close();
    }

    @Test
    void aScrapeDuringAndAfterAGameCountsWhatHappenedAtTheTable() throws Exception {
        try (SocketClient alice = text("alice"); SocketClient bob = json("bob")) {
            alice.send("/frobnicate").until(l -> l.startsWith("error UNKNOWN_COMMAND"));
            alice.send("/room " + ROOM).send("/join").untilLine("[" + ROOM + "] alice takes seat 1.");
            alice.send("/addbot random").send("/addbot random").send("/start");
            String prompt = last(alice.until(l -> l.startsWith(">> Your move, alice")));

            String during = scrape();
            assertThat(value(during, "lamancha_connections", "format=\"text\",transport=\"tcp\"")).isEqualTo(1);
            assertThat(value(during, "lamancha_connections", "format=\"json\",transport=\"tcp\"")).isEqualTo(1);
            assertThat(value(during, "lamancha_users_logged_in", null)).isEqualTo(2);
            assertThat(value(during, "lamancha_games_running", "game=\"quixote-tricks\"")).isEqualTo(1);
            assertThat(value(during, "lamancha_rooms", "state=\"playing\"")).isEqualTo(1);
            assertThat(value(during, "lamancha_logins_total", "outcome=\"ok\"")).isEqualTo(2);
            assertThat(value(during, "lamancha_errors_total", "code=\"UNKNOWN_COMMAND\"")).isEqualTo(1);

            int alicesMoves = 0;
            while (true) {
                alice.send("/play " + Wire.promptMoves(prompt).get(0));
                alicesMoves++;
                prompt = last(alice.until(l -> l.startsWith(">> Your move, alice") || Wire.isEnd(l)));
                if (Wire.isEnd(prompt)) {
                    break;
                }
            }
            long moves = alice.seen().stream().filter(l -> l.matches("\\S+ plays \\S+\\.")).count();
            bob.send("#3 /quit").until(l -> l.contains("\"ev\":\"bye\""));
            assertThat(bob.closedByServer()).isTrue();

            String after = awaitScrape(s -> value(s, "lamancha_disconnects_total",
                    "reason=\"server\",transport=\"tcp\"") == 1);
            assertThat(value(after, "lamancha_disconnects_total", "reason=\"server\",transport=\"tcp\"")).isEqualTo(1);
            assertThat(value(after, "lamancha_moves_total", "game=\"quixote-tricks\"")).isEqualTo(moves);
            assertThat(value(after, "lamancha_games_finished_total", "game=\"quixote-tricks\"")).isEqualTo(1);
            assertThat(value(after, "lamancha_games_running", "game=\"quixote-tricks\"")).isZero();
            assertThat(value(after, "lamancha_commands_seconds_count", "command=\"play\",outcome=\"ok\""))
                    .isEqualTo(alicesMoves);
            assertThat(value(after, "lamancha_group_commit_seconds_count", null)).isPositive();
            assertThat(value(after, "lamancha_group_commit_writes_sum", null)).isGreaterThanOrEqualTo(moves);
            assertThat(value(after, "lamancha_output_bytes_total", "transport=\"tcp\"")).isPositive();
            assertThat(value(after, "lamancha_fanout_round_seconds_count", null)).isPositive();
            assertThat(value(after, "lamancha_connections", "format=\"json\",transport=\"tcp\"")).isZero();
            assertThat(after).doesNotContain("alice").doesNotContain("bob").doesNotContain(ROOM);
            assertThat(value(after, "process_files_open_files", null)).isPositive();
            assertThat(value(after, "process_files_max_files", null)).isPositive();
            Monitoring.check(after);
        }
    }

    @Test
    void theLogHasALineForALoginARegistrationAGamesStartAndEndAndALogoutWithNamesAndNoSecrets() throws Exception {
        try (io.lamancha.server.testing.LogCapture log = io.lamancha.server.testing.LogCapture.under(
                "io.lamancha.server"); SocketClient alice = text("alice")) {
            alice.send("#1 /register rocinante99").untilLine("#1 ok");
            alice.send("/room " + ROOM).send("/join").untilLine("[" + ROOM + "] alice takes seat 1.");
            alice.send("/addbot random").send("/addbot random").send("/option rounds 1").send("/start");
            String prompt = last(alice.until(l -> l.startsWith(">> Your move, alice")));
            while (!prompt.startsWith("[" + ROOM + "] Game over: ")) {
                alice.send("/play " + Wire.promptMoves(prompt).get(0));
                prompt = last(alice.until(l -> l.startsWith(">> Your move, alice")
                        || l.startsWith("[" + ROOM + "] Game over: ")));
            }
            alice.send("/quit");
            assertThat(alice.closedByServer()).isTrue();
            awaitScrape(s -> log.lines.stream().anyMatch(l -> l.contains("alice logs out")));
            assertThat(log.lines).anyMatch(l -> l.contains("alice logs in (a guest)"))
                    .anyMatch(l -> l.contains("alice registers"))
                    .anyMatch(l -> l.matches(".*a (rated )?game of quixote-tricks starts in " + ROOM + ": alice, .*\\(bot\\).*"))
                    .anyMatch(l -> l.contains("the game of quixote-tricks in " + ROOM + " ends: alice"))
                    .anyMatch(l -> l.contains("alice logs out (quit)"))
                    .noneMatch(l -> l.contains("rocinante99"));
        }
    }

    @Test
    void readinessTurnsTo503WhileAShutdownCountsDownAndLivenessStays() throws Exception {
        assertThat(get("/healthz")).isEqualTo("200 up\n");
        assertThat(get("/readyz")).isEqualTo("200 ready\n");
        try (SocketClient root = text("root rocinante")) {
            root.send("#2 /shutdown 600").untilLine("#2 ok");
            assertThat(get("/readyz")).isEqualTo("503 not ready: stopping\n");
            assertThat(get("/healthz")).isEqualTo("200 up\n");
        }
    }

    @Test
    void anAdminsStatsShowTheSameFiguresInTextAndJsonAndOthersAreRefused() throws Exception {
        try (SocketClient root = text("root rocinante"); SocketClient alice = text("alice")) {
            alice.send("#1 /stats").until(l -> l.startsWith("#1 error FORBIDDEN"));
            List<String> lines = root.send("#2 /stats").until(l -> l.equals("#2 ok"));
            assertThat(lines).contains("#2   Connections: 2 (tcp 2; json 0, text 2); logged in: 2",
                    "#2   Rooms: finished 0, lobby 1, playing 0, waiting 8; seats held: 0",
                    "#2   Games running: none", "#2   Logins: failed 0, ok 2, throttled 0; disconnects: 0");
            assertThat(lines).allMatch(l -> l.length() <= 80);
            root.send("#3 /set format json").untilLine("{\"ev\":\"ok\",\"tag\":\"3\"}");
            String json = root.send("#4 /stats").until(l -> Wire.isEvent(l, "stats")).stream()
                    .filter(l -> Wire.isEvent(l, "stats")).findFirst().orElseThrow();
            var stats = Wire.json(json);
            assertThat(stats.get("connections").get("tcp").asInt()).isEqualTo(2);
            assertThat(stats.get("formats").get("json").asInt()).isEqualTo(1);
            assertThat(stats.get("loggedIn").asInt()).isEqualTo(2);
            assertThat(stats.get("logins").get("ok").asLong()).isEqualTo(2);
            assertThat(stats.get("errors").asLong()).isEqualTo(1);
            assertThat(json).doesNotContain("alice").doesNotContain("root");
        }
    }

    @Test
    void readinessTurnsTo503OnceTheServerStops() throws Exception {
        server.world().beginStop();
        assertThat(get("/readyz")).startsWith("503 ");
    }

    @Test
    void readinessIs503WhileTheNodeDrainsAndReadyAgainAfter() throws Exception {
        server.readiness().draining(true);
        assertThat(get("/readyz")).isEqualTo("503 not ready: draining\n");
        assertThat(get("/healthz")).isEqualTo("200 up\n");
        server.readiness().draining(false);
        assertThat(get("/readyz")).isEqualTo("200 ready\n");
    }

    @Test
    void otherPathsAreNotFoundAndTheMetricsArePrometheusText() throws Exception {
        assertThat(get("/")).startsWith("404 ");
        HttpResponse<String> metrics = HTTP.send(request("/metrics"), HttpResponse.BodyHandlers.ofString());
        assertThat(metrics.headers().firstValue("content-type")).hasValue("text/plain; version=0.0.4; charset=utf-8");
        assertThat(metrics.body()).contains("# TYPE lamancha_logins_total counter");
    }

    private SocketClient text(String name) throws Exception {
        return LiveServer.text(new SocketClient(port), name);
    }

    private SocketClient json(String name) throws Exception {
        return LiveServer.json(new SocketClient(port), name);
    }

    private HttpRequest request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.metricsPort() + path))
                .timeout(Duration.ofSeconds(10)).build();
    }

    /** The status and the body of a GET. */
    private String get(String path) throws Exception {
        HttpResponse<String> r = HTTP.send(request(path), HttpResponse.BodyHandlers.ofString());
        return r.statusCode() + " " + r.body();
    }

    private String scrape() throws Exception {
        HttpResponse<String> r = HTTP.send(request("/metrics"), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        return r.body();
    }

    /** Scrapes until {@code done} holds (a count that follows a connection's end on another thread). */
    private String awaitScrape(java.util.function.Predicate<String> done) throws Exception {
        long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        String s = scrape();
        while (!done.test(s) && System.nanoTime() < end) {
            Thread.sleep(20);
            s = scrape();
        }
        return s;
    }

    /** The value of the sample {@code name{labels}} (the labels as Prometheus sorts them), 0 if absent. */
    static double value(String scrape, String name, String labels) {
        String sample = labels == null ? Pattern.quote(name) : Pattern.quote(name + "{" + labels) + "[,}]";
        Matcher m = Pattern.compile("(?m)^" + sample + "[^ ]*\\s+(\\S+)$").matcher(scrape);
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }
}
