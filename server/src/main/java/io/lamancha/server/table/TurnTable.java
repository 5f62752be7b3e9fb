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
import java.util.function.Supplier;

/**
 * What a turn-based table does that a live one does not: only registered players sit at it (their
 * seats wait for them for days), a table being formed is told to their friends, a player who
 * goes keeps the seat with no grace period and no bot, one who comes back hears what they missed,
 * a move whose time ran out gets the outcome the pace says, a game nobody is at parks, and those
 * away hear how it ended. Confined to the room's strand.
 */
final class TurnTable {

    private final Room room;
    private final SeatList seats;
    private final TableViews views;
    private final TurnClock clock;
    private final TurnServices services;
    private final BotDriver bots;
    private final EarlyEnds early;
    private final Supplier<Play> playing;
    private final Runnable lost;
    /** A park is on its way to the store. */
    private boolean parking;

    /**
     * @param bots makes the random move of a player whose time ran out
     * @param early gives a bot the seat of a player whose time ran out, when the pace says so
     * @param playing the game in play, {@code null} when none is
     * @param lost the table lets its game go (it is parked: nothing of it runs here any more)
     */
    TurnTable(Room room, SeatList seats, TableViews views, TurnClock clock, TurnServices services, BotDriver bots,
            EarlyEnds early, Supplier<Play> playing, Runnable lost) {
        this.room = room;
        this.seats = seats;
        this.views = views;
        this.clock = clock;
        this.services = services;
        this.bots = bots;
        this.early = early;
        this.playing = playing;
        this.lost = lost;
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
                room.world().watchers().sat(s.name(), room);
            }
        }
    }

    /**
     * {@code session}, seated at the turn-based game {@code play} ({@code null}: none runs), steps
     * away from it: their seat stays theirs. False when that is not the case.
     */
    boolean steppedAway(Play play, Session session) {
        Integer seat = seats.seatOf(session);
        if (play == null || !clock.on() || seat == null) {
            return false;
        }
        stepAway(play, seat);
        return true;
    }

    /**
     * The player of {@code seat} goes (out of the room, off the server, or {@code /leave}): the
     * seat waits for them until their move time runs out, with no grace period and no bot.
     */
    private void stepAway(Play play, int seat) {
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

    /** A durable move (a person's, a bot's, or one made when time ran out) has been told: the clock goes on, and the game may park. */
    void told() {
        Play play = playing.get();
        if (play != null && clock.on()) {
            clock.changed(play.game(), play.recording());
            parkIfUnattended();
        }
    }

    /** The move time of the person in {@code seat} ran out: what the pace says happens; false when it cannot be now. */
    boolean overdue(int seat) {
        Play play = playing.get();
        if (play == null || play.ended()) {
            return true;
        }
        if (play.waiting()) {
            return false;
        }
        Seat s = seats.all().get(seat);
        if (s.botPlays() || !play.game().awaited().contains(seat)) {
            return true;
        }
        Pace pace = clock.pace();
        if (pace.botOnExpiry()) {
            return early.timedOut(seat, pace.moveTimeText());
        }
        return bots.randomMove(seat, "Time ran out for " + s.name() + " (" + pace.moveTimeText()
                + " a move); a random move was made for them.");
    }

    /**
     * Nobody is at the table of a turn-based game that waits for people who are away: once every
     * move is durable it is parked in the store, and then the room leaves this node. Someone who
     * came in meanwhile keeps it here.
     */
    void parkIfUnattended() {
        Play play = playing.get();
        if (!mayPark(play) || parking) {
            return;
        }
        parking = true;
        play.afterDurable(() -> {
            if (playing.get() != play || !mayPark(play)) {
                parking = false;
                return;
            }
            play.recording().parked(clock.record()).whenComplete((ok, failed) -> room.strand().run(() ->
                    parkedInStore(play, failed == null && ok)));
        });
    }

    private void parkedInStore(Play parked, boolean ok) {
        parking = false;
        if (playing.get() != parked || !ok) {
            return; // the store did not take it: the game stays here, and parks when someone next leaves
        }
        if (room.members().isEmpty()) {
            lost.run();
            room.world().park(room);
            return;
        }
        // someone came in while it was written: the game stays here after all, if it is still this node's
        parked.recording().unparked().whenComplete((mine, failed) -> {
            if (failed != null || !mine) {
                room.world().lost(room);
            }
        });
    }

    /** A turn-based game in play, waiting for people who are not here (not for a bot, nor for the store). */
    private boolean mayPark(Play play) {
        if (play == null || !clock.on() || play.waiting() || play.ended() || !room.members().isEmpty()
                || room.parked()) {
            return false;
        }
        for (int s : play.game().awaited()) {
            if (seats.all().get(s).botPlays()) {
                return false;
            }
        }
        return true;
    }
}
