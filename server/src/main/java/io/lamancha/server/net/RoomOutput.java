package io.lamancha.server.net;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.WireFormat;
import io.lamancha.server.world.LinkedOutbound;
import io.lamancha.server.world.RoomFeed;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.Strand;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
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
 * whatever the number of members; members run here for connections on another node get one copy
 * per node and format (see {@link LinkedOutbound}); any other outbound gets a copy each.
 * Room strand only: work on another loop's feed is handed to that loop, where it runs in order
 * with everything else the room sends there.
 */
public final class RoomOutput implements RoomFeed {

    private final Strand roomStrand;
    private final LineEncoder encoder;
    private final List<Group> groups = new ArrayList<>(2);
    private final Map<Session, Group> following = new HashMap<>();
    private final Set<Session> copied = new LinkedHashSet<>();
    private final Map<Session, Linked> linkedBy = new HashMap<>();
    private final List<Linked> linked = new ArrayList<>(1);

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
        if (session.outbound() instanceof LinkedOutbound l) {
            Linked g = linkedOf(l.link(), session.format());
            if (g == null) {
                g = new Linked(l.link(), session.format(), l.link().group());
                linked.add(g);
            }
            g.members.add(l);
            linkedBy.put(session, g);
            return;
        }
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
        Linked l = linkedBy.remove(session);
        if (l != null) {
            l.members.remove((LinkedOutbound) session.outbound());
            if (l.members.isEmpty()) {
                linked.remove(l);
                l.group.close();
            }
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
        Linked l = linkedBy.get(session);
        if (l != null && l.format != session.format()) {
            remove(session);
            add(session);
            return;
        }
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
            for (Linked l : linked) {
                l.group.writeAll(l.members, ByteBufUtil.getBytes(b.encoded(l.format)));
            }
        } finally {
            b.release();
        }
    }

    @Override
    public void broadcastEncoded(byte[] lines) {
        ByteBuf line = Unpooled.directBuffer(lines.length).writeBytes(lines);
        try {
            for (Group g : groups) {
                if (g.strand.inStrand()) {
                    g.feed.append(line);
                } else {
                    line.retain();
                    if (!g.strand.offer(() -> {
                        try {
                            g.feed.append(line);
                        } finally {
                            line.release();
                        }
                    })) {
                        line.release(); // that loop has shut down, and its connections with it
                    }
                }
            }
            for (Session s : copied) {
                s.sendEncoded(lines);
            }
            for (Linked l : linked) {
                l.group.writeAll(l.members, lines);
            }
        } finally {
            line.release();
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

    private Linked linkedOf(LinkedOutbound.Link link, WireFormat format) {
        for (Linked l : linked) {
            if (l.format == format && l.link == link) {
                return l;
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

    /** The members run here for connections on one other node, in one wire format: one copy per line. */
    private static final class Linked {
        final LinkedOutbound.Link link;
        final WireFormat format;
        final LinkedOutbound.Group group;
        final List<LinkedOutbound> members = new ArrayList<>();

        Linked(LinkedOutbound.Link link, WireFormat format, LinkedOutbound.Group group) {
            this.link = link;
            this.format = format;
            this.group = group;
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
