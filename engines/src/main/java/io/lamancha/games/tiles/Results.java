package io.lamancha.games.tiles;

import io.lamancha.engine.GameResult;
import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/** The end of a game: the highest total wins; equal highest totals share the win. */
final class Results {

    private Results() {
    }

    static GameResult of(List<Integer> totals) {
        int best = totals.stream().mapToInt(Integer::intValue).max().orElse(0);
        List<Integer> winners = new ArrayList<>();
        for (int s = 0; s < totals.size(); s++) {
            if (totals.get(s) == best) {
                winners.add(s);
            }
        }
        return new GameResult(totals, winners, java.util.Collections.nCopies(totals.size(), ""), List.of());
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
        return winners.size() == 1
                ? "Game over: " + names.get(0) + " wins with " + best + " points."
                : "Game over: " + String.join(" and ", names) + " share the win with " + best + " points.";
    }
}
