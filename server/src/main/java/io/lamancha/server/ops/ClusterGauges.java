package io.lamancha.server.ops;

import io.lamancha.server.cluster.ClusterMeter;
import io.lamancha.server.cluster.ClusterPeers;

/** The metrics of a cluster's node: its link to Redis, the nodes it sees, its leases, relays and bus. */
public final class ClusterGauges {

    private ClusterGauges() {
    }

    /** Registers the gauges and counters of {@code peers} in {@code metrics}, read at each scrape. */
    public static void register(OperatorMetrics metrics, ClusterPeers peers) {
        ClusterMeter meter = peers.meter();
        metrics.clusterCounters();
        metrics.gauge("lamancha.cluster.redis.up", "1 while this node's last lease renewal reached Redis in time, else 0",
                () -> peers.inTouch() ? 1 : 0);
        metrics.gauge("lamancha.cluster.peers", "Other nodes heard from lately", peers::peersSeen);
        metrics.gauge("lamancha.cluster.leases.held", "Room leases this node holds", peers::leasesHeld);
        metrics.gauge("lamancha.cluster.relayed.sessions", "Sessions relayed between nodes: out = connections here "
                + "run by another node, in = sessions run here for another node's connections",
                () -> peers.relayedSessions(true), "direction", "out");
        metrics.gauge("lamancha.cluster.relayed.sessions", "Sessions relayed between nodes: out = connections here "
                + "run by another node, in = sessions run here for another node's connections",
                () -> peers.relayedSessions(false), "direction", "in");
        metrics.counter("lamancha.cluster.bus.messages", "Messages on the cluster's bus", meter::messagesSent,
                "direction", "sent");
        metrics.counter("lamancha.cluster.bus.messages", "Messages on the cluster's bus", meter::messagesReceived,
                "direction", "received");
        metrics.counter("lamancha.cluster.bus.unreadable", "Messages on the cluster's bus that could not be read"
                + " (an unknown kind): dropped", meter::messagesUnreadable);
        metrics.counter("lamancha.cluster.bus.gaps", "Gaps found in the numbered lines from other nodes (lines lost)",
                meter::gaps);
        metrics.counter("lamancha.cluster.leases.lost", "Room leases found held by another node", meter::leasesLost);
    }
}
