package io.lamancha.games.golden;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Records made before an option existed replay with the game's {@code recordDefaults()}: a Hidalgo
 * game stored while the first seat always started (before the first start player was drawn from
 * the seed) still replays move for move to its stored result. Its views are not compared: they
 * have gained fields since.
 */
class LegacyRecordsTest {

    @Test
    void aHidalgoGameStoredBeforeTheStartPlayerWasDrawnReplaysToItsResult() throws Exception {
        GoldenGame stored = GoldenGame.JSON.readValue(Files.readString(
                Path.of("src", "test", "resources", "golden", "legacy", "hidalgo-2-first-seat-starts.json")),
                GoldenGame.class);
        assertThat(stored.options()).as("a record from before the option").doesNotContainKey("start");
        GameDefinition hidalgo = GoldenGame.definition(stored.game());
        Map<String, String> options = new TreeMap<>(hidalgo.recordDefaults());
        options.putAll(stored.options());

        Game game = hidalgo.newGame(stored.seats(), GameOptions.defaults(hidalgo, options), stored.seed());
        for (GoldenGame.Move m : stored.moves()) {
            MoveResult r = game.apply(m.seat(), m.move());
            assertThat(r).as("%s", m).isInstanceOf(MoveResult.Accepted.class);
        }
        assertThat(GoldenGame.Result.of(game.result().orElseThrow())).isEqualTo(stored.result());

        Game drawn = hidalgo.newGame(stored.seats(), GameOptions.defaults(hidalgo, stored.options()), stored.seed());
        assertThat(drawn.legalMoves(0)).as("without the record default, seat 1 need not start")
                .isNotEqualTo(hidalgoFirstSeatLegal(hidalgo, options, stored));
    }

    private static Object hidalgoFirstSeatLegal(GameDefinition hidalgo, Map<String, String> options, GoldenGame stored) {
        return hidalgo.newGame(stored.seats(), GameOptions.defaults(hidalgo, options), stored.seed()).legalMoves(0);
    }
}
