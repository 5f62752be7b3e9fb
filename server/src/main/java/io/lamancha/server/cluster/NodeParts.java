package io.lamancha.server.cluster;

import io.lamancha.server.world.ChannelBook;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;

/**
 * The parts of a node's view of the cluster ({@link ClusterPeers}), built together, and what they
 * do together when another node joins, comes back or dies, or this one rejoins or stops.
 */
final class NodeParts implements Membership.Changes {

    final ThisNode here;
    final RoomLeases leases;
    final Membership membership;
    final Requests requests;
    final Directory directory;
    final ClusterCommunity community;
    final ClusterRooms rooms;
    final Relays relays;
    final HandedSessions handed;
    private volatile Consumer<String> whenDead = n -> { };

    /**
     * @param bus the bus, metered here
     * @param timer what beats every {@link Membership#BEAT}, or {@code null} when the beats are
     *     called by hand (tests)
     * @param book the channel book every node shares
     * @param seekIds the cluster's counter of ads
     */
    NodeParts(String node, Bus bus, LongSupplier nanos, ScheduledExecutorService timer, ChannelBook book,
            LongFunction<CompletionStage<Long>> seekIds) {
        ClusterMeter meter = new ClusterMeter();
        this.here = new ThisNode(node, new MeteredBus(bus, meter), nanos, timer, meter);
        this.leases = new RoomLeases(node, bus, nanos, key -> ClusterRooms.lost(here, key));
        this.membership = new Membership(here, leases, this);
        this.requests = new Requests(here);
        this.directory = new Directory(here, membership, requests);
        this.community = new ClusterCommunity(here, membership, requests, book, seekIds);
        this.rooms = new ClusterRooms(here, leases, membership, directory);
        this.relays = new Relays(here, membership, directory, rooms);
        this.handed = new HandedSessions(here);
    }

    /** See {@link ClusterPeers#whenNodeDead}. */
    void whenDead(Consumer<String> then) {
        this.whenDead = then;
    }

    /** See {@link ClusterPeers#whenNodeDrained}. */
    void whenDrained(BiConsumer<String, List<String>> then) {
        relays.whenDrained(then);
    }

    /** The bus (re)subscribed: ask everyone who they hold, and say who is here. */
    void joined() {
        membership.joined();
        relays.rejoined();
    }

    @Override
    public void met(String other) {
        directory.announceAll(false);
        community.announce(false);
        membership.hello(other);
    }

    @Override
    public void hello() {
        directory.announceAll(false);
        community.announce(true);
    }

    @Override
    public void rejoined() {
        community.rejoined();
        membership.hello(null);
        directory.announceAll(true);
    }

    @Override
    public void dead(String other) {
        Map<String, String> roomOfUser = directory.nodeDead(other);
        here.bus().forgetNames(other, false);
        community.nodeDead(other);
        rooms.nodeDead(other);
        relays.nodeDead(other, roomOfUser::get);
        handed.nodeDead(other);
        whenDead.accept(other);
    }

    /** This node stops: nothing beats any more, and the names of its users are free. */
    void close() {
        if (here.timer() != null) {
            here.timer().shutdownNow();
        }
        handed.close();
        World w = here.world();
        if (w != null) {
            for (Session s : w.users()) {
                if (s.name() != null) {
                    here.bus().releaseName(Names.key(s.name()), here.name());
                }
            }
        }
        rooms.close();
        here.bus().close();
    }
}
