package io.lamancha.server.command;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.table.Table;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code /match <name> [game] [key=value ...]}: a direct challenge, as FICS regulars type it. The
 * challenger gets a table of the game with those options and sits at it (this room's, when its
 * table is free for it, else a new room's), and the one challenged is invited to it the way
 * {@code /invite} invites.
 */
final class MatchCommands {

    private MatchCommands() {
    }

    static void match(Request req) {
        List<String> w = new ArrayList<>(req.command().words());
        if (w.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say whom: /match <name> [game] [option=value ...],"
                    + " e.g. /match bob doncarlo timer=60.");
        }
        String name = CommunityCommands.checkedName(w.remove(0));
        Session s = req.session();
        if (name.equalsIgnoreCase(s.name())) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "You cannot challenge yourself; /addbot seats a bot to play.");
        }
        Room here = req.room();
        GameDefinition game = game(req, w, here);
        Map<String, String> options = new LinkedHashMap<>();
        for (String pair : w) {
            Map.Entry<String, String> option = SeekCommands.option(req.world(), game, pair);
            options.put(option.getKey(), option.getValue());
        }
        boolean turnBased = SeekCommands.turnBased(options);
        if (turnBased && !s.registered()) {
            throw Request.refuse(ErrorCode.FORBIDDEN, SeekCommands.TURN_BASED_FOR_REGISTERED);
        }
        Session to = CommunityCommands.invitee(req, name);
        if (turnBased && !to.registered()) {
            throw Request.refuse(ErrorCode.FORBIDDEN, to.name() + " is a guest; turn-based tables are for registered"
                    + " players. Challenge them to a live game, or ask them to /register first.");
        }
        RoomCommands.guardSeat(req);
        if (freeFor(here, game, s) && !(turnBased && here.permanent())) {
            sitAndInvite(req, here, to, options);
            return;
        }
        RoomCommands.inNewRoom(req, game, room -> req.world().move(s, room, "to " + room.name(), req.tag(), () -> {
            try {
                sitAndInvite(req, room, to, options);
                req.succeed();
            } catch (Refusal r) {
                req.fail(r.code(), r.getMessage());
            }
        }));
    }

    /** The game named after the name, or this room's; refuses when neither says which. */
    private static GameDefinition game(Request req, List<String> w, Room here) {
        if (!w.isEmpty() && !w.get(0).contains("=")) {
            String id = w.remove(0).toLowerCase(Locale.ROOT);
            return req.world().games().find(id).orElseThrow(() -> Request.refuse(ErrorCode.NO_SUCH_GAME,
                    "No game " + id + "; games: " + RoomCommands.gameIds(req) + "."));
        }
        if (here.activity() == null) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Which game? /match <name> <game> [option=value ...];"
                    + " games: " + RoomCommands.gameIds(req) + ".");
        }
        return here.activity().game();
    }

    /** This room's table serves: the same game, no game running, and a seat for the challenger. */
    private static boolean freeFor(Room here, GameDefinition game, Session s) {
        if (here.activity() == null || here.activity().game() != game || !here.activity().idle()) {
            return false;
        }
        return here.activity().seatOf(s) != null || here.activity().seatCount() < game.maxSeats();
    }

    /** On the room's strand: the options set, the challenger seated, the challenge sent. */
    private static void sitAndInvite(Request req, Room room, Session to, Map<String, String> options) {
        Table table = (Table) room.activity();
        options.forEach((k, v) -> table.setOption(k, v, req.session().name()));
        if (table.seatOf(req.session()) == null) {
            table.join(req.session());
        }
        CommunityCommands.invite(req, to, room, options);
    }
}
