package io.lamancha.games.tiles;

import io.lamancha.engine.GameContract;
import io.lamancha.engine.GameDefinition;

/** The engine contract for 1, 2, 3 and 4 seats: playouts, determinism, rejections, bots. */
class TilesContractTest extends GameContract {

    @Override
    protected GameDefinition definition() {
        return new TilesDefinition();
    }
}
