package io.lamancha.server.world;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.Member;
import io.lamancha.protocol.event.RoomInfo;
import io.lamancha.protocol.event.RoomSummary;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A place where people are: the lobby, or a game room with its activity (a table). Everything
 * here runs on the room's own strand; other threads read only {@link #summary()}.
 */
public final class Room {

    private final String name;
    private final Strand strand;
    private final World world;
    private final RoomActivity activity;
    private final boolean permanent;
    private final Set<Session> members = new LinkedHashSet<>();
    private final Ignorers ignorers = new Ignorers(members);
    private final RoomFeed feed;
    private final Turnstile turnstile;
    private volatile RoomSummary summary;
    /** Its game was parked and it left the world: a session on its way here goes where the game is now. */
    private volatile boolean parked;

    Room(String name, Strand strand, World world, RoomFeed feed, GameDefinition game,
            RoomActivity.Factory activities, boolean permanent) {
        this.name = name;
        this.strand = strand;
        this.world = world;
        this.permanent = permanent;
        this.feed = feed;
        this.turnstile = new Turnstile(name, strand, members::size, this::broadcast);
        this.activity = game == null ? null : activities.open(this, game);
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

    /** What goes on here (the table of a game room), or {@code null} in the lobby. */
    public RoomActivity activity() {
        return activity;
    }

    public boolean isLobby() {
        return activity == null;
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
        turnstile.entered(session.name());
        // A returning player's seat is theirs again before the room is described to them, so the
        // description shows them seated; the others hear they are back.
        boolean back = activity != null && activity.takeSeatBack(session);
        members.add(session);
        ignorers.joined(session);
        feed.add(session);
        session.send(info(session), tag);
        if (activity != null) {
            activity.arrived(session, back);
        }
        refresh();
    }

    /** {@code who}, connected to another node, came in: the members are told as of anyone (strand only). */
    public void cameIn(String who) {
        turnstile.entered(who);
    }

    /** {@code who}, connected to another node, went out for {@code reason} (strand only). */
    public void wentOut(String who, String reason) {
        turnstile.left(who, reason);
    }

    /** Lets a session go (strand only); {@code reason} is told to those who stay. */
    public void release(Session session, String reason) {
        if (!members.remove(session)) {
            return;
        }
        ignorers.left(session);
        feed.remove(session);
        if (activity != null) {
            activity.departed(session);
        }
        turnstile.left(session.name(), reason);
        refresh();
        if (members.isEmpty()) {
            if (activity == null || activity.idle()) {
                vacated();
            } else {
                activity.unattended();
            }
        }
    }

    /** Whether its game was parked and it left the world ({@link World#park}). */
    public boolean parked() {
        return parked;
    }

    void markParked() {
        parked = true;
    }

    /**
     * The activity has nothing going on any more (its game ended): a room that nobody is in is
     * made fresh, or goes away if {@code /newroom} made it, as when its last member left (strand only).
     */
    public void settled() {
        if (members.isEmpty()) {
            vacated();
        }
    }

    /** Nobody is here and nothing goes on: the next group finds the room as new, or it goes. */
    private void vacated() {
        if (!permanent) {
            world.dropRoom(this);
        } else if (activity != null) {
            activity.vacated();
        }
    }

    /** Sends one event to every member, encoded once per wire format and stored once per event loop. */
    public void broadcast(ServerEvent event) {
        if (!members.isEmpty()) {
            feed.broadcast(event);
        }
    }

    /**
     * Sends what {@code from} said or did to every member who does not ignore
     * them: one shared copy when nobody does, a copy each for the rest
     * otherwise (strand only). Who ignores anyone is kept
     * ({@link Ignorers}), so a line does not ask every member.
     */
    public void say(String from, ServerEvent event) {
        List<Session> deaf = ignorers.of(from);
        if (deaf.isEmpty()) {
            broadcast(event);
        } else {
            List<Session> hearing = new ArrayList<>(members);
            hearing.removeAll(deaf);
            deliver(hearing, event);
        }
    }

    /** Sends one event to each of {@code recipients}, encoded at most once per wire format (strand only). */
    public void deliver(Collection<Session> recipients, ServerEvent event) {
        if (!recipients.isEmpty()) {
            feed.deliver(recipients, event);
        }
    }

    /** A member changed its wire format (strand only): broadcasts reach it in the new one. */
    void reformatted(Session session) {
        if (members.contains(session)) {
            feed.reformatted(session);
        }
    }

    /** The room as {@code viewer} is told it on arrival (with its own seat, if it has one). */
    public RoomInfo info(Session viewer) {
        List<Member> absent = activity == null ? List.of() : activity.absentMembers();
        List<Member> listed = members(absent, Turnstile.CROWD);
        int here = members.size() + absent.size();
        if (activity == null) {
            return new RoomInfo(name, null, null, "lobby", 0, 0, List.of(), listed, here, null);
        }
        GameDefinition g = activity.game();
        return new RoomInfo(name, g.id(), g.title(), activity.state(), g.minSeats(), g.maxSeats(),
                activity.seats(), listed, here, activity.seatOf(viewer));
    }

    /** Members and seated bots, for {@code /who}. */
    public List<Member> memberList() {
        return members(activity == null ? List.of() : activity.absentMembers(), Integer.MAX_VALUE);
    }

    /**
     * The first {@code limit} of those here: the members in arrival order, then the seats nobody
     * connected is in ({@code absent}: bots, away players). A newcomer to a crowded room is told the first
     * {@link Turnstile#CROWD} ({@code /who} lists all): each newcomer's list would otherwise grow
     * with the room, and be made for each of them.
     */
    private List<Member> members(List<Member> absent, int limit) {
        List<Member> out = new ArrayList<>(Math.min(limit, members.size() + absent.size()));
        for (Session s : members) {
            if (out.size() == limit) {
                return out;
            }
            Integer seat = activity == null ? null : activity.seatOf(s);
            out.add(new Member(s.name(), seat, null, false, s.social().away()));
        }
        for (Member m : absent) {
            if (out.size() == limit) {
                return out;
            }
            out.add(m);
        }
        return out;
    }

    /** Recomputes the snapshot read by other threads (strand only). */
    public void refresh() {
        List<String> names = new ArrayList<>(Math.min(members.size(), Turnstile.CROWD));
        for (Session s : members) {
            if (names.size() == Turnstile.CROWD) {
                break; // a crowded room lists its first: it is made on every arrival, and sent to other nodes
            }
            names.add(s.name());
        }
        if (activity == null) {
            summary = new RoomSummary(name, null, "lobby", 0, 0, 0, names, members.size());
        } else {
            GameDefinition g = activity.game();
            summary = new RoomSummary(name, g.id(), activity.state(), activity.seatCount(), g.minSeats(),
                    g.maxSeats(), names, members.size());
        }
    }

    @Override
    public String toString() {
        return "Room[" + name + "]";
    }
}
