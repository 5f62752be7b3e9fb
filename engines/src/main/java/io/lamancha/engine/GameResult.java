package io.lamancha.engine;

import java.util.List;

/**
 * How a finished game ended.
 *
 * @param scores final score per seat (seat 0 first); for a cooperative game the team's score
 *     repeated for every seat
 * @param winners seats that won, ascending; several for a shared victory; empty when nobody won
 *     (a lost cooperative game)
 * @param lines a short human summary (final table, tie-break used), one string per line
 */
public record GameResult(List<Integer> scores, List<Integer> winners, List<String> lines) {
    public GameResult {
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
        lines = List.copyOf(lines);
    }
}
