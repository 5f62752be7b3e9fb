package io.lamancha.server.table;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Seated;
import io.lamancha.protocol.event.Unseated;
import io.lamancha.server.rating.BotRating;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import java.util.Optional;

/**
 * Who sits at a table: people and bots taking and leaving seats, before a game and during one
 * (where a leaving person's seat goes to a bot, and an absent one's is held). Confined to the
 * room's strand; methods that refuse throw {@link Refusal} and change nothing.
 */
final class TableSeating {

    private final Room room;
    private final SeatList seats;
    private final GameDefinition definition;
    private final Absence absence;

    TableSeating(Room room, SeatList seats, GameDefinition definition, Absence absence) {
        this.room = room;
        this.seats = seats;
        this.definition = definition;
        this.absence = absence;
    }

    /** {@code /join}: a free seat, or during a game the seat that waits for this person (then true). */
    boolean join(Session session, boolean playing) {
        Integer mine = seats.seatOf(session);
        if (mine != null) {
            throw new Refusal(ErrorCode.ALREADY_SEATED, "You already have seat " + (mine + 1) + ".");
        }
        if (playing) {
            if (absence.reclaim(session)) {
                return true;
            }
            Optional<Seat> given = seats.indexOf(session.name()).map(i -> seats.all().get(i)).filter(Seat::resigned);
            if (given.isPresent()) {
                throw new Refusal(ErrorCode.FORBIDDEN, given.get().timedOut()
                        ? "Your move time ran out and a bot plays your seat; watch the game, or /join the next one."
                        : "You resigned this game; watch it, or /join the next one.");
            }
            throw new Refusal(ErrorCode.GAME_RUNNING, "A game is running; you can watch, or join after it with /join.");
        }
        checkFree("All " + definition.maxSeats() + " seats are taken; watch, or try another room (/rooms).");
        seats.all().add(Seat.person(session));
        room.broadcast(new Seated(room.name(), seats.all().size() - 1, session.name()));
        room.refresh();
        room.world().watchers().sat(session.name(), room);
        return false;
    }

    void addBot(String level, boolean playing) {
        if (playing) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "A game is running; add bots before /start.");
        }
        if (!definition.botLevels().contains(level)) {
            throw new Refusal(ErrorCode.BAD_ARGUMENT, definition.id() + " has these bots: "
                    + String.join(", ", definition.botLevels()) + ".");
        }
        checkFree("All " + definition.maxSeats() + " seats are taken.");
        String name = seats.freeBotName();
        seats.all().add(Seat.bot(name, level));
        room.broadcast(new Seated(room.name(), seats.all().size() - 1, name, level,
                BotRating.forLevel(level).map(BotRating::points).orElse(null)));
        room.refresh();
    }

    private void checkFree(String full) {
        if (seats.all().size() >= definition.maxSeats()) {
            throw new Refusal(ErrorCode.TABLE_FULL, full);
        }
    }

    /** {@code /leave}: gives up the seat; during a game a bot takes it over. */
    void leave(Session session, boolean playing) {
        Integer seat = seats.seatOf(session);
        if (seat == null) {
            throw new Refusal(ErrorCode.NOT_SEATED, "You have no seat here.");
        }
        if (playing) {
            seats.all().get(seat).session(null);
            absence.substitute(seat);
            return;
        }
        unseat(seat, "left");
    }

    /**
     * {@code /remove name}: before a game, takes a bot or an absent player off the table; during a
     * game, a vote of the connected players lets a bot play for an absent player at once.
     */
    void remove(Session by, String name, boolean playing) {
        int target = seats.indexOf(name).orElseThrow(() ->
                new Refusal(ErrorCode.NO_SUCH_USER, name + " has no seat here; /who lists the seats."));
        Seat s = seats.all().get(target);
        if (playing) {
            absence.vote(by, target);
            return;
        }
        if (s.session() != null) {
            throw new Refusal(ErrorCode.FORBIDDEN, s.name() + " is here; only bots and absent players can be removed.");
        }
        unseat(target, "removed");
    }

    /** A member left the room or lost the connection: a seat before a game is freed, one in a game held. */
    void departed(Session session, boolean playing) {
        Integer seat = seats.seatOf(session);
        if (seat == null) {
            return;
        }
        if (playing) {
            absence.lostConnection(seats.all().get(seat));
        } else {
            unseat(seat, "left the room");
        }
    }

    /** The seated players can start with {@code options}: returns them, or refuses with what is missing. */
    GameOptions checkStart(GameOptions options) {
        int n = seats.all().size();
        if (n < definition.minSeats() || n > definition.maxSeats()) {
            throw new Refusal(ErrorCode.CANNOT_START, definition.title() + " needs " + definition.minSeats() + "-"
                    + definition.maxSeats() + " players; " + n + " seated. /join takes a seat, /addbot adds a bot.");
        }
        definition.validate(n, options).ifPresent(msg -> {
            throw new Refusal(ErrorCode.CANNOT_START, msg);
        });
        for (Seat s : seats.all()) {
            s.substitute(null);
            s.resigned(false);
        }
        return options;
    }

    /** A restored game's people are away until they log in again: their seats wait, and the grace runs. */
    void restoredAbsent() {
        for (Seat s : seats.all()) {
            if (s.away()) {
                absence.lostConnection(s);
            }
        }
    }

    /** The game is over: the seats of people who did not come back are freed. */
    void freeAbsent() {
        for (int i = seats.all().size() - 1; i >= 0; i--) {
            if (seats.all().get(i).away()) {
                unseat(i, "absent at the end");
            }
        }
    }

    /** Nobody is in the room and no game runs: the bots left behind go too. */
    void clearBots() {
        for (int i = seats.all().size() - 1; i >= 0; i--) {
            if (seats.all().get(i).isBot()) {
                unseat(i, "the room emptied");
            }
        }
    }

    private void unseat(int seat, String reason) {
        Seat s = seats.all().remove(seat);
        s.grace(null);
        room.world().seats().unhold(s.name(), room);
        room.broadcast(new Unseated(room.name(), seat, s.name(), reason));
        room.refresh();
    }
}
