package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.Strand;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * The clock of a turn-based game: for each seat whose person the game waits for, when that move
 * is due (its move time after the game began waiting for it), and for each player how many of the
 * game's moves they had seen when they last left the table. It wakes the table when a move is
 * overdue, tells a player who is away that the game waits for them, and keeps the record of both
 * in the journal, so a game parked or restarted goes on with the same clock. Confined to the
 * room's strand.
 */
final class TurnClock {

    private final Room room;
    private final SeatList seats;
    private final TableViews views;
    private final TurnServices services;
    private Pace pace = Pace.of(java.util.Map.of());
    private Instant[] due = new Instant[0];
    /** By seat: the decision (its prompt version) the move due was asked for. */
    private int[] askedAt = new int[0];
    private int[] seen = new int[0];
    private Strand.Cancellable wake;
    private IntPredicate overdue = seat -> true;

    TurnClock(Room room, SeatList seats, TableViews views, TurnServices services) {
        this.room = room;
        this.seats = seats;
        this.views = views;
        this.services = services;
    }

    /** How long an overdue move whose outcome could not be made now waits to be tried again. */
    static final Duration RETRY = Duration.ofMinutes(1);

    /**
     * A new game is paced so; {@code overdue} is told the seat whose move time ran out (a
     * turn-based game's only), and says whether its outcome was made (else it is tried again).
     */
    void begin(Pace pace, int seatCount, IntPredicate overdue) {
        stop();
        this.pace = pace;
        this.overdue = overdue;
        due = new Instant[seatCount];
        askedAt = new int[seatCount];
        seen = new int[seatCount];
    }

    /** A restored game's seats as its record kept them: when each move is due, what each player had seen. */
    void restore(List<Journal.TurnSeat> stored, Game game) {
        for (Journal.TurnSeat t : stored) {
            if (t.seat() < due.length) {
                due[t.seat()] = t.due();
                seen[t.seat()] = Math.min(t.seen(), game.version());
                askedAt[t.seat()] = views.promptVersion(t.seat());
            }
        }
    }

    /** Whether the game at the table is turn-based. */
    boolean on() {
        return pace.turnBased();
    }

    Pace pace() {
        return pace;
    }

    /** The game ended or the table moved on: nothing is due any more. */
    void stop() {
        if (wake != null) {
            wake.cancel();
            wake = null;
        }
    }

    /**
     * The game as it is now has been told (its start, a durable move, a restore): a seat the game
     * began to wait for gets its move time from now, and its player, when away, is told; the
     * players at the table have seen it all; the record is kept and the next due move timed.
     */
    void changed(Game game, Journal.Recording recording) {
        if (!on()) {
            return;
        }
        Instant now = services.clock().instant();
        List<Integer> asked = new ArrayList<>();
        for (int s = 0; s < due.length; s++) {
            Seat seat = seats.all().get(s);
            if (!game.isOver() && game.awaited().contains(s) && !seat.botPlays()) {
                int decision = views.promptVersion(s);
                if (due[s] == null || askedAt[s] != decision) {
                    due[s] = now.plus(pace.moveTime());
                    askedAt[s] = decision;
                    asked.add(s);
                }
            } else {
                due[s] = null;
            }
            if (seat.session() != null) {
                seen[s] = game.version();
            }
        }
        recording.turns(record());
        schedule(now);
        for (int s : asked) {
            Seat seat = seats.all().get(s);
            if (seat.session() == null && game.version() > 0) {
                tellAway(seat.name(), due[s]);
            }
        }
    }

    /** The player of {@code seat} has seen the game up to {@code version} (and may go now). */
    void saw(int seat, int version, Journal.Recording recording) {
        if (on() && seat < seen.length) {
            seen[seat] = version;
            recording.turns(record());
        }
    }

    /** How many of the game's moves the player of {@code seat} had seen when they last left. */
    int seen(int seat) {
        return seat < seen.length ? seen[seat] : 0;
    }

    /** The seconds left for the move of {@code seat}, when the game waits for it; else {@code null}. */
    Long left(int seat) {
        if (seat >= due.length || due[seat] == null) {
            return null;
        }
        return Math.max(0, Duration.between(services.clock().instant(), due[seat]).toSeconds());
    }

    /** The seats as the record keeps them. */
    List<Journal.TurnSeat> record() {
        List<Journal.TurnSeat> out = new ArrayList<>();
        for (int s = 0; s < due.length; s++) {
            out.add(new Journal.TurnSeat(s, due[s], seen[s]));
        }
        return out;
    }

    /** Wakes the table when the soonest move falls due. */
    private void schedule(Instant now) {
        stop();
        Instant soonest = null;
        for (Instant d : due) {
            if (d != null && (soonest == null || d.isBefore(soonest))) {
                soonest = d;
            }
        }
        if (soonest != null) {
            Duration wait = Duration.between(now, soonest);
            wake = room.strand().schedule(this::due, wait.isNegative() ? Duration.ZERO : wait);
        }
    }

    /** Moves are due: each overdue seat's time ran out (the table makes the move the pace says). */
    private void due() {
        wake = null;
        Instant now = services.clock().instant();
        for (int s = 0; s < due.length; s++) {
            if (due[s] != null && !due[s].isAfter(now)) {
                due[s] = null;
                if (!overdue.test(s)) {
                    due[s] = now.plus(RETRY); // the store cannot take the move now, say
                }
            }
        }
        schedule(now);
    }

    /** The game waits for {@code name}, who is not at its table: a notice if they are online here, else a message. */
    private void tellAway(String name, Instant by) {
        String left = io.lamancha.protocol.Durations.text(Duration.between(services.clock().instant(), by).toSeconds());
        String where = room.name() + " (" + views.gameId() + ", " + left + " left)";
        Session online = room.world().user(name).orElse(null);
        if (online != null) {
            online.send(new Notice("turn", "Your move in " + where + ": " + (online.room() == room
                    ? "/join takes your seat back." : "/room " + room.name() + " takes you there.")));
        } else {
            services.letters().leave(name, room.name(), "Your move in " + where + ". /room " + room.name()
                    + " takes you there.");
        }
    }
}
