package io.lamancha.server.persist;

import static io.lamancha.server.persist.ClusterFailoverE2ETest.assertEveryAckIsStored;
import static io.lamancha.server.persist.ClusterFailoverE2ETest.finished;
import static io.lamancha.server.persist.ClusterFailoverE2ETest.roomOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.e2e.ClusterNodes;
import io.lamancha.server.e2e.RedisProcess;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.testing.ServerProcess;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Redis stopped for 15 s in the middle of a game on two nodes (a Redis of the test's own, killed:
 * it comes back empty). Alice on node A and bob on node B (relayed to A) stay connected and keep
 * their seats; carol, who dropped before the outage, logs in to node B afterwards and finds her
 * seat from PostgreSQL (Redis forgot it); nobody takes node A's room, which A proves again as
 * soon as Redis is back; the game ends with every acknowledged move stored.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RedisOutageE2ETest {

    /**
     * Longer than a lease lives in Redis (6 s) and than a node's silence before it counts as gone
     * (5 s), one after the other: every lease and every node's mark runs out while Redis is down.
     */
    private static final long OUTAGE_MILLIS = 15_000;

    @TempDir
    Path dir;

    @Test
    void afterRedisWasDownMidGameEveryPlayerHasTheirSeatAndNoRoomIsTakenFromALiveNode() throws Exception {
        try (RedisProcess redis = RedisProcess.start(dir.resolve("redis"));
                ClusterNodes cluster = ClusterNodes.on(dir, redis.url())) {
            List<ServerProcess> nodes = cluster.start("node-a", "node-b");
            ServerProcess a = nodes.get(0);
            ServerProcess b = nodes.get(1);
            LineClient alice = LineClient.json(a.port(), "alice");
            LineClient bob = LineClient.json(b.port(), "bob");
            LineClient carol = LineClient.json(a.port(), "carol");
            String carolToken = carol.login().get("token").asText();
            String room = roomOf(alice.command("/newroom quixote-tricks"));
            alice.command("/join");
            assertThat(roomOf(bob.command("/room " + room))).isEqualTo(room);
            bob.command("/join");
            carol.command("/room " + room);
            carol.command("/join");
            alice.command("/start");
            for (LineClient c : List.of(alice, bob, carol)) {
                c.player().playUpTo(2);
            }
            for (LineClient c : List.of(alice, bob, carol)) {
                c.player().awaitAcked(2);
            }
            carol.close(); // her seat waits for her token on node A, in Redis and in PostgreSQL

            redis.stop();
            Thread.sleep(OUTAGE_MILLIS); // the fault itself: Redis is down this long
            redis.restart();
            long back = System.nanoTime();

            LineClient carol2 = loginWhenTheClusterAnswers(b, "carol " + carolToken);
            long seated = System.nanoTime() - back;
            assertThat(carol2.login().get("room").asText()).as("carol's seat, found in PostgreSQL").isEqualTo(room);
            for (LineClient c : List.of(alice, bob, carol2)) {
                c.player().playToTheEnd();
            }
            for (LineClient c : List.of(alice, bob, carol2)) {
                c.nextEvent("end", e -> true);
            }
            System.out.printf("Redis down %d s: carol seated %d ms after it came back; alice and bob kept"
                    + " their connections%n", OUTAGE_MILLIS / 1000, seated / 1_000_000);
            assertThat(alice.all()).as("alice was never sent away").noneMatch(l -> l.contains("\"ev\":\"bye\""));
            assertThat(bob.all()).as("bob was never sent away").noneMatch(l -> l.contains("\"ev\":\"bye\""));
            for (ServerProcess node : nodes) {
                assertThat(node.output()).as("no room taken from a live node").doesNotContain("took over the room")
                        .doesNotContain("is held by another node now").doesNotContain("has not been heard from");
            }
            StoredGame game = finished(cluster.database(), dir);
            assertThat(game.room()).isEqualTo(room);
            assertEveryAckIsStored(game, "alice", alice.player().acked());
            assertEveryAckIsStored(game, "bob", bob.player().acked());
            for (LineClient c : List.of(alice, bob, carol2)) {
                c.close();
            }
        }
    }

    /** Logs in as soon as the node's link to Redis is back (until then the cluster does not answer). */
    private static LineClient loginWhenTheClusterAnswers(ServerProcess node, String login) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (true) {
            LineClient c = LineClient.jsonOrNull(node.port(), login);
            if (c != null) {
                return c;
            }
            assertThat(System.nanoTime()).as("a login within 20 s of Redis's return").isLessThan(end);
            Thread.sleep(200);
        }
    }
}
