package io.lamancha.benchmarks;

import io.lamancha.engine.GameDefinition;
import io.lamancha.games.Games;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.GameState;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What writing one JSON state line costs, per second of this thread's CPU time (robust to a
 * loaded machine): the states every seat and a spectator get after every move of seeded random
 * 3-seat games of each game, written by databind (as until issue #28) and on the streaming
 * generator (as the server does now), in alternating rounds:
 *
 * <pre>java -cp benchmarks/target/lamancha-benchmarks.jar io.lamancha.benchmarks.StateLines [rounds]</pre>
 *
 * <p>Prints per game the median round of each writer in µs per line and their ratio.
 */
public final class StateLines {

    private static final long ROUND_NANOS = 500_000_000L;
    private static final int WARM_UP_ROUNDS = 4;

    private StateLines() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        LineEncoder encoder = new LineEncoder();
        ThreadCpu harness = new ThreadCpu(ROUND_NANOS);
        System.out.printf(Locale.ROOT, "%-16s %8s %14s %14s %7s%n", "game", "states", "databind µs", "streamed µs",
                "ratio");
        for (GameDefinition definition : Games.definitions()) {
            List<GameState> states = states(definition);
            double[] databind = new double[rounds];
            double[] streamed = new double[rounds];
            for (int i = 0; i < WARM_UP_ROUNDS + rounds; i++) {
                // the bytes a JSON viewer's connection gets: by databind as until #28, and streamed
                double d = harness.microsPer(states,
                        st -> (encoder.databind(st, null) + "\n").getBytes(StandardCharsets.UTF_8).length);
                double s = harness.microsPer(states, st -> encoder.encodeBytes(st, WireFormat.JSON, null).length);
                if (i >= WARM_UP_ROUNDS) {
                    databind[i - WARM_UP_ROUNDS] = d;
                    streamed[i - WARM_UP_ROUNDS] = s;
                }
            }
            Arrays.sort(databind);
            Arrays.sort(streamed);
            System.out.printf(Locale.ROOT, "%-16s %8d %14.2f %14.2f %7.2f%n", definition.id(), states.size(),
                    databind[rounds / 2], streamed[rounds / 2], streamed[rounds / 2] / databind[rounds / 2]);
        }
    }

    /** Every viewer's state as each seeded game was dealt and after every move. */
    private static List<GameState> states(GameDefinition definition) {
        int seats = SeededGames.seats(definition);
        List<GameState> states = new ArrayList<>();
        SeededGames.play(definition, game -> {
            states.add(SeededGames.state(definition, game, null));
            for (int seat = 0; seat < seats; seat++) {
                states.add(SeededGames.state(definition, game, seat));
            }
        });
        return states;
    }
}
