package io.lamancha.engine;

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
 */
public record GameResult(List<Integer> scores, List<Integer> winners, List<String> breakdown, List<String> notes) {
    public GameResult {
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
        breakdown = List.copyOf(breakdown);
        notes = List.copyOf(notes);
        if (breakdown.size() != scores.size()) {
            throw new IllegalArgumentException("one breakdown per seat: " + breakdown.size() + " for " + scores.size());
        }
    }
}
