package io.lamancha.server.cluster;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.world.ChannelBook;
import io.lamancha.server.world.CopyingFeed;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Two nodes of a cluster on a bus in memory, each the whole command layer over fake connections,
 * beaten by hand on a clock the test moves; the tests of what crosses between nodes share it.
 */
final class TwoNodes implements AutoCloseable {

    /** What the nodes share in Redis: the channel book and the counter of ads. */
    record Shared(ChannelBook book, AtomicLong seekIds) {
    }

    final InMemoryBus bus = new InMemoryBus();
    final ClusterPeers peersOfA;
    final ClusterPeers peersOfB;
    final TestServer a;
    final TestServer b;

    /** Nodes {@code node-a} and {@code node-b}, each with a server of coins games only. */
    TwoNodes(LongSupplier nanos, Shared shared) {
        this("node-a", "node-b", nanos, shared, TwoNodes::server, TwoNodes::server);
    }

    /**
     * Nodes {@code first} and {@code second}, sharing {@code shared} ({@code null}: each has its
     * own), their servers made by {@code serverOfA} and {@code serverOfB}; both started.
     */
    TwoNodes(String first, String second, LongSupplier nanos, Shared shared,
            Function<ClusterPeers, TestServer> serverOfA, Function<ClusterPeers, TestServer> serverOfB) {
        peersOfA = peers(first, nanos, shared);
        peersOfB = peers(second, nanos, shared);
        a = serverOfA.apply(peersOfA);
        b = serverOfB.apply(peersOfB);
        peersOfA.start(a.world(), a.frontdoor(), CopyingFeed.factory(new LineEncoder()));
        peersOfB.start(b.world(), b.frontdoor(), CopyingFeed.factory(new LineEncoder()));
    }

    private ClusterPeers peers(String node, LongSupplier nanos, Shared shared) {
        return shared == null ? new ClusterPeers(node, bus.forNode(node), nanos, null)
                : new ClusterPeers(node, bus.forNode(node), nanos, null, shared.book(),
                        ClusterPeers.counter(shared.seekIds()));
    }

    /** A node's server of coins games only. */
    static TestServer server(ClusterPeers peers) {
        return new TestServer(List.of(new CoinGame()), peers);
    }

    /** Lets both nodes run what the other sent them. */
    void settle() {
        for (int i = 0; i < 5; i++) {
            a.strand().runAll();
            b.strand().runAll();
        }
    }

    /** {@code c} types {@code line}; both nodes run it; what {@code c} got since. */
    List<String> typed(TestServer.Client c, String line) {
        c.type(line);
        settle();
        return c.take();
    }

    @Override
    public void close() {
        peersOfA.close();
        peersOfB.close();
    }
}
