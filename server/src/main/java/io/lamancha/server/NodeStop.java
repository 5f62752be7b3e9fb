package io.lamancha.server;

import io.lamancha.protocol.event.Bye;
import io.lamancha.server.cluster.ClusterPeers;
import io.lamancha.server.journal.LeasedJournal;
import io.lamancha.server.net.TransportEvent;
import io.lamancha.server.ops.Readiness;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.StoredGame;
import io.netty.channel.Channel;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.ChannelGroupFuture;
import java.util.ArrayList;
import java.util.List;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/** The steps of a server's stop that speak to others: a cluster node's drain, and the goodbyes. */
final class NodeStop {

    private static final Logger LOG = LogManager.getLogger(LaManchaServer.class);

    private NodeStop() {
    }

    /**
     * A cluster's node with a store hands its rooms to the other nodes before it stops: the load
     * balancer's probe says draining, no more moves are taken here, those on their way are
     * stored, the leases are released and the others told, and it waits (bounded) until they
     * hold the rooms of its running games. A room nobody takes is taken over later, as a dead
     * node's.
     */
    static void drain(ClusterPeers peers, Persistence persistence, LeasedJournal leased, Readiness readiness) {
        long start = System.nanoTime();
        readiness.draining(true);
        peers.holdMoves();
        try {
            if (!leased.awaitWritten(LaManchaServer.DRAIN_WRITES_WITHIN)) {
                LOG.warn("draining: moves still on their way to the store after {} ms are not acknowledged",
                        LaManchaServer.DRAIN_WRITES_WITHIN.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<String> rooms = new ArrayList<>();
        try {
            for (StoredGame g : persistence.storage().games().runningOn(peers.node())) {
                if (!rooms.contains(g.room())) {
                    rooms.add(g.room());
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("draining: the running games could not be read ({}); the leases go anyway", e.toString());
        }
        int taken = peers.drain(rooms, LaManchaServer.DRAIN_WITHIN);
        LOG.info("drained: {} of {} room(s) taken over by other nodes in {} ms", taken, rooms.size(),
                (System.nanoTime() - start) / 1_000_000);
    }

    /** What every player is told at the stop: whether their games or seat wait for them. */
    static String goodbyeReason(boolean drained, boolean keepsGames) {
        return drained ? Bye.STOPPING_REASON + "; log in again, your seat waits"
                : !keepsGames ? Bye.STOPPING_REASON
                : Bye.STOPPING_REASON + "; running games are saved and go on after the restart";
    }

    /**
     * Tells every connection goodbye with {@code reason} and waits (at most
     * {@link LaManchaServer#GOODBYE_WAIT}) until they have closed.
     */
    static void sayGoodbyeToAll(ChannelGroup connections, String reason) {
        TransportEvent.ServerStopping stopping = new TransportEvent.ServerStopping(reason);
        ChannelGroupFuture allClosed = connections.newCloseFuture();
        int told = 0;
        for (Channel connection : connections) {
            connection.pipeline().fireUserEventTriggered(stopping);
            told++;
        }
        LOG.info("stopping: {} connections told goodbye", told);
        if (!allClosed.awaitUninterruptibly(LaManchaServer.GOODBYE_WAIT.toMillis())) {
            LOG.info("stopping: {} connections did not take their goodbye within {} ms and are cut off",
                    connections.size(), LaManchaServer.GOODBYE_WAIT.toMillis());
        }
    }
}
