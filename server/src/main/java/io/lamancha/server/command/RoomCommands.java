package io.lamancha.server.command;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Member;
import io.lamancha.protocol.event.RoomList;
import io.lamancha.protocol.event.RoomSummary;
import io.lamancha.protocol.event.UserLocation;
import io.lamancha.protocol.event.Users;
import io.lamancha.protocol.event.Whereis;
import io.lamancha.protocol.event.Who;
import io.lamancha.server.world.NoRoomName;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.RoomActivity;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Moving around and seeing who is where. */
final class RoomCommands {

    private RoomCommands() {
    }

    static void listRooms(Request req) {
        List<RoomSummary> rooms = new ArrayList<>();
        for (Room r : req.world().rooms()) {
            rooms.add(r.summary());
        }
        rooms.addAll(req.world().peers().remoteRooms());
        req.reply(new RoomList(rooms));
    }

    static void enter(Request req) {
        String name = req.command().words().isEmpty() ? "" : req.command().words().get(0);
        if (name.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say which room: /room <name>; /rooms lists them.");
        }
        Room to = req.world().room(name).orElse(null);
        if (to == null) {
            HandOffs.toRoomElsewhere(req, name, () -> toParked(req, name));
            return;
        }
        go(req, to);
    }

    /**
     * {@code /room name} for a room no node has: a turn-based game parked there is brought back
     * (on this node) and the session goes to it; else there is no such room.
     */
    private static void toParked(Request req, String name) {
        Session s = req.session();
        req.defer();
        req.world().parking().bringBack(name).thenAccept(back -> s.runOnOwner(() -> {
            try {
                if (back.isEmpty()) {
                    req.fail(ErrorCode.NO_SUCH_ROOM, "There is no room " + name
                            + "; /rooms lists them, /newroom <game> makes one.");
                } else {
                    go(req, back.get());
                }
            } catch (io.lamancha.server.world.Refusal r) {
                req.fail(r.code(), r.getMessage());
            }
        }));
    }

    static void lobby(Request req) {
        go(req, req.world().lobby());
    }

    static void newRoom(Request req) {
        String id = req.command().words().isEmpty() ? "" : req.command().words().get(0);
        GameDefinition game = req.world().games().find(id).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_GAME, "Games: " + gameIds(req) + ". Use /newroom <game>."));
        guardSeat(req);
        inNewRoom(req, game, room -> go(req, room));
    }

    /**
     * Names a new room for {@code game} without holding up the event loop (on a cluster the name
     * is claimed in Redis), then runs {@code then} with it on the session's strand; a refusal
     * there, or no name to be had, fails the request.
     */
    static void inNewRoom(Request req, GameDefinition game, java.util.function.Consumer<Room> then) {
        Session s = req.session();
        req.defer();
        req.world().newRoom(game).whenComplete((room, failure) -> s.runOnOwner(() -> {
            if (failure != null) {
                Throwable why = failure.getCause() != null ? failure.getCause() : failure;
                req.fail(ErrorCode.STORE_UNAVAILABLE, why instanceof NoRoomName ? why.getMessage()
                        : "No new room could be made; try again.");
                return;
            }
            try {
                then.accept(room);
            } catch (Refusal r) {
                req.fail(r.code(), r.getMessage());
            }
        }));
    }


    static String gameIds(Request req) {
        List<String> ids = new ArrayList<>();
        for (GameDefinition g : req.world().games().all()) {
            ids.add(g.id());
        }
        return String.join(", ", ids);
    }

    static void go(Request req, Room to) {
        Session s = req.session();
        if (to == s.room()) {
            req.reply(Info.of("You are already in " + to.name() + "."));
            return;
        }
        guardSeat(req);
        req.defer();
        req.world().move(s, to, "to " + to.name(), req.tag(), req::succeed);
    }

    /** A player in a running live game stays with it until they /leave (a turn-based game's seat waits for them). */
    static void guardSeat(Request req) {
        Room here = req.room();
        RoomActivity a = here.activity();
        if (a != null && a.seatOf(req.session()) != null && a.keepsPlayers()) {
            throw Request.refuse(ErrorCode.FORBIDDEN, "You are playing in " + here.name()
                    + "; /leave first (a bot takes over your seat), then go.");
        }
    }

    /**
     * Who is here, each with their rating (in the room's game; in the lobby their best) and idle
     * time; in the lobby, those in the lobby of every other node of the cluster too.
     */
    static void who(Request req) {
        Room room = req.room();
        List<Member> members = new ArrayList<>(room.memberList());
        if (room.isLobby()) {
            for (RemoteUser u : req.world().peers().users()) {
                if (World.LOBBY.equals(u.room())) {
                    members.add(new Member(u.name(), null, null, u.away() != null, u.away()));
                }
            }
        }
        Map<String, Session> here = new HashMap<>();
        for (Session s : room.members()) {
            here.put(s.name(), s);
        }
        String game = room.isLobby() ? null : room.activity().game().id();
        Instant now = req.clock().instant();
        List<String> people = members.stream().filter(m -> !m.name().startsWith("~")).map(Member::name).toList();
        ListedRatings.lookUp(req, people, ratings -> {
            List<Member> shown = new ArrayList<>();
            for (Member m : members) {
                Session s = here.get(m.name());
                shown.add(m.with(ratings.of(m.name(), m.bot(), game), s == null ? null : s.idleSeconds(now)));
            }
            req.reply(new Who(room.name(), shown, game));
        });
    }

    /** Everyone online and where, each with their rating (in the game of their room, else their best) and idle time. */
    static void wwho(Request req) {
        List<UserLocation> users = new ArrayList<>();
        Map<String, String> games = new HashMap<>();
        Instant now = req.clock().instant();
        for (Session s : req.world().users()) {
            Room r = s.room();
            if (s.name() != null && r != null) {
                users.add(new UserLocation(s.name(), r.name(), s.social().away(), null, s.idleSeconds(now)));
                games.put(s.name(), r.isLobby() ? null : r.activity().game().id());
            }
        }
        for (RemoteUser u : req.world().peers().users()) {
            users.add(new UserLocation(u.name(), u.room(), u.away()));
            games.put(u.name(), gameOfRoom(req, u.room()));
        }
        users.sort(Comparator.comparing(u -> u.name().toLowerCase(java.util.Locale.ROOT)));
        ListedRatings.lookUp(req, games.keySet(), ratings -> {
            List<UserLocation> shown = new ArrayList<>();
            for (UserLocation u : users) {
                shown.add(new UserLocation(u.name(), u.room(), u.away(), ratings.of(u.name(), null,
                        games.get(u.name())), u.idle()));
            }
            req.reply(new Users(shown));
        });
    }

    /** The game of a room (here, or on another node as the cluster lists it); null for the lobby. */
    private static String gameOfRoom(Request req, String room) {
        Room local = req.world().room(room).orElse(null);
        if (local != null) {
            return local.isLobby() ? null : local.activity().game().id();
        }
        for (RoomSummary r : req.world().peers().remoteRooms()) {
            if (r.name().equals(room)) {
                return r.game();
            }
        }
        return null;
    }

    static void whereis(Request req) {
        String name = req.command().words().isEmpty() ? "" : req.command().words().get(0);
        World.Whereabouts u = req.world().whereabouts(name).orElseThrow(() -> Request.refuse(ErrorCode.NO_SUCH_USER,
                "Nobody called " + name + " is online; /wwho lists everyone."));
        req.reply(new Whereis(u.name(), u.room() == null ? "(logging in)" : u.room()));
    }
}
