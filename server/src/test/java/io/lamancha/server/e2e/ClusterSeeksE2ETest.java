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
 * An ad for a game is the cluster's (two server processes, a real Redis and PostgreSQL): posted
 * on one node it shows in every lobby, is accepted on another node (the author's node makes the
 * table, and the acceptor's session goes there), and ends everywhere when it is taken or its
 * author leaves.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ClusterSeeksE2ETest {

    @TempDir
    Path dir;

    @Test
    void anAdPostedOnOneNodeIsListedAndAcceptedOnAnotherAndBothLandAtTheTable() throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            List<ServerProcess> nodes = cluster.start("node-a", "node-b");
            try (SocketClient alice = ClusterNodes.login(nodes.get(0), "alice");
                    SocketClient bob = ClusterNodes.login(nodes.get(1), "bob");
                    SocketClient carol = ClusterNodes.login(nodes.get(1), "carol")) {
                ClusterNodes.eventually(bob, "/wwho", l -> l.contains("alice"), Duration.ofSeconds(20));
                alice.send("#a1 /seek doncarlo 2");
                alice.until("#a1 ok"::equals);
                String ad = bob.until(l -> l.contains("alice seeks doncarlo for 2 players")).get(0);
                assertThat(ad).as("the ad's line").contains("*** #");
                int id = Integer.parseInt(ad.replaceAll("^.*#(\\d+) alice.*$", "$1"));
                carol.until(l -> l.contains("#" + id + " alice seeks doncarlo"));
                bob.send("#b1 /sought");
                assertThat(bob.until("#b1 ok"::equals)).anyMatch(l -> l.contains("#" + id + " alice seeks doncarlo"));

                bob.send("#b2 /accept " + id);
                bob.until("#b2 ok"::equals);
                bob.until(l -> l.contains("Don Carlo begins") || l.contains("begins."));
                alice.until(l -> l.contains("begins."));
                carol.until(l -> l.contains("Ad #" + id + " of alice is over (accepted)"));
                carol.send("#c1 /sought");
                assertThat(carol.until("#c1 ok"::equals)).noneMatch(l -> l.contains("alice seeks"));

                try (SocketClient dan = ClusterNodes.login(nodes.get(0), "dan")) {
                    dan.send("#d1 /seek doncarlo 2");
                    dan.until("#d1 ok"::equals);
                    carol.until(l -> l.contains("dan seeks doncarlo"));
                }
                carol.until(l -> l.contains("of dan is over (gone)"));
            }
        }
    }

    /**
     * An acceptor whose session already runs on another node than their connection (carol, on
     * node C, in a room of node B) accepts an ad of node A's: her session goes on to node A and
     * she lands seated at the ad's table, the game begun, as a local acceptor would.
     */
    @Test
    void anAcceptorRelayedFromAThirdNodeLandsSeatedAtTheAdsTable() throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            List<ServerProcess> nodes = new java.util.ArrayList<>(cluster.start("node-a"));
            nodes.addAll(cluster.start("node-b", "node-c"));
            try (SocketClient alice = ClusterNodes.login(nodes.get(0), "alice");
                    SocketClient dan = ClusterNodes.login(nodes.get(1), "dan");
                    SocketClient carol = ClusterNodes.login(nodes.get(2), "carol")) {
                for (String other : List.of("alice", "dan")) {
                    ClusterNodes.eventually(carol, "/wwho", l -> l.contains(other), Duration.ofSeconds(20));
                }
                dan.send("#d1 /newroom hidalgo");
                String room = dan.until("#d1 ok"::equals).stream().filter(l -> l.contains("hidalgo-"))
                        .map(l -> l.replaceAll("^.*(hidalgo-\\d+).*$", "$1")).findFirst().orElseThrow();
                ClusterNodes.eventually(carol, "/room " + room, l -> l.startsWith("#e") && l.endsWith(" ok"),
                        Duration.ofSeconds(20));

                alice.send("#a1 /seek doncarlo 2");
                alice.until("#a1 ok"::equals);
                // carol is in a room, not the lobby: she finds the ad with /sought
                String ad = ClusterNodes.eventually(carol, "/sought", l -> l.contains("alice seeks doncarlo"),
                        Duration.ofSeconds(20)).stream().filter(l -> l.contains("alice seeks doncarlo")).findFirst()
                        .orElseThrow();
                int id = Integer.parseInt(ad.replaceAll("^.*#(\\d+) alice.*$", "$1"));
                carol.send("#c1 /accept " + id);
                carol.until("#c1 ok"::equals);
                carol.until(l -> l.contains("begins."));
                alice.until(l -> l.contains("begins."));
                carol.send("#c2 /who");
                assertThat(carol.until(l -> l.startsWith("#c2 ok") || l.startsWith("#c2 error")))
                        .as("carol is at alice's table").anyMatch(l -> l.contains("alice"));
            }
        }
    }
}
