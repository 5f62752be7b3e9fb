package io.lamancha.server.cluster;

import io.lamancha.server.world.RoomFeed;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.SessionInput;
import io.lamancha.server.world.World;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.LongSupplier;

/**
 * What every part of a node's view of the cluster shares: the node's name, its bus (metered),
 * the clock silences are measured on, the timer that beats and waits, and, once it started, the
 * world it serves, where sessions handed to it come in and how another node's room lines reach
 * the connections here.
 */
final class ThisNode {

    private final String name;
    private final Bus bus;
    private final LongSupplier nanos;
    private final ScheduledExecutorService timer;
    private final ClusterMeter meter;
    private volatile World world;
    private volatile SessionInput input;
    private volatile RoomFeed.Factory feeds;
    /** This node drains: it takes no more moves, its leases go to other nodes. */
    private volatile boolean draining;

    /** @param timer what beats and waits, or {@code null} when the beats are called by hand (tests) */
    ThisNode(String name, Bus bus, LongSupplier nanos, ScheduledExecutorService timer, ClusterMeter meter) {
        this.name = name;
        this.bus = bus;
        this.nanos = nanos;
        this.timer = timer;
        this.meter = meter;
    }

    /** From now on this node serves {@code world}; see {@link ClusterPeers#start}. */
    void serve(World world, SessionInput input, RoomFeed.Factory feeds) {
        this.world = world;
        this.input = input;
        this.feeds = feeds;
    }

    String name() {
        return name;
    }

    /** Whether {@code node} is this one. */
    boolean is(String node) {
        return name.equals(node);
    }

    Bus bus() {
        return bus;
    }

    long nanos() {
        return nanos.getAsLong();
    }

    /** {@code null} when the beats are called by hand (tests): nothing is waited for then. */
    ScheduledExecutorService timer() {
        return timer;
    }

    ClusterMeter meter() {
        return meter;
    }

    /** {@code null} until started. */
    World world() {
        return world;
    }

    SessionInput input() {
        return input;
    }

    RoomFeed.Factory feeds() {
        return feeds;
    }

    boolean draining() {
        return draining;
    }

    /** This node takes no more moves at its tables (it holds no room now). */
    void drain() {
        draining = true;
    }

    /** Closes {@code session} here because its name logged in elsewhere; then {@code after}. */
    void replaced(Session session, Runnable after) {
        session.runOnOwner(() -> {
            world.replaced(session);
            after.run();
        });
    }
}
