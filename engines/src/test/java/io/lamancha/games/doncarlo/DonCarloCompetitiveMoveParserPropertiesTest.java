package io.lamancha.games.doncarlo;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveParserProperties;
import java.util.List;
import java.util.Map;

/** Don Carlo's competitive variant: its slash notation against any string, 2 to 4 seats. */
class DonCarloCompetitiveMoveParserPropertiesTest extends MoveParserProperties {

    private static final DonCarloDefinition DEFINITION = new DonCarloDefinition();

    @Override
    protected GameDefinition definition() {
        return DEFINITION;
    }

    @Override
    protected List<GameOptions> optionSets() {
        return List.of(GameOptions.defaults(DEFINITION, Map.of("variant", "competitive")));
    }

    @Override
    protected int longestGame() {
        return 50;
    }
}
