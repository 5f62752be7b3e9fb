package io.lamancha.games.tiles;

import io.lamancha.engine.GameResult;
import io.lamancha.engine.RenderContext;
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

    static String sentence(RenderContext c, List<Integer> totals, List<Integer> winners) {
        int best = totals.get(winners.get(0));
        if (totals.size() == 1) {
            return "Game over: " + c.name(0) + " scores " + best + " points.";
        }
        List<String> names = new ArrayList<>();
        for (int w : winners) {
            names.add(c.name(w));
        }
        if (winners.size() == 1) {
            return "Game over: " + names.get(0) + " wins with " + best + " points.";
        }
        return TextFit.firstFitting("Game over: " + String.join(" and ", names) + " share the win with " + best
                + " points.", "Game over: " + winners.size() + " players share the win with " + best + " points.");
    }
}
