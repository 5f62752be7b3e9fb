package io.lamancha.games.hidalgo;

import io.lamancha.engine.Bot;
import io.lamancha.engine.GameView;
import io.lamancha.engine.Rng;
import java.util.List;

/**
 * A heuristic player: it values track positions by its own pile, hand and secret objective
 * ({@link BotValuation}), picks the adventure whose likely outcome helps it most, votes and zaps
 * toward the outcome it prefers, and keeps cards whose tokens score. It reads only its own view.
 */
final class SmartBot implements Bot {

    private final HidalgoData data;
    private final Rng rng;

    SmartBot(HidalgoData data, long seed) {
        this.data = data;
        this.rng = new Rng(seed);
    }

    @Override
    public String choose(GameView gameView, List<String> legal) {
        HidalgoView view = (HidalgoView) gameView;
        BotValuation value = new BotValuation(data, view);
        SmartChoices choices = new SmartChoices(data, view, value, legal);
        String best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (String move : legal) {
            double s = choices.score(move) + rng.nextInt(1000) * 1e-6;
            if (s > bestScore) {
                bestScore = s;
                best = move;
            }
        }
        return best;
    }
}
