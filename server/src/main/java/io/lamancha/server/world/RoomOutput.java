package io.lamancha.server.world;

import io.lamancha.protocol.WireFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.RejectedExecutionException;

/**
 * How a room's broadcasts reach its members. Members whose connections can share
 * ({@link Outbound#sharesLines()}) follow one {@link SharedLines} per event loop and wire format,
 * so a line is stored once per loop and format, whatever the number of members; the others (test
 * fakes) get a copy each. Room strand only: work on another loop's lines is handed to that loop,
 * where it runs in order with everything else the room sends there.
 */
final class RoomOutput {

    private final Strand roomStrand;
    private final List<Group> groups = new ArrayList<>(2);
    private final Map<Session, Group> following = new HashMap<>();
    private final Set<Session> copied = new LinkedHashSet<>();

    RoomOutput(Strand roomStrand) {
        this.roomStrand = roomStrand;
    }

    /** {@code session} receives the broadcasts from now on, in its current wire format. */
    void add(Session session) {
        Outbound out = session.outbound();
        if (!out.sharesLines()) {
            copied.add(session);
            return;
        }
        Strand home = out.strand();
        WireFormat format = session.format();
        Group g = groupOf(home, format);
        if (g == null) {
            g = new Group(home, format, out.openSharedLines());
            groups.add(g);
        }
        g.followers++;
        following.put(session, g);
        SharedLines lines = g.lines;
        onStrand(home, () -> out.follow(lines));
    }

    /** {@code session} receives no more broadcasts; those it was due still reach it. */
    void remove(Session session) {
        if (copied.remove(session)) {
            return;
        }
        Group g = following.remove(session);
        if (g == null) {
            return;
        }
        Outbound out = session.outbound();
        onStrand(g.strand, () -> out.unfollow(g.lines));
        if (--g.followers == 0) {
            groups.remove(g);
            onStrand(g.strand, g.lines::close);
        }
    }

    /** {@code session} changed its wire format: it follows the lines of its new format from now on. */
    void reformatted(Session session) {
        Group g = following.get(session);
        if (g != null && g.format != session.format()) {
            remove(session);
            add(session);
        }
    }

    /** Sends {@code b} to every member: stored once per loop and format, copied to the rest. */
    void send(Broadcast b) {
        for (Group g : groups) {
            b.useOn(g.strand, g.format, g.lines::append);
        }
        if (!copied.isEmpty()) {
            b.deliver(copied, roomStrand);
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

    /** The members on one event loop with one wire format, and the lines they follow. */
    private static final class Group {
        final Strand strand;
        final WireFormat format;
        final SharedLines lines;
        int followers;

        Group(Strand strand, WireFormat format, SharedLines lines) {
            this.strand = strand;
            this.format = format;
            this.lines = lines;
        }
    }
}
