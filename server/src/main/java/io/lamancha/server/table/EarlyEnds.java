package io.lamancha.server.table;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A game given up before its end: a player resigns ({@code /resign}: a bot plays on, and they are
 * placed last), every player at the table agrees to abort it ({@code /abort}), or a player leaves a
 * rated game before every player has made a move of their own (it is aborted, so that leaving at
 * once cannot hand anyone a rating). An aborted game is unrated and stored as aborted. A
 * tournament's game is never aborted for a player who leaves or resigns: they are placed last, and
 * the others' places count. Confined to the room's strand; methods that refuse throw
 * {@link Refusal} and change nothing.
 */
final class EarlyEnds {

    private final Room room;
    private final SeatList seats;
    private final Absence absence;
    private final Supplier<Play> playing;
    private final java.util.function.BooleanSupplier tourney;
    private final AbortVotes votes = new AbortVotes();

    /**
     * @param playing the game in play, {@code null} when none is
     * @param tourney whether the game in play is a tournament's
     */
    EarlyEnds(Room room, SeatList seats, Absence absence, Supplier<Play> playing,
            java.util.function.BooleanSupplier tourney) {
        this.room = room;
        this.seats = seats;
        this.absence = absence;
        this.playing = playing;
        this.tourney = tourney;
    }

    /** Whether a player leaving {@code play} now ends it as aborted. */
    private boolean leavingAborts(Play play) {
        return play.rated() && !play.everyPersonMoved() && !tourney.getAsBoolean();
    }

    /** {@code /resign}: the player gives the game up; a bot plays their seat to the end. */
    void resign(Session session) {
        Play play = running("/leave gives up your seat between games.");
        int seat = seatOf(session, "You have no seat in this game; only its players can resign.");
        Seat s = seats.all().get(seat);
        boolean aborts = leavingAborts(play);
        giveUp(seat, new Notice("resign", s.name() + " resigns" + (aborts ? "."
                : ": a bot plays on for them, and " + s.name() + " is placed last.")));
        if (!play.ended()) {
            session.send(Info.of("You may watch the game to its end; /lobby leaves the room."));
        }
    }

    /**
     * A turn-based game's move time ran out for the player of {@code seat}, at a table whose
     * pace gives the seat to a bot: as if they resigned ({@code moveTime} is the time each move
     * had). False when no game runs.
     */
    boolean timedOut(int seat, String moveTime) {
        Play play = playing.get();
        if (play == null || play.ended()) {
            return false;
        }
        String name = seats.all().get(seat).name();
        giveUp(seat, new Notice("timer", "Time ran out for " + name + " (" + moveTime + " a move): a bot plays on"
                + " for them, and " + name + " is placed last."));
        seats.all().get(seat).timedOut(true);
        return true;
    }

    /** The seat's person gives the game up: everyone is told {@code notice}, and a bot plays on for good. */
    private void giveUp(int seat, Notice notice) {
        Seat s = seats.all().get(seat);
        room.broadcast(notice);
        s.session(null);
        s.resigned(true);
        votes.clear();
        absence.substitute(seat);
    }

    /**
     * {@code /abort}: one player's agreement to end the game unrated. It ends once every player at
     * the table who is connected has agreed, within {@link AbortVotes#WINDOW} of the first.
     */
    void abort(Session session) {
        Play play = running("");
        int seat = seatOf(session, "Only the players at this table can abort its game.");
        play.refuseWhileWaiting();
        String name = seats.all().get(seat).name();
        List<String> needed = new ArrayList<>();
        for (Seat s : seats.all()) {
            if (s.session() != null) {
                needed.add(s.name());
            }
        }
        if (votes.agreed(name)) {
            session.send(new Notice("vote", "You agreed already; waiting for " + others(needed)
                    + " to type /abort too."));
            return;
        }
        if (votes.agree(name, needed, room.strand(), this::lapsed)) {
            play.abort(needed.size() == 1 ? name + " ended it (/abort)." : "every player at the table agreed (/abort).");
            return;
        }
        room.broadcast(new Notice("vote", name + " asks to abort the game (" + votes.count() + " of " + needed.size()
                + " agree): " + others(needed) + ", type /abort within " + AbortVotes.WINDOW.toSeconds()
                + " s to agree; it then ends unrated and is stored as aborted."));
    }

    /**
     * A bot took over the seat of a person who left: a rated game that not every person has made a
     * move in yet is aborted rather than played on.
     */
    void substituted(int seat) {
        Play play = playing.get();
        if (play != null && !play.ended() && leavingAborts(play)) {
            play.abort(seats.all().get(seat).name() + " left before every player had made a move.");
        }
    }

    /** A game starts or ends: no agreement carries over. */
    void clear() {
        votes.clear();
    }

    private void lapsed() {
        Play play = playing.get();
        if (play != null && !play.ended()) {
            room.broadcast(new Notice("vote", "Not every player typed /abort within "
                    + AbortVotes.WINDOW.toSeconds() + " s; the game goes on."));
        }
    }

    private Play running(String hint) {
        Play play = playing.get();
        if (play == null || play.ended()) {
            throw new Refusal(ErrorCode.NO_GAME, "No game is running here." + (hint.isEmpty() ? "" : " " + hint));
        }
        return play;
    }

    private int seatOf(Session session, String refusal) {
        Integer seat = seats.seatOf(session);
        if (seat == null) {
            throw new Refusal(ErrorCode.NOT_SEATED, refusal);
        }
        return seat;
    }

    /** Those in {@code needed} who have not agreed yet, by name. */
    private String others(List<String> needed) {
        List<String> waiting = new ArrayList<>();
        for (String n : needed) {
            if (!votes.agreed(n)) {
                waiting.add(n);
            }
        }
        return String.join(", ", waiting);
    }
}
