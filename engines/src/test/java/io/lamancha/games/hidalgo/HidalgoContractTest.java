package io.lamancha.games.hidalgo;

import io.lamancha.engine.GameContract;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import java.util.List;
import java.util.Map;

class HidalgoContractTest extends GameContract {

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
    protected int playoutsPerSeatCount() {
        return 6;
    }
}
