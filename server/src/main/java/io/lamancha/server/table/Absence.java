package io.lamancha.server.table;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Notice;
import io.lamancha.protocol.event.Substitute;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * Players who are not there during a game: a dropped player keeps the seat for the grace period,
 * then a bot plays for them until they return; the others may vote a bot in sooner. Confined to the
 * table's strand.
 */
final class Absence {

    private final Room room;
    private final SeatList seatList;
    private final GameDefinition definition;
    private final TableServices services;
    private final BooleanSupplier playing;
    private final Runnable promptBots;
    private final IntConsumer substituted;
    private final RemoveVotes votes = new RemoveVotes();

    /**
     * @param playing whether a game is running at the table
     * @param promptBots lets bots see who plays what now (after a bot took or gave back a seat)
     * @param substituted a bot took over the seat of a person who left, dropped or resigned
     */
    Absence(Room room, SeatList seats, GameDefinition definition, TableServices services, BooleanSupplier playing,
            Runnable promptBots, IntConsumer substituted) {
        this.room = room;
        this.seatList = seats;
        this.definition = definition;
        this.services = services;
        this.playing = playing;
        this.promptBots = promptBots;
        this.substituted = substituted;
    }

    private List<Seat> seats() {
        return seatList.all();
    }

    private Room room() {
        return room;
    }

    /** A seated player lost the connection: their seat is held for them, and the grace starts. */
    void lostConnection(Seat s) {
        s.session(null);
        room().world().seats().hold(s.name(), room());
        room().refresh();
        if (room().world().lifecycle().stopping()) {
            return; // not a drop: the stopping server closed it, and the seat waits for the restart
        }
        Duration grace = services.grace();
        if (grace.isZero()) {
            substitute(seats().indexOf(s));
            return;
        }
        s.grace(room().strand().schedule(() -> {
            if (playing.getAsBoolean() && s.away() && s.substitute() == null && seats().contains(s)) {
                substitute(seats().indexOf(s));
            }
        }, grace));
    }

    /** A bot plays for a person from now on (they may come back). */
    void substitute(int seat) {
        Seat s = seats().get(seat);
        s.grace(null);
        votes.clear(seat);
        String level = definition.botLevels().get(definition.botLevels().size() - 1);
        s.substitute(level);
        s.botInstance(definition.newBot(level, services.seeds().getAsLong()));
        room().broadcast(new Substitute(room().name(), seat, s.name(), level));
        room().refresh();
        substituted.accept(seat);
        promptBots.run();
    }

    /** The person of an away seat is back: they play again. False when no seat waits for them. */
    boolean reclaim(Session session) {
        Optional<Integer> idx = seatList.indexOf(session.name());
        if (idx.isEmpty() || !seats().get(idx.get()).away() || seats().get(idx.get()).isBot()
                || seats().get(idx.get()).resigned()) {
            return false;
        }
        int seat = idx.get();
        Seat s = seats().get(seat);
        s.grace(null);
        room().world().seats().unhold(s.name(), room());
        s.session(session);
        s.substitute(null);
        s.botInstance(null);
        votes.clear(seat);
        room().broadcast(new Substitute(room().name(), seat, s.name(), null));
        room().refresh();
        promptBots.run();
        return true;
    }

    /** {@code /remove name} during a game: every connected player must agree before a bot comes in. */
    void vote(Session by, int target) {
        Seat s = seats().get(target);
        if (!s.away()) {
            throw new Refusal(ErrorCode.FORBIDDEN, s.name() + " is not absent; only an absent player can be voted out.");
        }
        if (s.substitute() != null) {
            throw new Refusal(ErrorCode.BAD_ARGUMENT, "A bot already plays for " + s.name() + ".");
        }
        if (seatList.seatOf(by) == null) {
            throw new Refusal(ErrorCode.NOT_SEATED, "Only players at this table can vote.");
        }
        int needed = (int) seats().stream().filter(x -> x.session() != null).count();
        if (votes.vote(target, by.name(), needed)) {
            substitute(target);
        } else {
            room().broadcast(new Notice("vote", by.name() + " votes to let a bot play for " + s.name() + " ("
                    + votes.count(target) + "/" + needed + "); the others can /remove " + s.name() + " too."));
        }
    }

    void clearVotes() {
        votes.clearAll();
    }
}
