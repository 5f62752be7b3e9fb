package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.ErrorReply;
import io.lamancha.protocol.event.Ok;
import io.lamancha.server.store.CommunityStore;
import io.lamancha.server.world.HandedSession;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.Optional;

/**
 * Sessions that cross between the nodes of a cluster. A user on one node who goes to a room
 * another node holds is handed to that node, which runs the session from then on (the room, the
 * table, every command), while the first node keeps the connection and relays its lines both
 * ways: a telnet or nc user cannot be sent elsewhere, and a game lives on one node only.
 */
final class HandOffs {

    private HandOffs() {
    }

    /**
     * {@code /room name} for a room this node does not have: the request waits (off the event
     * loop) for Redis to say which node holds it, and the session is handed there; when no live
     * node does, {@code nowhere} finishes the request.
     */
    static void toRoomElsewhere(Request req, String name, Runnable nowhere) {
        RoomCommands.guardSeat(req);
        Session s = req.session();
        req.defer();
        req.world().peers().roomNode(name).thenAccept(node -> s.runOnOwner(() -> {
            if (node.isEmpty()) {
                nowhere.run();
            } else {
                handOff(req, node.get(), name);
            }
        }));
    }

    /** Hands the session of {@code req} to {@code node}, which holds {@code room}; it answers the request there. */
    static void handOff(Request req, String node, String room) {
        req.world().handOff(req.session(), node, room, req.tag());
        req.handedOff();
    }

    /** A session handed over by another node arrives here, on its owner strand. */
    static void arrive(Context context, Session s, HandedSession h) {
        World world = context.world();
        Optional<Session> old = world.user(h.name());
        if (old.isPresent() && old.get() != s) {
            // the cluster gave the name to this session: one still here under it (a connection
            // that closed a moment ago, its leaving not yet run) goes first
            Session o = old.get();
            s.suspend();
            o.runOnOwner(() -> {
                world.replaced(o);
                s.runOnOwner(() -> arrive(context, s, h));
            });
            return;
        }
        Optional<Room> held = world.heldSeat(h.name());
        Optional<String> expected = world.seats().token(h.name());
        if (held.isPresent() && expected.isPresent() && !LoginCommands.sameToken(expected.get(), h.presented())) {
            // as a login here would be refused: the seat waits for the one with its token
            s.closeWith(h.tag(), new ErrorReply(ErrorCode.NAME_TAKEN, h.name() + " is away from a game in "
                    + held.get().name() + "; /login " + h.name() + " <resume token> takes the seat back, or"
                    + " choose another name."));
            world.peers().refused(h.name());
            return;
        }
        if (!world.claim(h.name(), s)) {
            s.closeWith(h.tag(), new Bye(Bye.Code.REPLACED, h.name() + " is logged in here already"));
            return;
        }
        world.peers().arrived(h.name());
        if (h.token() != null) {
            world.seats().adopt(h.name(), h.token());
        }
        s.registered(h.registered());
        s.admin(h.admin());
        s.format(h.format());
        s.color(h.color());
        s.states().updates(h.updates());
        s.social().away(h.away());
        Room room = world.room(h.room()).orElse(null);
        if (room == null) {
            s.send(new ErrorReply(ErrorCode.NO_SUCH_ROOM, "The room " + h.room()
                    + " has just closed; you are in the lobby."), h.tag());
            room = world.lobby();
        }
        s.suspend();
        world.move(s, room, "from another node", h.tag(), () -> Arrival.handedOver(context, s,
                new CommunityStore.Lists(h.ignored(), h.notified(), h.channels()), () -> {
                    if (h.tag() != null) {
                        s.send(new Ok(), h.tag());
                    }
                    s.resume();
                }));
    }
}
