package io.lamancha.games.tiles;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.MoveParserProperties;

/** Quixote tiles' placement notation against any string, for 1 to 4 seats. */
class TilesMoveParserPropertiesTest extends MoveParserProperties {

    private static final TilesDefinition DEFINITION = new TilesDefinition();

    @Override
    protected GameDefinition definition() {
        return DEFINITION;
    }

    @Override
    protected int longestGame() {
        return 100;
    }
}
