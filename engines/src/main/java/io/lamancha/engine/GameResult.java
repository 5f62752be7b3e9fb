package io.lamancha.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * How a finished game ended. The server lays it out the same way for every game: a line per
 * player with their name, rank, score and breakdown, then the notes, then who won.
 *
 * @param scores final score per seat (seat 0 first); for a cooperative game the team's score
 *     repeated for every seat
 * @param winners seats that won, ascending; several for a shared victory; empty when nobody won
 *     (a lost cooperative game)
 * @param breakdown per seat (seat 0 first), how its score was made, in a few words that name no
 *     seat ({@code 9 cards, 3 Don Diego, 4 diamonds}); empty strings when there is nothing to add
 * @param notes how the game was decided, in lines that name no seat
 *     ({@code A tie on points, broken by the final round.}); may be empty
 * @param unit what a score counts, in the plural ({@code points}, {@code tasks done})
 * @param team whether the seats played together: they all win or all lose (a cooperative game)
 * @param places each seat's place by the game's rules, seat 0 first: 1 for the winners, then
 *     every other seat by the same rules that pick the winners (tie-breaks included); equal places
 *     are shared. The server places a player who left last and goes by these for the others.
 */
public record GameResult(List<Integer> scores, List<Integer> winners, List<String> breakdown, List<String> notes,
                         String unit, boolean team, List<Integer> places) {

    /** What a score counts unless a game says otherwise. */
    public static final String POINTS = "points";

    public GameResult {
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
        breakdown = List.copyOf(breakdown);
        notes = List.copyOf(notes);
        if (breakdown.size() != scores.size()) {
            throw new IllegalArgumentException("one breakdown per seat: " + breakdown.size() + " for " + scores.size());
        }
        if (unit == null || unit.isBlank()) {
            throw new IllegalArgumentException("a score counts something: give its unit");
        }
        places = List.copyOf(places);
        if (places.size() != scores.size()) {
            throw new IllegalArgumentException("one place per seat: " + places.size() + " for " + scores.size());
        }
    }

    /** Placed by {@link #byWinnersThenScore}: the winners first, then the higher score. */
    public GameResult(List<Integer> scores, List<Integer> winners, List<String> breakdown, List<String> notes,
            String unit, boolean team) {
        this(scores, winners, breakdown, notes, unit, team, places(scores.size(), byWinnersThenScore(scores, winners)));
    }

    /** The end of a game each seat plays for itself, scored in points, placed by {@link #byWinnersThenScore}. */
    public GameResult(List<Integer> scores, List<Integer> winners, List<String> breakdown, List<String> notes) {
        this(scores, winners, breakdown, notes, POINTS, false);
    }

    /** This result with the seats placed by {@code better} (a seat that compares less is better). */
    public GameResult placedBy(Comparator<Integer> better) {
        return new GameResult(scores, winners, breakdown, notes, unit, team, places(scores.size(), better));
    }

    /** The plain order: the winners first, then the higher score. */
    public static Comparator<Integer> byWinnersThenScore(List<Integer> scores, List<Integer> winners) {
        return Comparator.<Integer, Boolean>comparing(winners::contains).reversed()
                .thenComparing(scores::get, Comparator.reverseOrder());
    }

    /** Each of {@code seats} seats' place in the order {@code better} makes; seats it finds equal share one. */
    public static List<Integer> places(int seats, Comparator<Integer> better) {
        List<Integer> order = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            order.add(s);
        }
        order.sort(better.thenComparing(Comparator.naturalOrder()));
        List<Integer> places = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            places.add(0);
        }
        for (int i = 0; i < order.size(); i++) {
            int seat = order.get(i);
            boolean tied = i > 0 && better.compare(order.get(i - 1), seat) == 0;
            places.set(seat, tied ? places.get(order.get(i - 1)) : i + 1);
        }
        return places;
    }
}
