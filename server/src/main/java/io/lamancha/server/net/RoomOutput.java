package io.lamancha.server.net;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.WireFormat;
import io.lamancha.server.world.RoomFeed;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.Strand;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.RejectedExecutionException;

/**
 * How a room's broadcasts reach its members over Netty. Members on channels follow one
 * {@link FanoutFeed} per event loop and wire format, so a line is stored once per loop and format,
 * whatever the number of members; the others (outbounds that are not channels) get a copy each.
 * Room strand only: work on another loop's feed is handed to that loop, where it runs in order
 * with everything else the room sends there.
 */
public final class RoomOutput implements RoomFeed {

    private final Strand roomStrand;
    private final LineEncoder encoder;
    private final List<Group> groups = new ArrayList<>(2);
    private final Map<Session, Group> following = new HashMap<>();
    private final Set<Session> copied = new LinkedHashSet<>();

    RoomOutput(Strand roomStrand, LineEncoder encoder) {
        this.roomStrand = roomStrand;
        this.encoder = encoder;
    }

    /** A room output for every room. */
    public static RoomFeed.Factory factory(LineEncoder encoder) {
        return strand -> new RoomOutput(strand, encoder);
    }

    @Override
    public void add(Session session) {
        if (!(session.outbound() instanceof ChannelOutbound out)) {
            copied.add(session);
            return;
        }
        Strand home = out.strand();
        WireFormat format = session.format();
        Group g = groupOf(home, format);
        if (g == null) {
            g = new Group(home, format, out.writer().openFeed());
            groups.add(g);
        }
        g.followers++;
        following.put(session, g);
        FanoutFeed feed = g.feed;
        onStrand(home, () -> out.writer().follow(feed));
    }

    @Override
    public void remove(Session session) {
        if (copied.remove(session)) {
            return;
        }
        Group g = following.remove(session);
        if (g == null) {
            return;
        }
        OutboundWriter writer = ((ChannelOutbound) session.outbound()).writer();
        onStrand(g.strand, () -> writer.unfollow(g.feed));
        if (--g.followers == 0) {
            groups.remove(g);
            onStrand(g.strand, g.feed::close);
        }
    }

    @Override
    public void reformatted(Session session) {
        Group g = following.get(session);
        if (g != null && g.format != session.format()) {
            remove(session);
            add(session);
        }
    }

    @Override
    public void broadcast(ServerEvent event) {
        Broadcast b = new Broadcast(event, encoder);
        try {
            for (Group g : groups) {
                b.useOn(g.strand, g.format, g.feed::append);
            }
            if (!copied.isEmpty()) {
                b.deliver(copied, roomStrand);
            }
        } finally {
            b.release();
        }
    }

    @Override
    public void deliver(Collection<Session> recipients, ServerEvent event) {
        Broadcast b = new Broadcast(event, encoder);
        try {
            b.deliver(recipients, roomStrand);
        } finally {
            b.release();
        }
    }

    private Group groupOf(Strand strand, WireFormat format) {
        for (Group g : groups) {
            if (g.format == format && g.strand.equals(strand)) {
                return g;
            }
        }
        return null;
    }

    private static void onStrand(Strand strand, Runnable task) {
        try {
            strand.run(task);
        } catch (RejectedExecutionException e) {
            // That loop has shut down and closed its connections: nothing is left to follow.
        }
    }

    /** The members on one event loop with one wire format, and the feed they follow. */
    private static final class Group {
        final Strand strand;
        final WireFormat format;
        final FanoutFeed feed;
        int followers;

        Group(Strand strand, WireFormat format, FanoutFeed feed) {
            this.strand = strand;
            this.format = format;
            this.feed = feed;
        }
    }
}
