package io.lamancha.benchmarks;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.Rng;
import io.lamancha.protocol.event.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The games the one-thread harnesses measure: of each game, three seeded games at three seats (or
 * the count nearest it the game allows) with default options, every move a random legal one.
 */
final class SeededGames {

    private SeededGames() {
    }

    /** How many seats the games of {@code definition} are played at. */
    static int seats(GameDefinition definition) {
        return Math.max(definition.minSeats(), Math.min(3, definition.maxSeats()));
    }

    /**
     * Plays the games of {@code definition} to their ends, showing each to {@code look} as dealt
     * and after every move.
     */
    static void play(GameDefinition definition, Consumer<Game> look) {
        int seats = seats(definition);
        for (long seed = 1; seed <= 3; seed++) {
            Game game = definition.newGame(seats, GameOptions.defaults(definition, Map.of()), seed);
            Rng rng = new Rng(seed);
            look.accept(game);
            while (!game.isOver()) {
                int seat = rng.pick(new ArrayList<>(game.awaited()));
                game.apply(seat, rng.pick(game.legalMoves(seat)));
                look.accept(game);
            }
        }
    }

    /** The state a viewer is sent now: {@code seat} null for a spectator. */
    static GameState state(GameDefinition definition, Game game, Integer seat) {
        return new GameState("bench", definition.id(), seat, game.version(), new ArrayList<>(game.awaited()),
                seat == null ? List.of() : game.legalMoves(seat), null,
                seat == null ? game.spectatorView() : game.view(seat), List.of());
    }
}
