package io.lamancha.games.tricks;

import io.lamancha.engine.GameContract;
import io.lamancha.engine.GameDefinition;

class TricksContractTest extends GameContract {

    @Override
    protected GameDefinition definition() {
        return new TricksDefinition();
    }
}
