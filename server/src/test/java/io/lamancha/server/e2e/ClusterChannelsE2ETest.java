package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.ServerProcess;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A chat channel is one channel on every node of a cluster (three server processes, a real Redis
 * and PostgreSQL): its owner, mode, invitations and members are the Redis channel book's, so a
 * closed channel refuses a join from any node, only its owner changes it from anywhere, an
 * invitation reaches the invitee's node, and {@code /chwho} lists the members of every node.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ClusterChannelsE2ETest {

    @TempDir
    Path dir;

    @Test
    void aChannelIsOneOnThreeNodesClosedToTheUninvitedEverywhereAndListedWhole() throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            List<ServerProcess> nodes = cluster.start("node-a", "node-b", "node-c");
            try (SocketClient alice = ClusterNodes.login(nodes.get(0), "alice");
                    SocketClient bob = ClusterNodes.login(nodes.get(1), "bob");
                    SocketClient carol = ClusterNodes.login(nodes.get(2), "carol");
                    SocketClient dan = ClusterNodes.login(nodes.get(1), "dan")) {
                alice.send("#a1 /channel club");
                alice.until("#a1 ok"::equals);
                bob.send("#b1 /channel club");
                assertThat(bob.until("#b1 ok"::equals)).anyMatch(l -> l.contains("owner alice, 2 online"));
                carol.send("#c1 /channel club");
                carol.until("#c1 ok"::equals);

                alice.send("/gtell club hola from a");
                bob.untilLine("[#club] <alice> hola from a");
                carol.untilLine("[#club] <alice> hola from a");
                carol.send("/gtell club hola from c");
                alice.untilLine("[#club] <carol> hola from c");
                bob.untilLine("[#club] <carol> hola from c");

                bob.send("#b2 /chwho club");
                assertThat(bob.until("#b2 ok"::equals)).contains("#b2 #club (open, owner alice), 3 online: alice bob carol");

                bob.send("#b3 /chmode club closed");
                assertThat(bob.until(l -> l.startsWith("#b3 error"))).last().asString()
                        .contains("Only the owner of #club, alice, may do that.");
                alice.send("#a2 /chmode club closed");
                alice.until("#a2 ok"::equals);
                carol.until(l -> l.contains("alice sets the mode to closed"));
                dan.send("#d1 /channel club");
                assertThat(dan.until(l -> l.startsWith("#d1 error"))).last().asString()
                        .contains("#club is closed: only those its owner alice invited join.");

                alice.send("#a3 /chinvite club dan");
                alice.until("#a3 ok"::equals);
                dan.until(l -> l.contains("alice invites you to the channel #club"));
                dan.send("#d2 /channel club");
                dan.until("#d2 ok"::equals);
                alice.untilLine("[#club] dan joins.");
                carol.send("#c2 /chwho club");
                assertThat(carol.until("#c2 ok"::equals))
                        .contains("#c2 #club (closed, owner alice), 4 online: alice bob carol dan");
            }
        }
    }

    @Test
    void aRedisThatRestartsEmptyGetsTheChannelsBackFromTheNodesClosedAsTheyWere() throws Exception {
        try (RedisProcess redis = RedisProcess.start(dir.resolve("redis"));
                ClusterNodes cluster = ClusterNodes.on(dir, redis.url())) {
            List<ServerProcess> nodes = cluster.start("node-a", "node-b");
            try (SocketClient alice = ClusterNodes.login(nodes.get(0), "alice");
                    SocketClient bob = ClusterNodes.login(nodes.get(1), "bob");
                    SocketClient dan = ClusterNodes.login(nodes.get(1), "dan")) {
                alice.send("#a1 /channel club");
                alice.until("#a1 ok"::equals);
                bob.send("#b1 /channel club");
                bob.until("#b1 ok"::equals);
                alice.send("#a2 /chmode club closed");
                alice.until("#a2 ok"::equals);
                bob.until(l -> l.contains("alice sets the mode to closed"));

                redis.stop();
                redis.restart();
                // the members in the order the nodes put them back
                ClusterNodes.eventually(bob, "/chwho club", l -> l.contains("#club (closed, owner alice), 2 online: ")
                        && l.contains(" alice") && l.contains(" bob"), Duration.ofSeconds(30));
                dan.send("#d1 /channel club");
                assertThat(dan.until(l -> l.startsWith("#d1 error"))).last().asString()
                        .contains("#club is closed: only those its owner alice invited join.");
            }
        }
    }
}
