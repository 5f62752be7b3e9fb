package io.lamancha.server.persist;

import static io.lamancha.server.persist.ClusterFailoverE2ETest.assertEveryAckIsStored;
import static io.lamancha.server.persist.ClusterFailoverE2ETest.finished;
import static io.lamancha.server.persist.ClusterFailoverE2ETest.gameWithRelayedPlayer;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.e2e.ClusterNodes;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.testing.ServerProcess;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rolling restart, on real Redis and PostgreSQL: alice on node A runs a game in a room of node
 * A, bob on node B plays in it through node B, and node A gets SIGTERM while the game waits for
 * bob. Node A hands the room over before it exits: node B takes it at once (no lease running
 * out), bob, whose connection is fine, is carried to his seat there without logging in again and
 * his next move is taken within 2 s of the SIGTERM; alice is told to log in again and finds her
 * seat on node B; every move either was told was taken is in the finished game. An admin's
 * {@code /shutdown 0} on node A drains it the same way.
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
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir).with("--admin", "root")) {
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
            alice.player().playToTheEnd();
            bob.player().playUpTo(3);
            bob.player().awaitAcked(3);
            int lastBob = bob.player().acked().get(2).version();
            // the game waits for bob now: nothing is on its way when node a is told to stop
            bob.nextEvent("state", s -> s.get("version").asInt() > lastBob && seated(s) && !s.get("legal").isEmpty());

            long term = System.nanoTime();
            stop.stop(a, root);
            bob.next(l -> l.contains("The node that ran your table is stopping; your game goes on"));
            bob.next(l -> l.startsWith("{\"ev\":\"state\""));
            long seated = System.nanoTime() - term;
            bob.player().playUpTo(4);
            bob.player().awaitAcked(4);
            long played = System.nanoTime() - term;
            assertThat(a.awaitExit()).as("node a stops cleanly").isZero();
            String drained = a.output().lines().filter(l -> l.contains("drained:")).findFirst().orElse("");
            System.out.printf("drain (%s): bob back at his seat on node b %d ms after it, his next move taken"
                    + " after %d ms; node a: %s%n", what, seated / 1_000_000, played / 1_000_000, drained);
            assertThat(played / 1_000_000).as("the game goes on on node b within 2 s of " + what)
                    .isLessThan(GOES_ON_WITHIN_MILLIS);
            assertThat(drained).contains("drained: 1 of 1 room(s) taken over");
            assertThat(b.output()).contains("took over the room " + room + " of draining node node-a");
            assertThat(bob.all()).as("bob kept his connection").noneMatch(l -> l.contains("\"ev\":\"bye\""));
            assertThat(bob.all().stream().filter(l -> l.startsWith("{\"ev\":\"login\""))).as("bob logged in once")
                    .hasSize(1);

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

    private static boolean seated(JsonNode state) {
        return !state.path("seat").isNull() && !state.path("seat").isMissingNode();
    }
}
