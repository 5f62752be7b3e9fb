package io.lamancha.games.tricks;

import java.util.ArrayList;
import java.util.List;

/** Round scoring and the final ranking, as pure functions. */
final class TricksScoring {

    static final int WINNING_SCORE = 7;
    static final int ZERO_TRICKS_POINTS = 3;

    private TricksScoring() {
    }

    /**
     * Points for one player's round: 3 for no tricks, 1 for exactly the player count's target, and
     * 1 more per pass card among the tricks taken.
     */
    static int roundPoints(PlayerCountRules rules, int tricks, int passCards) {
        int base = tricks == 0 ? ZERO_TRICKS_POINTS : tricks == rules.targetTricks() ? 1 : 0;
        return base + passCards;
    }

    static boolean gameEnds(List<Integer> totals) {
        return totals.stream().anyMatch(t -> t >= WINNING_SCORE);
    }

    /**
     * The winners, ascending: the highest total; among those tied, the most points in the final
     * round; a tie that remains is a shared victory.
     */
    static List<Integer> winners(List<Integer> totals, List<Integer> finalRound) {
        int best = totals.stream().mapToInt(Integer::intValue).max().orElseThrow();
        int bestFinal = Integer.MIN_VALUE;
        for (int s = 0; s < totals.size(); s++) {
            if (totals.get(s) == best) {
                bestFinal = Math.max(bestFinal, finalRound.get(s));
            }
        }
        List<Integer> winners = new ArrayList<>();
        for (int s = 0; s < totals.size(); s++) {
            if (totals.get(s) == best && finalRound.get(s) == bestFinal) {
                winners.add(s);
            }
        }
        return winners;
    }

    /** The order of the places: the higher total, then the more points in the final round. */
    static java.util.Comparator<Integer> better(List<Integer> totals, List<Integer> finalRound) {
        return java.util.Comparator.<Integer, Integer>comparing(totals::get).thenComparing(finalRound::get).reversed();
    }

    /** Which tie-break decided the game, for the result lines. */
    static String tieBreak(List<Integer> totals, List<Integer> winners) {
        int best = totals.get(winners.get(0));
        long tiedOnScore = totals.stream().filter(t -> t == best).count();
        if (tiedOnScore == 1) {
            return "highest score";
        }
        return winners.size() == 1 ? "tie on score broken by points in the final round"
                : "tied on score and final-round points: shared victory";
    }
}
