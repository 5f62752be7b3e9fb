package io.lamancha.benchmarks;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.games.Games;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Engine random playouts: one operation is one random legal move by an awaited seat, with a new
 * game dealt (seeded) whenever one ends, so the score is moves per second on one thread, set-up
 * included. {@link #randomMove} goes the server's way (move strings in, events out);
 * {@link #randomPlayoutMove} the way playouts and search bots go (a move index, no notation, no
 * events). The {@code game} values here are the four planned games; {@link RunBenchmarks} passes
 * the ids the registry really lists.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PlayoutBenchmark {

    @Param({"quixote-tricks", "doncarlo", "quixote-tiles", "hidalgo"})
    public String game;

    /** Seats at the table; 0 means 3, clipped to the game's range. */
    @Param("0")
    public int seats;

    private GameDefinition definition;
    private GameOptions options;
    private SplittableRandom random;
    private Game current;
    private long seed;
    private int n;

    @Setup
    public void setUp() {
        definition = Games.definitions().stream().filter(d -> d.id().equals(game)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("not in the registry: " + game));
        options = GameOptions.defaults(definition, Map.of());
        n = Math.max(definition.minSeats(), Math.min(definition.maxSeats(), seats == 0 ? 3 : seats));
        random = new SplittableRandom(42);
        current = definition.newGame(n, options, seed++);
    }

    @Benchmark
    public MoveResult randomMove() {
        int seat = seatToMove();
        List<String> legal = current.legalMoves(seat);
        return current.apply(seat, legal.get(random.nextInt(legal.size())));
    }

    @Benchmark
    public int randomPlayoutMove() {
        int seat = seatToMove();
        current.applyLegal(seat, random.nextInt(current.legalMoveCount(seat)));
        return current.version();
    }

    /** The first awaited seat, after dealing a new game if the last one ended. */
    private int seatToMove() {
        if (current.isOver()) {
            current = definition.newGame(n, options, seed++);
        }
        return current.awaited().iterator().next();
    }
}
