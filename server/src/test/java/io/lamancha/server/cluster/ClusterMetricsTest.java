package io.lamancha.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.server.e2e.Programs;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.journal.LeasedJournal;
import io.lamancha.server.ops.ClusterGauges;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.ServerProcess;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.world.CopyingFeed;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A node's metrics answer an operator's questions about the cluster: is Redis there, which nodes
 * are seen, how many leases and relayed sessions, how many bus messages and lost lines; and
 * promtool takes them.
 */
class ClusterMetricsTest {

    private final InMemoryBus bus = new InMemoryBus();
    private final AtomicLong nanos = new AtomicLong();
    private final ClusterPeers peersOfA = new ClusterPeers("node-a", bus.forNode("node-a"), nanos::get, null);
    private final ClusterPeers peersOfB = new ClusterPeers("node-b", bus.forNode("node-b"), nanos::get, null);
    private final TestServer a = new TestServer(List.of(new CoinGame()), peersOfA,
            new LeasedJournal(Journal.NONE, peersOfA::owns, peersOfA::whenInTouch), java.time.Duration.ofMinutes(5));
    private final TestServer b = new TestServer(List.of(new CoinGame()), peersOfB);

    {
        peersOfA.start(a.world(), a.frontdoor(), CopyingFeed.factory(new LineEncoder()));
        peersOfB.start(b.world(), b.frontdoor(), CopyingFeed.factory(new LineEncoder()));
    }

    @AfterEach
    void close() {
        peersOfA.close();
        peersOfB.close();
    }

    private void settle() {
        for (int i = 0; i < 5; i++) {
            a.strand().runAll();
            b.strand().runAll();
        }
    }

    @Test
    void aNodeShowsItsLinkPeersLeasesRelaysAndBus() throws Exception {
        OperatorMetrics metricsOfA = new OperatorMetrics();
        OperatorMetrics metricsOfB = new OperatorMetrics();
        ClusterGauges.register(metricsOfA, peersOfA);
        ClusterGauges.register(metricsOfB, peersOfB);
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        peersOfA.beat();
        peersOfB.beat();
        settle();
        alice.type("/room coins-1");
        settle();
        bob.type("/room coins-1");
        settle();

        String ofA = metricsOfA.scrape();
        String ofB = metricsOfB.scrape();
        assertThat(ofA).contains("lamancha_cluster_redis_up 1.0").contains("lamancha_cluster_peers 1.0")
                .contains("lamancha_cluster_relayed_sessions{direction=\"in\"} 1.0")
                .contains("lamancha_cluster_takeovers_total 0.0").contains("lamancha_store_fenced_writes_total 0.0")
                .containsPattern("lamancha_cluster_leases_held [1-9]")
                .containsPattern("lamancha_cluster_bus_messages_total\\{direction=\"received\"} [1-9]");
        assertThat(ofB).contains("lamancha_cluster_relayed_sessions{direction=\"out\"} 1.0")
                .contains("lamancha_cluster_bus_gaps_total 0.0").contains("lamancha_cluster_leases_lost_total 0.0")
                .containsPattern("lamancha_cluster_bus_messages_total\\{direction=\"sent\"} [1-9]");
        assertThat(ofA).doesNotContain("alice").doesNotContain("bob");

        Programs.require("promtool", "checks the metrics as Prometheus reads them (apt-get install prometheus)");
        ServerProcess.Ended check = Programs.run(ofA, "promtool", "check", "metrics");
        assertThat(check.code()).as(check.output()).isZero();
    }
}
