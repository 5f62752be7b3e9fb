package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.server.journal.Journal;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Whether stored games still replay through their engines, as a restart would replay them. */
public final class Replays {

    private Replays() {
    }

    /**
     * Whether a stored game replays through its engine as {@link Table#restore} replays it: empty when
     * the engine accepts every move, else why not, without the moves' text (a move may be secret).
     */
    public static Optional<String> problem(GameDefinition definition, Map<String, String> storedOptions,
            long storedSeed, int seatCount, List<Journal.MoveRecord> moves) {
        TableOptions options = new TableOptions(definition);
        options.restore(storedOptions);
        try {
            Game game = definition.newGame(seatCount, options.forGame(), storedSeed);
            return Optional.ofNullable(Match.firstRefused(game, moves))
                    .map(refused -> "its " + refused + " is refused");
        } catch (RuntimeException e) {
            return Optional.of("it cannot be dealt again (" + e.getMessage() + ")");
        }
    }
}
