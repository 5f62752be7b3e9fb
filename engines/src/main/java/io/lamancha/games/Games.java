package io.lamancha.games;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.games.doncarlo.DonCarloDefinition;
import io.lamancha.games.hidalgo.HidalgoDefinition;
import io.lamancha.games.tiles.TilesDefinition;
import io.lamancha.games.tricks.TricksDefinition;
import java.util.List;

/** The one explicit list of the games La Mancha offers. */
public final class Games {

    private Games() {
    }

    public static List<GameDefinition> definitions() {
        return List.of(
                new TricksDefinition(),
                new DonCarloDefinition(),
                new TilesDefinition(),
                new HidalgoDefinition());
    }

    public static GameRegistry registry() {
        return new GameRegistry(definitions());
    }
}
