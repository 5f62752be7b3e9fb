package io.lamancha.benchmarks;

import io.lamancha.engine.MoveResult;
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

    private Playouts playouts;

    @Setup
    public void setUp() {
        playouts = new Playouts(game, seats);
    }

    @Benchmark
    public MoveResult randomMove() {
        return playouts.randomMove();
    }

    @Benchmark
    public int randomPlayoutMove() {
        return playouts.randomPlayoutMove();
    }
}
