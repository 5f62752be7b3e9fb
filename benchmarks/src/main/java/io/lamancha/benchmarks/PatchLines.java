package io.lamancha.benchmarks;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.games.Games;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.GameChange;
import io.lamancha.protocol.event.GameState;
import io.lamancha.protocol.event.ViewChanges;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * What a seat's change line after a move costs the server, per second of this thread's CPU time
 * (robust to a loaded machine): of seeded random 3-seat games of each game, every seat's view
 * after each move laid over its view before it, found ({@link ViewChanges#patch}) and then
 * written as the JSON line a client that asked {@code /set updates patch} gets:
 *
 * <pre>java -cp benchmarks/target/lamancha-benchmarks.jar io.lamancha.benchmarks.PatchLines [rounds]</pre>
 *
 * <p>Every game is measured in every round (the JIT sees them all, as on the server). Prints per
 * game the median round of each step in µs per line, and the line's mean bytes.
 */
public final class PatchLines {

    private static final long ROUND_NANOS = 200_000_000L;
    private static final int WARM_UP_ROUNDS = 4;

    /** A seat's view before a move ({@code before}, at {@code from}) and its state after it. */
    private record Step(int from, Object before, GameState now) {
    }

    private PatchLines() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        LineEncoder encoder = new LineEncoder();
        ThreadCpu harness = new ThreadCpu(ROUND_NANOS);
        List<GameDefinition> definitions = Games.definitions();
        int n = definitions.size();
        List<List<Step>> steps = new ArrayList<>();
        List<List<GameChange>> changes = new ArrayList<>();
        long[] bytes = new long[n];
        for (int g = 0; g < n; g++) {
            steps.add(steps(definitions.get(g)));
            List<GameChange> made = new ArrayList<>();
            for (Step s : steps.get(g)) {
                GameChange c = ViewChanges.patch(s.from(), s.before(), s.now());
                made.add(c);
                bytes[g] += encoder.encodeBytes(c, WireFormat.JSON, null).length;
            }
            changes.add(made);
        }
        // every game in every round, as the server finds and writes them all on one thread
        double[][] patch = new double[n][rounds];
        double[][] write = new double[n][rounds];
        for (int i = 0; i < WARM_UP_ROUNDS + rounds; i++) {
            for (int g = 0; g < n; g++) {
                double p = harness.microsPer(steps.get(g),
                        s -> ViewChanges.patch(s.from(), s.before(), s.now()).patch().size());
                double w = harness.microsPer(changes.get(g),
                        c -> encoder.encodeBytes(c, WireFormat.JSON, null).length);
                if (i >= WARM_UP_ROUNDS) {
                    patch[g][i - WARM_UP_ROUNDS] = p;
                    write[g][i - WARM_UP_ROUNDS] = w;
                }
            }
        }
        System.out.printf(Locale.ROOT, "%-16s %7s %10s %10s %7s%n", "game", "lines", "patch µs", "write µs", "bytes");
        for (int g = 0; g < n; g++) {
            Arrays.sort(patch[g]);
            Arrays.sort(write[g]);
            System.out.printf(Locale.ROOT, "%-16s %7d %10.2f %10.2f %7d%n", definitions.get(g).id(),
                    steps.get(g).size(), patch[g][rounds / 2], write[g][rounds / 2], bytes[g] / steps.get(g).size());
        }
    }

    /** Every seat's view before and state after every move of the seeded games. */
    private static List<Step> steps(GameDefinition definition) {
        Steps steps = new Steps(definition);
        SeededGames.play(definition, steps);
        return steps.made;
    }

    /** Pairs each look at a game with the look before it, at the same game. */
    private static final class Steps implements Consumer<Game> {
        private final GameDefinition definition;
        private final int seats;
        final List<Step> made = new ArrayList<>();
        private Game last;
        private int from;
        private final List<Object> before = new ArrayList<>();

        Steps(GameDefinition definition) {
            this.definition = definition;
            this.seats = SeededGames.seats(definition);
        }

        @Override
        public void accept(Game game) {
            if (game == last) {
                for (int seat = 0; seat < seats; seat++) {
                    made.add(new Step(from, before.get(seat), SeededGames.state(definition, game, seat)));
                }
            }
            last = game;
            from = game.version();
            before.clear();
            for (int seat = 0; seat < seats; seat++) {
                before.add(game.view(seat));
            }
        }
    }
}
