package io.lamancha.games.hidalgo;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveParserProperties;
import java.util.List;
import java.util.Map;

/** Hidalgo's pick, play and ability notation against any string, both board sides, 2 to 6 seats. */
class HidalgoMoveParserPropertiesTest extends MoveParserProperties {

    private static final HidalgoDefinition DEFINITION = new HidalgoDefinition();

    @Override
    protected GameDefinition definition() {
        return DEFINITION;
    }

    @Override
    protected List<GameOptions> optionSets() {
        return List.of(GameOptions.defaults(DEFINITION, Map.of("side", "a")),
                GameOptions.defaults(DEFINITION, Map.of("side", "b")));
    }

    @Override
    protected int longestGame() {
        return 120;
    }
}
