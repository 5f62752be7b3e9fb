package io.lamancha.games.doncarlo;

import io.lamancha.engine.Bot;
import io.lamancha.engine.GameView;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The {@code smart} level for both variants: a one-move heuristic over its own view. Deterministic,
 * so it needs no seed.
 */
final class SmartBot implements Bot {

    @Override
    public String choose(GameView view, List<String> legal) {
        if (view instanceof DonCarloCompetitiveView) {
            return CompetitiveStrategy.choose((DonCarloCompetitiveView) view, legal);
        }
        return CoopStrategy.choose((DonCarloCoopView) view, legal);
    }

    /** The first of the legal moves with the highest value. */
    static String best(List<String> legal, ToDoubleFunction<String> value) {
        String best = legal.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (String move : legal) {
            double v = value.applyAsDouble(move);
            if (v > bestValue) {
                bestValue = v;
                best = move;
            }
        }
        return best;
    }

    /** The country a view names by its title, e.g. {@code Chaotania}. */
    static Country country(String title) {
        return Country.valueOf(title.toUpperCase(Locale.ROOT));
    }

    /** The queue of a country as the engine's agents, rebuilt from a view. */
    static void rebuild(Board board, Country country, List<AgentView> agents) {
        for (AgentView a : agents) {
            board.send(country, new Agent(a.seat(), ((Move.Play) Move.parse(a.code())).code()));
        }
    }
}
