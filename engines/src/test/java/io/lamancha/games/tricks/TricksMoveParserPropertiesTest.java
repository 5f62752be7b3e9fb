package io.lamancha.games.tricks;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.MoveParserProperties;

/** Quixote tricks' card and pass notation against any string, for 3 to 5 seats. */
class TricksMoveParserPropertiesTest extends MoveParserProperties {

    private static final TricksDefinition DEFINITION = new TricksDefinition();

    @Override
    protected GameDefinition definition() {
        return DEFINITION;
    }
}
