package io.lamancha.benchmarks;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.games.Games;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Random playouts of one game, move by move: a random legal move by the first awaited seat, with a
 * new seeded game dealt whenever one ends. The loop that {@link PlayoutBenchmark} and
 * {@link CpuTimePlayouts} both measure. Not thread-safe: one per thread.
 */
final class Playouts {

    private final GameDefinition definition;
    private final GameOptions options;
    private final int seats;
    private final SplittableRandom random = new SplittableRandom(42);
    private long seed;
    private Game current;

    /** {@code seats} 0 means 3; any count is clipped to the game's range. */
    Playouts(String gameId, int seats) {
        definition = definitionOf(gameId);
        options = GameOptions.defaults(definition, Map.of());
        this.seats = Math.max(definition.minSeats(), Math.min(definition.maxSeats(), seats == 0 ? 3 : seats));
        current = definition.newGame(this.seats, options, seed++);
    }

    static GameDefinition definitionOf(String gameId) {
        return Games.definitions().stream().filter(d -> d.id().equals(gameId)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("not in the registry: " + gameId));
    }

    /** The server's way: move strings in, events out. */
    MoveResult randomMove() {
        int seat = seatToMove();
        List<String> legal = current.legalMoves(seat);
        return current.apply(seat, legal.get(random.nextInt(legal.size())));
    }

    /** The playout way: a move index, no notation, no events; returns the game's version. */
    int randomPlayoutMove() {
        int seat = seatToMove();
        current.applyLegal(seat, random.nextInt(current.legalMoveCount(seat)));
        return current.version();
    }

    /** The first awaited seat, after dealing a new game if the last one ended. */
    private int seatToMove() {
        if (current.isOver()) {
            current = definition.newGame(seats, options, seed++);
        }
        return current.awaited().iterator().next();
    }
}
