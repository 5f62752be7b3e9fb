package io.lamancha.benchmarks;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.Rng;
import io.lamancha.games.Games;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.GameState;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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

    /** Every viewer's state after every move of a few seeded games. */
    private static List<GameState> states(GameDefinition definition) {
        int seats = Math.max(definition.minSeats(), Math.min(3, definition.maxSeats()));
        List<GameState> states = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            Game game = definition.newGame(seats, GameOptions.defaults(definition, Map.of()), seed);
            Rng rng = new Rng(seed);
            while (true) {
                for (int seat = -1; seat < seats; seat++) {
                    Integer viewer = seat < 0 ? null : seat;
                    states.add(new GameState("bench", definition.id(), viewer, game.version(),
                            new ArrayList<>(game.awaited()), viewer == null ? List.of() : game.legalMoves(seat), null,
                            viewer == null ? game.spectatorView() : game.view(seat), List.of()));
                }
                if (game.isOver()) {
                    break;
                }
                int seat = rng.pick(new ArrayList<>(game.awaited()));
                game.apply(seat, rng.pick(game.legalMoves(seat)));
            }
        }
        return states;
    }
}
