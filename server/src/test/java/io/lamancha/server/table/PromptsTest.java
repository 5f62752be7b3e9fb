package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.games.Games;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The legal moves Prompts hands out again are the game's own at every step, never an older step's. */
class PromptsTest {

    @Test
    void theLegalMovesKeptFromTheLastUpdateAreTheGamesOwnWhileItStaysAtThatVersion() {
        for (GameDefinition def : Games.definitions()) {
            int seats = Math.max(2, def.minSeats());
            Game game = def.newGame(seats, GameOptions.defaults(def, Map.of()), 7);
            Prompts prompts = new Prompts();
            Random random = new Random(11);
            for (int step = 0; step < 400 && !game.isOver(); step++) {
                if (step % 3 != 2) {
                    prompts.update(game);
                }
                for (int s = 0; s < seats; s++) {
                    assertThat(prompts.legal(game, s)).as("%s, step %d, seat %d", def.id(), step, s)
                            .isEqualTo(game.legalMoves(s));
                }
                int mover = game.awaited().iterator().next();
                List<String> legal = game.legalMoves(mover);
                game.apply(mover, legal.get(random.nextInt(legal.size())));
                // before the next update the game has moved on: the game's moves, not the kept ones
                for (int s = 0; s < seats; s++) {
                    assertThat(prompts.legal(game, s)).isEqualTo(game.legalMoves(s));
                }
                if (step == 50) {
                    prompts.reset();
                }
            }
        }
    }
}
