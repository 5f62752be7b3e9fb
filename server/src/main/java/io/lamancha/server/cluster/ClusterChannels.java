package io.lamancha.server.cluster;

import io.lamancha.protocol.event.Invite;
import io.lamancha.server.world.ChannelBook;
import io.lamancha.server.world.World;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The chat channels' part of a node of the cluster: the one channel book every node asks (in
 * Redis), the invitations that cross to the invitee's node, and keeping the book true when a node
 * dies (its members go) or the bus comes back (this node's members are put back, in case Redis
 * restarted empty). The lines of a channel still cross as {@link BusMessage.ChannelSaid}.
 */
final class ClusterChannels {

    private static final Logger LOG = LogManager.getLogger(ClusterChannels.class);

    private final String node;
    private final Bus bus;
    private final ChannelBook book;

    ClusterChannels(String node, Bus bus, ChannelBook book) {
        this.node = node;
        this.bus = bus;
        this.book = book;
    }

    ChannelBook book() {
        return book;
    }

    /** {@code from} invited {@code who} to {@code channel} here: every other node hears it. */
    void invited(String channel, String from, String who) {
        bus.publish(new BusMessage.ChannelInvited(node, channel, from, who));
    }

    /** An invitation made on another node: this node's copy follows, and the invitee here is told. */
    void heard(World world, BusMessage.ChannelInvited m) {
        world.channels().invitedElsewhere(m.channel(), m.who());
        world.user(m.who()).filter(to -> !to.social().ignores(m.from()))
                .ifPresent(to -> to.send(Invite.toChannel(m.from(), m.channel())));
    }

    /** {@code dead} is taken for dead: its members are no channel's any more. */
    void nodeDead(String dead) {
        book.forgetNode(dead).exceptionally(failure -> {
            LOG.warn("the channel book could not forget node {}'s members: {}", dead, failure.toString());
            return null;
        });
    }

    /**
     * A node (re)joined, and may have taken this one for dead meanwhile (forgetting its members):
     * this node's members are put back where they are missing.
     */
    void reaffirm(World world) {
        if (world != null) {
            world.channels().rebook();
        }
    }

    /**
     * This node is on the bus again (or for the first time): the members the book has for it
     * from before (a killed run, or a gap) go, and those here now are put back, with the channels
     * as this node knows them when Redis lost them.
     */
    void rejoined(World world) {
        book.forgetNode(node).whenComplete((x, failure) -> {
            if (world != null) {
                world.channels().rebook();
            }
        });
    }
}
