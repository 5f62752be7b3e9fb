package io.lamancha.games.golden;

import io.lamancha.engine.Bot;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Writes the stored games of {@link GoldenCase} that have no file yet into
 * {@code engines/src/test/resources/golden/}:
 * each case's bots play its game from its seed (the first awaited seat moves), and the file keeps
 * the seed, the complete options, the seats, the canonical moves, the result and the final views.
 * Disabled unless asked for:
 *
 * <pre>mvn -pl engines test -Dtest=GoldenGameRecorder -Dgolden.record=true</pre>
 *
 * <p>Run it to add a case, never to make {@link GoldenGamesTest} pass after a change: a stored game
 * that no longer replays is a user's game that no longer restores.
 */
@EnabledIfSystemProperty(named = "golden.record", matches = "true")
class GoldenGameRecorder {

    @Test
    void writesEveryCase() throws Exception {
        for (GoldenCase c : GoldenCase.ALL) {
            // a stored game is never written again: today's rules may deal it otherwise (a new draw)
            if (!java.nio.file.Files.exists(GoldenGame.DIRECTORY.resolve(c.name() + ".json"))) {
                record(c).write(c.name());
            }
        }
    }

    static GoldenGame record(GoldenCase c) {
        GameDefinition definition = GoldenGame.definition(c.game());
        GameOptions options = GameOptions.defaults(definition, c.options());
        Game game = definition.newGame(c.bots().size(), options, c.seed());
        List<Bot> bots = new ArrayList<>();
        for (int s = 0; s < c.bots().size(); s++) {
            bots.add(definition.newBot(c.bots().get(s), c.seed() * 10 + s));
        }
        List<GoldenGame.Move> moves = new ArrayList<>();
        while (!game.isOver()) {
            int seat = game.awaited().iterator().next();
            String move = bots.get(seat).choose(game.view(seat), game.legalMoves(seat));
            MoveResult.Accepted accepted = (MoveResult.Accepted) game.apply(seat, move);
            moves.add(new GoldenGame.Move(seat, accepted.move()));
        }
        return GoldenGame.of(c.game(), c.seed(), options.values(), moves, game);
    }
}
