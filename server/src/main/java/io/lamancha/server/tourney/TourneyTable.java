package io.lamancha.server.tourney;

import io.lamancha.server.pairing.TableResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/** A table of a tournament: who sits there, and once it ended, what each took. Confined to the tournaments' strand. */
final class TourneyTable {

    /** Where a table is. */
    enum State {
        /** Seated; its game is not started yet. */
        WAITING,
        PLAYING,
        FINISHED,
        /** Ended without a result: it scores nothing. */
        ABORTED;

        String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        boolean ended() {
            return this == FINISHED || this == ABORTED;
        }
    }

    private final int round;
    private final int number;
    private final List<String> people;
    private final int bots;
    private String room;
    private State state;
    private List<Integer> halfPoints;

    TourneyTable(int round, int number, String room, List<String> people, int bots, State state, List<Integer> halfPoints) {
        this.round = round;
        this.number = number;
        this.room = room;
        this.people = List.copyOf(people);
        this.bots = bots;
        this.state = state;
        this.halfPoints = halfPoints == null ? null : List.copyOf(halfPoints);
    }

    int round() {
        return round;
    }

    int number() {
        return number;
    }

    String room() {
        return room;
    }

    List<String> people() {
        return people;
    }

    int bots() {
        return bots;
    }

    State state() {
        return state;
    }

    /** Each person's half points once it ended, in seat order; else {@code null}. */
    List<Integer> halfPoints() {
        return halfPoints;
    }

    Tag tag(String tourney) {
        return new Tag(tourney, round, number);
    }

    boolean seats(String name) {
        for (String p : people) {
            if (p.equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    /** Its game started (in {@code room}: a restored game's room may have another name). */
    void playing(String room) {
        this.room = room;
        this.state = State.PLAYING;
    }

    /** It ended: finished with each person's half points, or aborted (nothing for anyone). */
    void ended(State how, List<Integer> halfPoints) {
        this.state = how;
        this.halfPoints = how == State.ABORTED ? Collections.nCopies(people.size(), 0) : List.copyOf(halfPoints);
    }

    /** What the standings count of it, once it ended. */
    TableResult result() {
        return new TableResult(people, halfPoints);
    }

    /** The people's points, as the page and the channel show them. */
    List<Double> points() {
        if (halfPoints == null) {
            return null;
        }
        List<Double> out = new ArrayList<>();
        for (int h : halfPoints) {
            out.add(h / 2.0);
        }
        return out;
    }
}
