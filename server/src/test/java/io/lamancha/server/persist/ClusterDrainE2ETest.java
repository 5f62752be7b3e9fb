package io.lamancha.server.persist;

import static io.lamancha.server.persist.ClusterFailoverE2ETest.assertEveryAckIsStored;
import static io.lamancha.server.persist.ClusterFailoverE2ETest.finished;
import static io.lamancha.server.persist.ClusterFailoverE2ETest.gameWithRelayedPlayer;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.e2e.ClusterNodes;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.testing.ServerProcess;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rolling restart, on real Redis and PostgreSQL: alice on node A runs a game in a room of node
 * A, bob on node B plays in it through node B, and node A gets SIGTERM while the game waits for
 * bob. Node A hands the room over before it exits: node B takes it at once (no lease running
 * out), bob, whose connection is fine, is carried to his seat there without logging in again and
 * his next move is taken within 2 s of the SIGTERM, and his {@code /set updates changes} went with
 * him (he gets changes there, not whole states); alice is told to log in again and finds her
 * seat on node B; every move either was told was taken is in the finished game. Node A's
 * {@code /readyz}, asked without pause from before the SIGTERM, answers 503 draining while it
 * drains. Carol on node B, seated at a table of node A whose game has not started, is in node
 * B's lobby at once with a notice (the room closed with node A), her connection and login kept.
 * An admin's {@code /shutdown 0} on node A drains it the same way.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ClusterDrainE2ETest {

    /** The longest the game may stand still for a drained node (the bound). */
    private static final long GOES_ON_WITHIN_MILLIS = 2000;

    @TempDir
    Path dir;

    /** How node A is told to stop, given the admin logged in there. */
    private interface Stop {
        void stop(ServerProcess node, LineClient admin) throws Exception;
    }

    @Test
    void sigtermHandsTheRoomToAnotherNodeAndTheRelayedPlayerPlaysOnWithoutLoggingInAgain() throws Exception {
        drainedBy("SIGTERM", (node, admin) -> node.signal("TERM"));
    }

    @Test
    void anAdminsShutdownDrainsTheNodeToo() throws Exception {
        drainedBy("/shutdown 0", (node, admin) -> admin.send("/shutdown 0"));
    }

    private void drainedBy(String what, Stop stop) throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir).with("--admin", "root", "--metrics-port", "0")) {
            try (io.lamancha.server.store.Persistence p = io.lamancha.server.store.Persistence.openForTests(
                    cluster.database(), dir.resolve("operator"), java.util.Set.of(), java.time.Clock.systemUTC())) {
                p.storage().accounts().create("root", p.storage().hasher().hash("rocinante".toCharArray()));
            }
            List<ServerProcess> nodes = cluster.start("node-a", "node-b");
            ServerProcess a = nodes.get(0);
            ServerProcess b = nodes.get(1);
            LineClient root = LineClient.json(a.port(), "root rocinante");
            LineClient alice = LineClient.json(a.port(), "alice");
            LineClient bob = LineClient.json(b.port(), "bob");
            String aliceToken = alice.login().get("token").asText();

            String room = gameWithRelayedPlayer(alice, bob);
            // a table of node a whose game has not started, carol seated there from node b
            LineClient carol = LineClient.json(b.port(), "carol");
            String waiting = ClusterFailoverE2ETest.roomOf(root.command("/newroom quixote-tricks"));
            root.command("/join");
            assertThat(ClusterFailoverE2ETest.roomOf(carol.command("/room " + waiting))).isEqualTo(waiting);
            carol.command("/join");
            alice.player().playToTheEnd();
            bob.player().playUpTo(3);
            bob.player().awaitAcked(3);
            int lastBob = bob.player().acked().get(2).version();
            // the game waits for bob now: nothing is on its way when node a is told to stop
            bob.nextEvent("state", s -> s.get("version").asInt() > lastBob && seated(s) && !s.get("legal").isEmpty());

            bob.command("/set updates changes");

            ReadyzWatch readyz = ReadyzWatch.start(a);
            long term = System.nanoTime();
            stop.stop(a, root);
            bob.next(l -> l.contains("The node that ran your table is stopping; your game goes on"));
            int carried = bob.all().size();
            bob.next(l -> l.startsWith("{\"ev\":\"state\""));
            long seated = System.nanoTime() - term;
            bob.player().playUpTo(4);
            bob.player().awaitAcked(4);
            long played = System.nanoTime() - term;
            // his move's ok comes after what the move changed
            assertThat(bob.all().subList(carried, bob.all().size())).as("bob's /set updates changes went along")
                    .anyMatch(l -> l.startsWith("{\"ev\":\"change\""));
            String draining = readyz.awaitDraining();
            assertThat(draining).as("node a's /readyz while it drains").startsWith("503 not ready: ")
                    .contains("draining");
            assertThat(a.awaitExit()).as("node a stops cleanly").isZero();
            String drained = a.output().lines().filter(l -> l.contains("drained:")).findFirst().orElse("");
            System.out.printf("drain (%s): /readyz %s; bob back at his seat on node b %d ms after it, his"
                    + " next move taken after %d ms; node a: %s%n", what, draining.strip(), seated / 1_000_000,
                    played / 1_000_000, drained);
            assertThat(played / 1_000_000).as("the game goes on on node b within 2 s of " + what)
                    .isLessThan(GOES_ON_WITHIN_MILLIS);
            assertThat(drained).contains("drained: 1 of 1 room(s) taken over");
            assertThat(b.output()).contains("took over the room " + room + " of draining node node-a");
            assertThat(bob.all()).as("bob kept his connection").noneMatch(l -> l.contains("\"ev\":\"bye\""));
            assertThat(bob.all().stream().filter(l -> l.startsWith("{\"ev\":\"login\""))).as("bob logged in once")
                    .hasSize(1);
            // the table that had not started closed with node a: carol is in node b's lobby at once
            carol.next(l -> l.contains("The room " + waiting + " closed with its node; you are back in the lobby."));
            carol.nextEvent("room", r -> r.get("room").asText().equals("lobby"));
            assertThat(carol.command("/who")).as("carol is served on node b").isNotEmpty();
            assertThat(carol.all()).as("carol kept her connection").noneMatch(l -> l.contains("\"ev\":\"bye\""));
            carol.close();

            assertThat(alice.awaitEnd()).isTrue();
            assertThat(alice.all()).anyMatch(l -> l.contains("\"ev\":\"bye\"") && l.contains("log in again"));
            LineClient alice2 = LineClient.json(b.port(), "alice " + aliceToken);
            assertThat(alice2.login().get("room").asText()).as("alice's seat waits on node b").isEqualTo(room);
            alice2.player().playToTheEnd();
            bob.player().playToTheEnd();
            alice2.nextEvent("end", e -> true);
            bob.nextEvent("end", e -> true);

            StoredGame game = finished(cluster.database(), dir);
            assertThat(game.room()).isEqualTo(room);
            assertEveryAckIsStored(game, "alice", alice.player().acked(), alice2.player().acked());
            assertEveryAckIsStored(game, "bob", bob.player().acked());
            alice2.close();
            bob.close();
        }
    }

    /**
     * Asks a node's {@code /readyz} again and again, without pause, from before it is told to stop
     * until it answers draining or its admin port closes (bounded): the drain itself lasts only
     * some 100 ms, and draining stays named until the port closes.
     */
    private static final class ReadyzWatch {

        private static final Pattern METRICS = Pattern.compile("metrics on http://127\\.0\\.0\\.1:(\\d+)/");
        private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

        private final CompletableFuture<String> draining = new CompletableFuture<>();

        static ReadyzWatch start(ServerProcess node) throws IOException, InterruptedException {
            Matcher m = METRICS.matcher(node.output());
            assertThat(m.find()).as("the node's metrics port is in its log").isTrue();
            URI uri = URI.create("http://127.0.0.1:" + m.group(1) + "/readyz");
            ReadyzWatch watch = new ReadyzWatch();
            assertThat(watch.ask(uri)).as("ready before the stop").isEqualTo("200 ready\n");
            Thread poller = new Thread(() -> watch.poll(uri), "readyz-watch");
            poller.setDaemon(true);
            poller.start();
            return watch;
        }

        private void poll(URI uri) {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            List<String> seen = new ArrayList<>();
            while (System.nanoTime() - end < 0) {
                String answer;
                try {
                    answer = ask(uri);
                } catch (IOException | InterruptedException closed) {
                    draining.complete("the admin port closed; answers seen: " + seen);
                    return;
                }
                if (answer.contains("draining")) {
                    draining.complete(answer);
                    return;
                }
                if (!seen.contains(answer)) {
                    seen.add(answer);
                }
            }
            draining.complete("no draining answer in 30 s; answers seen: " + seen);
        }

        private String ask(URI uri) throws IOException, InterruptedException {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            return r.statusCode() + " " + r.body();
        }

        /** The first answer that named draining, or what was seen instead; waits at most 40 s. */
        String awaitDraining() throws Exception {
            return draining.get(40, TimeUnit.SECONDS);
        }
    }

    private static boolean seated(JsonNode state) {
        return !state.path("seat").isNull() && !state.path("seat").isMissingNode();
    }
}
