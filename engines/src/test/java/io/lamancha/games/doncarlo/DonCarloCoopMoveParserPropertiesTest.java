package io.lamancha.games.doncarlo;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveParserProperties;
import java.util.List;
import java.util.Map;

/**
 * Don Carlo's cooperative variant: its slash notation against any string, 2 to 4 seats, with the
 * default setup and the smallest hand and largest removal.
 */
class DonCarloCoopMoveParserPropertiesTest extends MoveParserProperties {

    private static final DonCarloDefinition DEFINITION = new DonCarloDefinition();

    @Override
    protected GameDefinition definition() {
        return DEFINITION;
    }

    @Override
    protected List<GameOptions> optionSets() {
        return List.of(GameOptions.defaults(DEFINITION, Map.of("variant", "coop")),
                GameOptions.defaults(DEFINITION, Map.of("variant", "coop", "remove", "4", "hand", "4")),
                GameOptions.defaults(DEFINITION, Map.of("variant", "coop", "remove", "8")));
    }

    @Override
    protected int longestGame() {
        return 50;
    }
}
