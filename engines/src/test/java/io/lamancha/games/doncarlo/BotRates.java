package io.lamancha.games.doncarlo;

import io.lamancha.engine.Bot;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.GameView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Plays seeded bot games to the end; shared by the strength tests. */
final class BotRates {

    private static final DonCarloDefinition DEFINITION = new DonCarloDefinition();

    private BotRates() {
    }

    /** Plays one game with the given bot level per seat and returns the finished game. */
    static Game play(List<String> levels, Map<String, String> options, long seed) {
        Game game = DEFINITION.newGame(levels.size(), GameOptions.defaults(DEFINITION, options), seed);
        List<Bot> bots = new ArrayList<>();
        for (int s = 0; s < levels.size(); s++) {
            bots.add(DEFINITION.newBot(levels.get(s), seed * 31 + s));
        }
        while (!game.isOver()) {
            int seat = game.awaited().iterator().next();
            // The random bot reads only the legal moves; sparing it a view halves the test's work.
            GameView view = levels.get(seat).equals("random") ? null : game.view(seat);
            String move = bots.get(seat).choose(view, game.legalMoves(seat));
            game.apply(seat, move);
        }
        return game;
    }
}
