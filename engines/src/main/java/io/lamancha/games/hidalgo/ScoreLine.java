package io.lamancha.games.hidalgo;

import java.util.List;

/**
 * One player's end-of-game score.
 *
 * @param cards points from token cards
 * @param donDiego points from the kept special-scoring card (0 when none)
 * @param donDiegoKept the kept special card's id, 0 when none
 * @param removed special cards removed by the "keep only one" rule
 * @param diamonds points from diamonds (2 each)
 * @param objective points from the secret objective
 * @param items item tokens held, for the second tie-break
 */
public record ScoreLine(int seat, int cards, int donDiego, int donDiegoKept, List<Integer> removed, int diamonds,
                        int objective, int total, int items) {

    public ScoreLine {
        removed = List.copyOf(removed);
    }
}
