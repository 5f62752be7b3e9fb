package io.lamancha.games.tiles;

import io.lamancha.engine.GameResult;
import java.util.ArrayList;
import java.util.List;

/** The end of a game: the highest total wins; equal highest totals share the win. */
final class Results {

    private Results() {
    }

    /** The result from every seat's round scores, seat 0 first: the breakdown is the points per round. */
    static GameResult of(List<List<RoundScore>> rounds) {
        List<Integer> totals = new ArrayList<>();
        List<String> breakdown = new ArrayList<>();
        for (List<RoundScore> seat : rounds) {
            totals.add(seat.stream().mapToInt(RoundScore::total).sum());
            breakdown.add("rounds " + String.join(" + ", seat.stream().map(r -> Integer.toString(r.total())).toList()));
        }
        return new GameResult(totals, winners(totals), breakdown, List.of());
    }

    private static List<Integer> winners(List<Integer> totals) {
        int best = totals.stream().mapToInt(Integer::intValue).max().orElse(0);
        List<Integer> winners = new ArrayList<>();
        for (int s = 0; s < totals.size(); s++) {
            if (totals.get(s) == best) {
                winners.add(s);
            }
        }
        return winners;
    }

    /** What the game's last event says: why it ends; who won is the server's end of the game, said once. */
    static String sentence(List<Integer> totals) {
        int best = totals.stream().mapToInt(Integer::intValue).max().orElse(0);
        return "The third round is scored: the game ends (" + (totals.size() == 1 ? "a total of " : "the best total is ")
                + best + " points).";
    }
}
