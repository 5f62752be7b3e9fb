package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.ServerProcess;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two nodes of a cluster, each its own server process, on a real Redis and PostgreSQL: people
 * on different nodes see one lobby. They see each other in {@code /wwho} and {@code /whereis},
 * chat in the lobby and in a channel, whisper; a name is the cluster's, not a node's; a node that
 * dies is seen to be gone.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ClusterE2ETest {

    private static final Duration PRESENCE = Duration.ofSeconds(20);

    @TempDir
    Path dir;

    @Test
    void peopleOnTwoNodesChatInTheLobbyAndAChannelWhisperAndSeeEachOther() throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            List<ServerProcess> nodes = cluster.start("node-a", "node-b");
            ServerProcess a = nodes.get(0);
            ServerProcess b = nodes.get(1);
            try (SocketClient alice = ClusterNodes.login(a, "alice"); SocketClient bob = ClusterNodes.login(b, "bob")) {
                ClusterNodes.eventually(alice, "/wwho", l -> l.endsWith(" 2 users online:"), PRESENCE);
                ClusterNodes.eventually(bob, "/wwho", l -> l.contains("alice"), PRESENCE);
                ClusterNodes.eventually(alice, "/whereis bob", l -> l.contains("bob") && l.contains("lobby"), PRESENCE);
                ClusterNodes.eventually(bob, "/who", l -> l.contains("alice"), PRESENCE);

                alice.send("hola from node a");
                bob.untilLine("[lobby] <alice> hola from node a");
                bob.send("/me waves");
                alice.until(l -> l.contains("bob waves"));

                bob.send("/tell alice psst");
                alice.until(l -> l.contains("bob tells you: psst"));
                alice.send("/r back at you");
                bob.until(l -> l.contains("alice tells you: back at you"));

                alice.send("/channel spain");
                alice.until(l -> l.contains("#spain"));
                bob.send("/channel spain");
                alice.until(l -> l.contains("bob") && l.contains("#spain"));
                bob.send("/gtell spain buenas");
                alice.untilLine("[#spain] <bob> buenas");
                alice.send("/gtell spain hola bob");
                bob.untilLine("[#spain] <alice> hola bob");

                try (SocketClient second = new SocketClient(b.port())) {
                    second.untilLine("Type /help for all commands.");
                    second.send("/login alice");
                    second.until(l -> l.contains("alice is taken right now"));
                }
                assertThat(alice.send("#t1 /who").until("#t1 ok"::equals)).anyMatch(l -> l.contains("alice"));
            }
        }
    }

    @Test
    void aRegisteredLoginOnAnotherNodeTakesTheNameOverAndADeadNodesUsersAreGone() throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            List<ServerProcess> nodes = cluster.start("node-a", "node-b");
            ServerProcess a = nodes.get(0);
            ServerProcess b = nodes.get(1);
            try (SocketClient alice = ClusterNodes.login(a, "alice"); SocketClient bob = ClusterNodes.login(b, "bob")) {
                alice.send("/register secret-one");
                alice.until(l -> l.contains("registered"));
                ClusterNodes.eventually(bob, "/wwho", l -> l.contains("alice"), PRESENCE);
                try (SocketClient again = new SocketClient(b.port())) {
                    again.untilLine("Type /help for all commands.");
                    again.send("/login alice secret-one");
                    again.until(l -> l.startsWith("Say something"));
                    alice.until(l -> l.contains("you logged in from another connection"));
                    assertThat(alice.closedByServer()).as("alice's first connection is closed").isTrue();
                    again.send("/tell bob it is me, on node b now");
                    bob.until(l -> l.contains("alice tells you: it is me, on node b now"));
                }

                b.killNine();
                try (SocketClient carol = ClusterNodes.login(a, "carol")) {
                    ClusterNodes.eventually(carol, "/wwho", l -> l.endsWith(" 1 user online:"),
                            Duration.ofSeconds(30));
                    carol.send("#t2 /tell bob are you there");
                    carol.until(l -> l.startsWith("#t2") && l.contains("Nobody called bob is online"));
                }
            }
        }
    }

    /** Waits until {@code node} says (in its log) that it subscribed to the bus a second time. */
    private static void awaitOnTheBusAgain(ServerProcess node) throws Exception {
        long end = System.nanoTime() + PRESENCE.toNanos();
        while (node.output().lines().filter(l -> l.contains("is on the cluster's bus")).count() < 2) {
            if (System.nanoTime() > end) {
                throw new AssertionError("not on the bus again within " + PRESENCE + ":\n" + node.output());
            }
            Thread.sleep(100);
        }
    }

    @Test
    void afterRedisRestartsTheNodesSubscribeAgainAndPresenceIsRebuilt() throws Exception {
        try (RedisProcess redis = RedisProcess.start(dir.resolve("redis"));
                ClusterNodes cluster = ClusterNodes.on(dir, redis.url())) {
            List<ServerProcess> nodes = cluster.start("node-a", "node-b");
            ServerProcess a = nodes.get(0);
            ServerProcess b = nodes.get(1);
            try (SocketClient alice = ClusterNodes.login(a, "alice"); SocketClient bob = ClusterNodes.login(b, "bob")) {
                ClusterNodes.eventually(alice, "/wwho", l -> l.endsWith(" 2 users online:"), PRESENCE);
                alice.send("before the restart");
                bob.untilLine("[lobby] <alice> before the restart");

                redis.stop();
                // No beat gets through, but a node cut off from Redis itself takes nobody for gone
                // (RedisOutageE2ETest shows it over a longer outage); Redis comes back empty.
                redis.restart();
                for (ServerProcess node : nodes) {
                    awaitOnTheBusAgain(node);
                }
                ClusterNodes.eventually(alice, "/wwho", l -> l.endsWith(" 2 users online:"), PRESENCE);
                ClusterNodes.eventually(bob, "/whereis alice", l -> l.contains("alice") && l.contains("lobby"),
                        PRESENCE);
                ClusterNodes.saidUntilHeard(alice, "alice", "after the restart", bob, PRESENCE);
                // Redis came back empty: node a claims its users' names again on its own time
                awaitNameHeld(redis.url(), "alice", "node-a");
                try (SocketClient second = new SocketClient(b.port())) {
                    second.untilLine("Type /help for all commands.");
                    second.send("/login alice");
                    second.until(l -> l.contains("alice is taken right now"));
                }
            }
        }
    }

    /** Waits (bounded) until Redis's table of names says {@code node} holds {@code name}. */
    private static void awaitNameHeld(String redisUrl, String name, String node) throws InterruptedException {
        RedisClient client = RedisClient.create(redisUrl);
        try (StatefulRedisConnection<String, String> c = client.connect()) {
            long end = System.nanoTime() + PRESENCE.toNanos();
            while (!node.equals(c.sync().hget("lamancha:names", name))) {
                assertThat(System.nanoTime()).as("%s claimed again by %s within %s", name, node, PRESENCE)
                        .isLessThan(end);
                Thread.sleep(100);
            }
        } finally {
            client.shutdown();
        }
    }
}
