package io.lamancha.benchmarks;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.MoveResult;
import io.lamancha.games.Games;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntSupplier;

/**
 * Random playouts counted per second of the playing thread's own CPU time, so the figure is one
 * core's even on a loaded machine, where JMH's wall-clock scores fall with the load. The same loop
 * as {@link PlayoutBenchmark} (3 seats, a new seeded game whenever one ends), on both paths, for
 * every registered game or the one named:
 *
 * <pre>java -cp benchmarks/target/lamancha-benchmarks.jar io.lamancha.benchmarks.CpuTimePlayouts [game [rounds]]</pre>
 *
 * <p>Each path gets {@value #WARM_UP_ROUNDS} unreported rounds, then {@code rounds} (default 10)
 * rounds of about one CPU-second each; it prints the best and the median round in moves per second.
 */
public final class CpuTimePlayouts {

    private static final int WARM_UP_ROUNDS = 5;
    private static final long ROUND_NANOS = 1_000_000_000L;
    private static final int MOVES_PER_CLOCK_READ = 1_000;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    private CpuTimePlayouts() {
    }

    public static void main(String[] args) {
        List<String> games = args.length > 0 ? List.of(args[0])
                : Games.definitions().stream().map(GameDefinition::id).toList();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        CpuTimePlayouts harness = new CpuTimePlayouts();
        System.out.printf(Locale.ROOT, "%-16s %-18s %12s %12s%n", "game", "path", "best/s", "median/s");
        for (String game : games) {
            Playouts strings = new Playouts(game, 3);
            harness.report(game, "randomMove", rounds, () -> strings.randomMove() instanceof MoveResult.Accepted ? 1 : 0);
            Playouts indices = new Playouts(game, 3);
            harness.report(game, "randomPlayoutMove", rounds, indices::randomPlayoutMove);
        }
    }

    private void report(String game, String path, int rounds, IntSupplier move) {
        for (int i = 0; i < WARM_UP_ROUNDS; i++) {
            movesPerCpuSecond(move);
        }
        double[] perSecond = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            perSecond[i] = movesPerCpuSecond(move);
        }
        Arrays.sort(perSecond);
        System.out.printf(Locale.ROOT, "%-16s %-18s %,12.0f %,12.0f%n",
                game, path, perSecond[rounds - 1], perSecond[rounds / 2]);
    }

    /** Moves made in about one second of this thread's CPU time, scaled to exactly one. */
    private double movesPerCpuSecond(IntSupplier move) {
        long start = threads.getCurrentThreadCpuTime();
        long moves = 0;
        long used;
        int sink = 0;
        do {
            for (int i = 0; i < MOVES_PER_CLOCK_READ; i++) {
                sink += move.getAsInt();
            }
            moves += MOVES_PER_CLOCK_READ;
            used = threads.getCurrentThreadCpuTime() - start;
        } while (used < ROUND_NANOS);
        if (sink == 42) {
            System.out.print("");
        }
        return moves * 1e9 / used;
    }
}
