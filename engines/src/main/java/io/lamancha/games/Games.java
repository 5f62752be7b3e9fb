package io.lamancha.games;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
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
                new QuixoteTilesDefinition());
    }

    public static GameRegistry registry() {
        return new GameRegistry(definitions());
    }
}
