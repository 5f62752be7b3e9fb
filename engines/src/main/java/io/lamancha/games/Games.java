package io.lamancha.games;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.games.doncarlo.DonCarloDefinition;
import io.lamancha.games.hidalgo.HidalgoDefinition;
import io.lamancha.games.tiles.QuixoteTilesDefinition;
import io.lamancha.games.tricks.QuixoteTricksDefinition;
import java.util.List;

/** The one explicit list of the games La Mancha offers. */
public final class Games {

    private Games() {
    }

    public static List<GameDefinition> definitions() {
        return List.of(
                new QuixoteTricksDefinition(),
                new DonCarloDefinition(),
                new QuixoteTilesDefinition(),
                new HidalgoDefinition());
    }

    public static GameRegistry registry() {
        return new GameRegistry(definitions());
    }
}
