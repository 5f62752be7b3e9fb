package io.lamancha.games.hidalgo;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveParserProperties;
import java.util.Arrays;
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

    /** {@code discard C4 C9} (or {@code discard C4 done}) at the end of chapter I marks each in turn. */
    @Override
    protected List<String> steps(String move) {
        if (!move.startsWith("discard ")) {
            return List.of(move);
        }
        return Arrays.stream(move.substring("discard ".length()).split(" ")).map(card -> "discard " + card)
                .toList();
    }

    @Override
    protected int longestGame() {
        return 120;
    }
}
