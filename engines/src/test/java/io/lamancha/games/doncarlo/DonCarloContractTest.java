package io.lamancha.games.doncarlo;

import io.lamancha.engine.GameContract;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import java.util.List;
import java.util.Map;

/** The engine contract for 2, 3 and 4 seats, competitive and cooperative, with every difficulty. */
class DonCarloContractTest extends GameContract {

    /** Four option sets times three seat counts: fewer playouts each keep the class quick. */
    @Override
    protected int playoutsPerSeatCount() {
        return 10;
    }

    private final DonCarloDefinition definition = new DonCarloDefinition();

    @Override
    protected GameDefinition definition() {
        return definition;
    }

    @Override
    protected List<GameOptions> optionSets() {
        return List.of(
                GameOptions.defaults(definition, Map.of()),
                GameOptions.defaults(definition, Map.of("variant", "coop")),
                GameOptions.defaults(definition, Map.of("variant", "coop", "remove", "4", "hand", "4")),
                GameOptions.defaults(definition, Map.of("variant", "coop", "remove", "7")));
    }
}
