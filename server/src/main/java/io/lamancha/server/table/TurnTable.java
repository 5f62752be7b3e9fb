package io.lamancha.server.table;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.GameLog;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.Missed;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import java.util.Optional;

/**
 * What a turn-based table does that a live one does not: only registered players sit at it (their
 * seats wait for them for days), a table being formed is told to their friends, a player who
 * goes keeps the seat with no grace period and no bot, one who comes back hears what they missed,
 * and those away hear how it ended. Confined to the room's strand.
 */
final class TurnTable {

    private final Room room;
    private final SeatList seats;
    private final TableViews views;
    private final TurnClock clock;
    private final TurnServices services;

    TurnTable(Room room, SeatList seats, TableViews views, TurnClock clock, TurnServices services) {
        this.room = room;
        this.seats = seats;
        this.views = views;
        this.clock = clock;
        this.services = services;
    }

    private static final String REGISTERED_ONLY = "only registered players sit at a turn-based table, whose seats"
            + " wait for them for days";

    /** Refuses a guest a seat at a turn-based table. */
    static void checkRegistered(Session session) {
        if (!session.registered()) {
            throw new Refusal(ErrorCode.FORBIDDEN, "This table is turn-based: " + REGISTERED_ONLY
                    + ". /register <password> keeps your name.");
        }
    }

    /** A table may turn turn-based: in a room of its own, and with no guest seated. */
    void checkTurnBasedTable(Room room, SeatList seats) {
        if (room.permanent()) {
            throw new Refusal(ErrorCode.FORBIDDEN, room.name() + " is for live games; a turn-based game takes a room"
                    + " of its own: /newroom " + views.gameId() + ", then /option pace turnbased.");
        }
        for (Seat s : seats.all()) {
            if (!s.isBot() && (s.session() == null || !s.session().registered())) {
                throw new Refusal(ErrorCode.FORBIDDEN, s.name() + " is a guest: " + REGISTERED_ONLY + ".");
            }
        }
    }

    /** Every person seated at a turn-based game's start is registered (as they had to be to sit down). */
    static void checkStart(SeatList seats) {
        for (Seat s : seats.all()) {
            if (!s.isBot() && (s.session() == null || !s.session().registered())) {
                throw new Refusal(ErrorCode.CANNOT_START, s.name() + " is a guest: " + REGISTERED_ONLY + ".");
            }
        }
    }

    /** The table became turn-based (or its move time changed): the friends of those seated hear of it. */
    void tellFriends() {
        for (Seat s : seats.all()) {
            if (!s.isBot()) {
                room.world().sat(s.name(), room);
            }
        }
    }

    /**
     * The player of {@code seat} goes (out of the room, off the server, or {@code /leave}): the
     * seat waits for them until their move time runs out, with no grace period and no bot.
     */
    void stepAway(Play play, int seat) {
        seats.all().get(seat).session(null);
        clock.saw(seat, play.game().version(), play.recording());
        room.refresh();
    }

    /**
     * What {@code session}, back at its seat, missed since it last left: the events of the moves
     * since, as they would have been told to it; empty when it missed none.
     */
    Optional<Missed> missed(Play play, Session session) {
        Integer seat = seats.seatOf(session);
        if (seat == null) {
            return Optional.empty();
        }
        int from = clock.seen(seat);
        int now = play.game().version();
        clock.saw(seat, now, play.recording());
        if (now <= from) {
            return Optional.empty();
        }
        GameLog told = views.log(play.game(), play.storySince(from), session);
        return Optional.of(new Missed(room.name(), views.gameId(), from, now, told.events(), clock.left(seat)));
    }

    /** A turn-based game ended: its players who are away hear how (a notice when online here, else a message). */
    void tellAwayOfTheEnd(GameOver end) {
        String text = "The game in " + room.name() + " (" + views.gameId() + ") "
                + ("aborted".equals(end.outcome()) ? "was aborted: " : "is over: ") + end.headline()
                + " /history lists it.";
        for (Seat s : seats.all()) {
            if (!s.isBot() && s.session() == null) {
                Optional<Session> online = room.world().user(s.name());
                if (online.isPresent()) {
                    online.get().send(new Notice("turn", text));
                } else {
                    services.letters().leave(s.name(), room.name(), text);
                }
            }
        }
    }
}
