package io.lamancha.benchmarks;

import io.lamancha.engine.GameDefinition;
import io.lamancha.games.Games;
import org.openjdk.jmh.runner.RunnerException;

/**
 * {@code java -jar benchmarks/target/lamancha-benchmarks.jar}: the playout benchmark for every game
 * in the registry. Any arguments are JMH's own and replace the defaults (e.g. {@code -p game=hidalgo
 * PlayoutBenchmark}; {@code -h} lists them).
 */
public final class RunBenchmarks {

    private RunBenchmarks() {
    }

    public static void main(String[] args) throws RunnerException, java.io.IOException {
        if (args.length > 0) {
            org.openjdk.jmh.Main.main(args);
            return;
        }
        StringBuilder ids = new StringBuilder();
        for (GameDefinition d : Games.definitions()) {
            ids.append(ids.length() == 0 ? "" : ",").append(d.id());
        }
        org.openjdk.jmh.Main.main(new String[] {"-p", "game=" + ids, PlayoutBenchmark.class.getSimpleName()});
    }
}
