package io.lamancha.server;

import io.lamancha.server.cluster.ClusterPeers;
import io.lamancha.server.metrics.ConnectionCensus;
import io.lamancha.server.ops.ClusterGauges;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.ops.WorldGauges;
import io.lamancha.server.world.World;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.SingleThreadEventExecutor;
import java.util.ArrayList;
import java.util.List;

/** The gauges a running server registers: its world, its connections, its loops and its cluster. */
final class ServerGauges {

    private ServerGauges() {
    }

    /** @param peers the cluster, or {@code null} for a server of its own */
    static void register(OperatorMetrics metrics, World world, ConnectionCensus census, EventLoopGroup workers,
            List<String> transports, ClusterPeers peers) {
        WorldGauges.register(metrics, world, census, transports);
        metrics.gauge("lamancha.event.loop.pending.tasks", "Tasks waiting in the event loops",
                () -> pendingTasks(workers));
        if (peers != null) {
            ClusterGauges.register(metrics, peers);
        }
    }

    /** The transports a server listens on, as the metrics name them. */
    static List<String> transports(OpsConfig ops, ServerConfig config) {
        List<String> out = new ArrayList<>(List.of("tcp"));
        if (ops.tls()) {
            out.add("tls");
        }
        if (config.web().enabled()) {
            out.add("ws");
        }
        return out;
    }

    private static long pendingTasks(EventLoopGroup workers) {
        long pending = 0;
        for (EventExecutor loop : workers) {
            if (loop instanceof SingleThreadEventExecutor single) {
                pending += single.pendingTasks();
            }
        }
        return pending;
    }
}
