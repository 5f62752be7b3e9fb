package io.lamancha.server.command;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Invite;
import io.lamancha.protocol.event.NameList;
import io.lamancha.server.store.CommunityStore.UserList;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The people around you: {@code /away}, {@code /ignore} (FICS censor: nothing from them reaches
 * you, and a tell from them is refused with a word to its sender), {@code /notify} (friends),
 * {@code /invite} (the way {@code /match}'s challenges go too) and {@code /observe}.
 */
final class CommunityCommands {

    /** How many names a list may hold, so that one user cannot make the server keep unbounded data. */
    static final int MAX_LIST = 200;

    private CommunityCommands() {
    }

    static void away(Request req) {
        String text = req.command().args();
        if (!text.isBlank()) {
            // an away message is read by whoever tells, looks up or lists the user
            ModerationCommands.requireUnmuted(req, null);
        }
        req.session().social().away(text);
        req.world().peers().here(req.session());
        req.reply(Info.of(text.isBlank() ? "You are back: no away message." : "You are away: " + text
                + " (/away alone clears it)."));
    }

    static void ignore(Request req) {
        List<String> w = req.command().words();
        if (w.isEmpty()) {
            req.reply(new NameList("ignore", req.session().social().ignored(), null));
            return;
        }
        String name = checkedName(w.get(0));
        if (name.equalsIgnoreCase(req.session().name())) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "You cannot ignore yourself.");
        }
        limit(req.session().social().ignored().size());
        if (req.session().social().ignore(name, true)) {
            Keep.list(req, UserList.IGNORE, name, true);
        }
        req.reply(Info.of("You ignore " + name + ": nothing of theirs reaches you (/unignore " + name + " ends it)."));
    }

    static void unignore(Request req) {
        String name = oneName(req, "/unignore <name>");
        if (!req.session().social().ignore(name, false)) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "You do not ignore " + name + "; /ignore lists whom you do.");
        }
        Keep.list(req, UserList.IGNORE, name, false);
        req.reply(Info.of("You no longer ignore " + name + "."));
    }

    static void notify(Request req) {
        List<String> w = req.command().words();
        requireRegistered(req, "/notify");
        if (w.isEmpty()) {
            List<String> names = req.session().social().notified();
            List<String> online = new ArrayList<>();
            for (String n : names) {
                req.world().whereabouts(n).ifPresent(u -> online.add(u.name()));
            }
            req.reply(new NameList("notify", names, online));
            return;
        }
        String name = checkedName(w.get(0));
        limit(req.session().social().notified().size());
        if (req.session().social().notify(name, true)) {
            req.world().watchers().watch(req.session(), name);
            Keep.list(req, UserList.NOTIFY, name, true);
        }
        String now = req.world().whereabouts(name).map(u -> name + " is online now, in " + u.room() + ".").orElse(
                name + " is offline now.");
        req.reply(Info.of("You will hear when " + name + " logs in or out or sits down to a game. " + now));
    }

    static void unnotify(Request req) {
        requireRegistered(req, "/unnotify");
        String name = oneName(req, "/unnotify <name>");
        if (!req.session().social().notify(name, false)) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, name + " is not on your notify list; /notify lists it.");
        }
        req.world().watchers().unwatch(req.session(), name);
        Keep.list(req, UserList.NOTIFY, name, false);
        req.reply(Info.of("You no longer hear about " + name + "."));
    }

    static void invite(Request req) {
        String name = oneName(req, "/invite <name>");
        Room here = req.room();
        if (here.activity() == null) {
            throw Request.refuse(ErrorCode.NOT_A_GAME_ROOM, "Invite people to a game room: go there first (/room <name>).");
        }
        invite(req, invitee(req, name), here, null);
    }

    /**
     * Whom an invitation ({@code /invite}, {@code /match}) may go to: someone online here who does
     * not ignore the sender, within the sender's invitation quota (counted here).
     */
    static Session invitee(Request req, String name) {
        Session to = online(req, name);
        Invitations.check(req, to);
        return to;
    }

    /**
     * The one way invitations go, {@code /invite}'s and {@code /match}'s: {@code to} is asked to the
     * game room {@code here}, as a challenge with the table's {@code options} when they are not null.
     */
    static void invite(Request req, Session to, Room here, Map<String, String> options) {
        GameDefinition game = here.activity().game();
        String from = req.session().name();
        if (options == null) {
            to.send(Invite.toRoom(from, here.name(), game.id(), game.title()));
            req.reply(Info.of("You invited " + to.name() + " to " + here.name() + "."));
            return;
        }
        to.send(Invite.toMatch(from, here.name(), game.id(), game.title(), options));
        req.reply(Info.of("You challenge " + to.name() + " to " + game.title() + " at " + here.name()
                + " and have a seat; they come with /room " + here.name() + " and /join. /start begins."));
    }

    static void observe(Request req) {
        String name = oneName(req, "/observe <name>");
        if (req.world().user(name).isEmpty() && observeElsewhere(req, name)) {
            return;
        }
        Session target = online(req, name);
        Room where = seatedRoom(req, target).orElseThrow(() -> Request.refuse(ErrorCode.NOT_SEATED,
                target.name() + " is not seated at a table now; /whereis " + target.name() + " says where they are."));
        RoomCommands.go(req, where);
    }

    /**
     * {@code name} is logged in on another node of the cluster: the watcher goes to the game room
     * they are in (handed to its node); true then. False when nobody elsewhere has that name.
     */
    private static boolean observeElsewhere(Request req, String name) {
        Optional<RemoteUser> there = req.world().peers().user(name);
        if (there.isEmpty()) {
            return false;
        }
        RemoteUser u = there.get();
        String notSeated = u.name() + " is not at a table now; /whereis " + u.name() + " says where they are.";
        if (u.room() == null || World.LOBBY.equals(u.room())) {
            throw Request.refuse(ErrorCode.NOT_SEATED, notSeated);
        }
        HandOffs.toRoomElsewhere(req, u.room(), () -> req.fail(ErrorCode.NOT_SEATED, notSeated));
        return true;
    }

    /** The room where {@code who} holds a seat: the one they are in, or where a seat waits for them. */
    private static Optional<Room> seatedRoom(Request req, Session who) {
        Room in = who.room();
        if (in != null && in.activity() != null && in.activity().seatOf(who) != null) {
            return Optional.of(in);
        }
        return req.world().heldSeat(who.name());
    }

    static Session online(Request req, String name) {
        return req.world().user(name).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_USER, "Nobody called " + name + " is online; /wwho lists everyone."));
    }

    private static String oneName(Request req, String usage) {
        List<String> w = req.command().words();
        if (w.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say whom: " + usage + ".");
        }
        return checkedName(w.get(0));
    }

    static String checkedName(String name) {
        Names.checkUser(name).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_NAME, msg);
        });
        return name;
    }

    private static void limit(int size) {
        if (size >= MAX_LIST) {
            throw Request.refuse(ErrorCode.LIMIT_REACHED, "Your list holds " + MAX_LIST + " names at most; take one off first.");
        }
    }

    static void requireRegistered(Request req, String what) {
        if (!req.session().registered()) {
            throw Request.refuse(ErrorCode.FORBIDDEN, what + " is for registered names; /register <password> keeps yours.");
        }
    }
}
