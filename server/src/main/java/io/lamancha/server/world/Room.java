package io.lamancha.server.world;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.Entered;
import io.lamancha.protocol.event.Left;
import io.lamancha.protocol.event.Member;
import io.lamancha.protocol.event.RoomInfo;
import io.lamancha.protocol.event.RoomSummary;
import io.lamancha.server.table.Table;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A place where people are: the lobby, or a game room with one table. Everything here runs on the
 * room's own strand; other threads read only {@link #summary()}.
 */
public final class Room {

    private final String name;
    private final Strand strand;
    private final World world;
    private final Table table;
    private final boolean permanent;
    private final Set<Session> members = new LinkedHashSet<>();
    private final RoomOutput output;
    private volatile RoomSummary summary;

    Room(String name, Strand strand, World world, GameDefinition game, boolean permanent) {
        this.name = name;
        this.strand = strand;
        this.world = world;
        this.permanent = permanent;
        this.output = new RoomOutput(strand);
        this.table = game == null ? null : new Table(this, game, world.services());
        refresh();
    }

    public String name() {
        return name;
    }

    public Strand strand() {
        return strand;
    }

    public World world() {
        return world;
    }

    /** The table, or {@code null} in the lobby. */
    public Table table() {
        return table;
    }

    public boolean isLobby() {
        return table == null;
    }

    /** Rooms made at start stay; rooms made by {@code /newroom} go when empty and idle. */
    public boolean permanent() {
        return permanent;
    }

    /** The members, in arrival order (strand only). */
    public Collection<Session> members() {
        return Collections.unmodifiableSet(members);
    }

    /** A snapshot for {@code /rooms}, readable from any thread. */
    public RoomSummary summary() {
        return summary;
    }

    /** Takes a session in (strand only): tells the others, and tells the newcomer where they are. */
    public void admit(Session session, String tag) {
        broadcast(new Entered(name, session.name()));
        // A returning player's seat is theirs again before the room is described to them, so the
        // description shows them seated; the others hear they are back.
        boolean back = table != null && table.takeSeatBack(session);
        members.add(session);
        output.add(session);
        session.send(info(session), tag);
        if (table != null) {
            table.arrived(session, back);
        }
        refresh();
    }

    /** Lets a session go (strand only); {@code reason} is told to those who stay. */
    public void release(Session session, String reason) {
        if (!members.remove(session)) {
            return;
        }
        output.remove(session);
        if (table != null) {
            table.departed(session);
        }
        broadcast(new Left(name, session.name(), reason));
        refresh();
        if (!permanent && members.isEmpty() && (table == null || table.idle())) {
            world.dropRoom(this);
        }
    }

    /** Sends one event to every member, encoded once per wire format and stored once per event loop. */
    public void broadcast(ServerEvent event) {
        if (members.isEmpty()) {
            return;
        }
        Broadcast b = new Broadcast(event, world.encoder());
        try {
            output.send(b);
        } finally {
            b.release();
        }
    }

    /** A member changed its wire format (strand only): broadcasts reach it in the new one. */
    void reformatted(Session session) {
        output.reformatted(session);
    }

    /** What a newcomer is told. */
    /** The room as {@code viewer} is told it on arrival (with its own seat, if it has one). */
    public RoomInfo info(Session viewer) {
        if (table == null) {
            return new RoomInfo(name, null, null, "lobby", 0, 0, List.of(), memberList(), null);
        }
        GameDefinition g = table.definition();
        return new RoomInfo(name, g.id(), g.title(), table.stateName(), g.minSeats(), g.maxSeats(),
                table.seatInfos(), memberList(), table.seatOf(viewer));
    }

    /** Members and seated bots, for {@code /who}. */
    public List<Member> memberList() {
        List<Member> out = new ArrayList<>();
        for (Session s : members) {
            Integer seat = table == null ? null : table.seatOf(s);
            out.add(new Member(s.name(), seat, null, false));
        }
        if (table != null) {
            out.addAll(table.absentMembers());
        }
        return out;
    }

    /** Recomputes the snapshot read by other threads (strand only). */
    public void refresh() {
        List<String> names = new ArrayList<>();
        for (Session s : members) {
            names.add(s.name());
        }
        if (table == null) {
            summary = new RoomSummary(name, null, "lobby", 0, 0, 0, names);
        } else {
            GameDefinition g = table.definition();
            summary = new RoomSummary(name, g.id(), table.stateName(), table.seatCount(), g.minSeats(),
                    g.maxSeats(), names);
        }
    }

    @Override
    public String toString() {
        return "Room[" + name + "]";
    }
}
