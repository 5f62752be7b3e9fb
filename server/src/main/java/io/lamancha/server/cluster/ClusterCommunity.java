package io.lamancha.server.cluster;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.ChannelJoined;
import io.lamancha.protocol.event.ChannelLeft;
import io.lamancha.protocol.event.ChannelLine;
import io.lamancha.protocol.event.ChannelMode;
import io.lamancha.server.world.ChannelBook;
import io.lamancha.server.world.Sanction;
import io.lamancha.server.world.Seeks;
import java.time.Instant;
import java.util.concurrent.CompletionStage;
import java.util.function.LongFunction;

/**
 * The community across the nodes: channel lines and invitations ({@link ClusterChannels}), ads
 * ({@link ClusterSeeks}) and sanctions cross to every node, so that each user sees one server.
 */
final class ClusterCommunity {

    private final ThisNode here;
    private final Membership membership;
    private final Requests requests;
    private final ClusterChannels channels;
    private final ClusterSeeks seeks;

    /** @param book the channel book every node shares; @param seekIds the cluster's counter of ads */
    ClusterCommunity(ThisNode here, Membership membership, Requests requests, ChannelBook book,
            LongFunction<CompletionStage<Long>> seekIds) {
        this.here = here;
        this.membership = membership;
        this.requests = requests;
        this.channels = new ClusterChannels(here.name(), here.bus(), book);
        this.seeks = new ClusterSeeks(here.name(), here.bus(), seekIds);
    }

    void channel(String channel, String from, ServerEvent event) {
        Bus bus = here.bus();
        String node = here.name();
        if (event instanceof ChannelLine l) {
            membership.said(from, bus.publish(new BusMessage.ChannelSaid(node, channel, from, "line", l.text())));
        } else if (event instanceof ChannelJoined) {
            bus.publish(new BusMessage.ChannelSaid(node, channel, from, "joined", null));
        } else if (event instanceof ChannelLeft l) {
            bus.publish(new BusMessage.ChannelSaid(node, channel, from, "left", l.reason()));
        } else if (event instanceof ChannelMode m) {
            bus.publish(new BusMessage.ChannelSaid(node, channel, from, "mode", m.mode()));
        }
    }

    ChannelBook channelBook() {
        return channels.book();
    }

    void channelInvite(String channel, String from, String who) {
        channels.invited(channel, from, who);
    }

    CompletionStage<Integer> seekId() {
        return seeks.nextId(here.world());
    }

    void seekPosted(Seeks.Ad ad) {
        seeks.posted(ad);
    }

    void seekEnded(Seeks.Ad ad, String reason) {
        seeks.ended(ad, reason);
    }

    CompletionStage<String> acceptSeek(Seeks.Ad ad, String who) {
        return requests.ask(ad.node(), id -> new BusMessage.SeekAccept(here.name(), id, ad.id(), who))
                .thenApply(ClusterSeeks::room);
    }

    void moderated(Sanction s, boolean lifted) {
        here.bus().publish(new BusMessage.Moderated(here.name(), s.kind().name(), s.scope(), s.name(), s.address(),
                s.until() == null ? 0 : s.until().toEpochMilli(), s.reason(), s.by(), s.at().toEpochMilli(), lifted));
    }

    /** Takes in what another node's community did; false when {@code m} is of something else. */
    boolean heard(BusMessage m) {
        if (m instanceof BusMessage.ChannelSaid c) {
            channelLine(c);
        } else if (m instanceof BusMessage.ChannelInvited i) {
            channels.heard(here.world(), i);
        } else if (m instanceof BusMessage.SeekPosted p) {
            seeks.heard(here.world(), p);
        } else if (m instanceof BusMessage.SeekEnded e) {
            seeks.heard(here.world(), e);
        } else if (m instanceof BusMessage.SeekAccept a) {
            seeks.acceptAsked(here.input(), a);
        } else if (m instanceof BusMessage.Moderated mod) {
            here.world().moderated(sanctionOf(mod), mod.lifted());
        } else {
            return false;
        }
        return true;
    }

    /** Another node said hello, or this one is back: its ads and channel members are said again. */
    void announce(boolean channelsToo) {
        seeks.announce(here.world());
        if (channelsToo) {
            channels.reaffirm(here.world());
        }
    }

    /** This node is back on the bus: the book's members of it are put right. */
    void rejoined() {
        channels.rejoined(here.world());
    }

    /** {@code dead} is taken for dead: its channel members and ads go. */
    void nodeDead(String dead) {
        channels.nodeDead(dead);
        seeks.nodeDead(here.world(), dead);
    }

    private void channelLine(BusMessage.ChannelSaid c) {
        ServerEvent e = switch (c.kind()) {
            case "line" -> new ChannelLine(c.channel(), c.from(), c.text());
            case "joined" -> new ChannelJoined(c.channel(), c.from());
            case "left" -> new ChannelLeft(c.channel(), c.from(), c.text());
            case "mode" -> new ChannelMode(c.channel(), c.text(), c.from());
            default -> null;
        };
        if (e != null) {
            here.world().channels().heard(c.channel(), c.from(), e);
        }
    }

    private static Sanction sanctionOf(BusMessage.Moderated m) {
        return new Sanction(Sanction.Kind.valueOf(m.kind()), m.scope(), m.name(), m.address(),
                m.until() == 0 ? null : Instant.ofEpochMilli(m.until()), m.reason(), m.by(),
                Instant.ofEpochMilli(m.at()));
    }
}
