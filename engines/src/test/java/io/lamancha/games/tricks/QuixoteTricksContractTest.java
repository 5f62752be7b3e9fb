package io.lamancha.games.tricks;

import io.lamancha.engine.GameContract;
import io.lamancha.engine.GameDefinition;

class QuixoteTricksContractTest extends GameContract {

    @Override
    protected GameDefinition definition() {
        return new QuixoteTricksDefinition();
    }
}
