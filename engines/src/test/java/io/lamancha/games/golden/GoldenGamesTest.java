package io.lamancha.games.golden;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameView;
import io.lamancha.engine.MoveResult;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Games stored by an earlier build still restore: each file in {@code golden/} replays, move by
 * move, from its seed and options, every move is accepted as the same canonical move, and the game
 * ends with exactly the stored result and final views. A failure here means a change would break
 * the games users have stored (the server keeps seed, options, seats and moves and replays them at
 * start). The files are written by {@link GoldenGameRecorder} and are not rewritten to make a
 * change pass, unless the change is meant to alter stored games.
 */
class GoldenGamesTest {

    static Stream<String> names() {
        return GoldenCase.ALL.stream().map(GoldenCase::name);
    }

    @ParameterizedTest
    @MethodSource("names")
    void aStoredGameReplaysToItsStoredResultAndViews(String name) throws Exception {
        GoldenGame stored = GoldenGame.read(name);
        Game game = stored.start();
        for (GoldenGame.Move m : stored.moves()) {
            assertThat(game.isOver()).as("over before %s", m).isFalse();
            MoveResult r = game.apply(m.seat(), m.move());
            assertThat(r).as("%s", m).isInstanceOf(MoveResult.Accepted.class);
            assertThat(((MoveResult.Accepted) r).move()).as("canonical form of %s", m).isEqualTo(m.move());
        }
        assertThat(game.isOver()).isTrue();
        assertThat(GoldenGame.Result.of(game.result().orElseThrow())).isEqualTo(stored.result());
        assertThat(tree(game.spectatorView())).as("spectator view").isEqualTo(stored.spectatorView());
        for (int s = 0; s < game.seats(); s++) {
            assertThat(tree(game.view(s))).as("view of seat %s", s).isEqualTo(stored.seatViews().get(s));
        }
    }

    private static JsonNode tree(GameView view) {
        return GoldenGame.JSON.valueToTree(view);
    }

    @ParameterizedTest
    @MethodSource("names")
    void aStoredGameIsTheOneItsCaseDescribes(String name) throws Exception {
        GoldenCase c = GoldenCase.ALL.stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
        GoldenGame stored = GoldenGame.read(name);
        assertThat(List.of(stored.game(), stored.seed(), stored.seats())).containsExactly(c.game(), c.seed(),
                c.bots().size());
        assertThat(stored.options()).containsAllEntriesOf(c.options());
        assertThat(stored.moves()).isNotEmpty();
    }
}
