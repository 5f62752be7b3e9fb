package io.lamancha.clients.testing;

import io.lamancha.engine.Bot;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.GameResult;
import io.lamancha.engine.GameView;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.OptionSpec;
import io.lamancha.engine.RandomBot;
import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A test-only game with simultaneous turns, so the kit is tested on a game of that shape whatever
 * the registry holds: each round every seat secretly picks 1, 2 or 3; the picks score once all are in.
 */
public final class PickGame implements GameDefinition {

    @Override public String id() { return "pick"; }
    @Override public String title() { return "Pick"; }
    @Override public int minSeats() { return 2; }
    @Override public int maxSeats() { return 4; }
    @Override public List<OptionSpec> options() { return List.of(); }
    @Override public List<String> summary() { return List.of("Everyone picks 1, 2 or 3 at once: /play 2."); }
    @Override public List<String> botLevels() { return List.of("random", "smart"); }
    @Override public Bot newBot(String level, long seed) { return new RandomBot(seed); }
    @Override public Game newGame(int seats, GameOptions options, long seed) { return new State(seats); }

    /** What a seat sees: the scores, and its own pick this round. */
    public record PickView(List<Integer> scores, int round, Integer myPick) implements GameView {
        @Override
        public List<String> render(RenderContext ctx) {
            return List.of("Round " + round + ", scores " + scores + (myPick == null ? "" : ", you picked " + myPick));
        }
    }

    private static final class State implements Game {
        private static final int ROUNDS = 3;
        private final int[] scores;
        private final Integer[] picks;
        private int round = 1;
        private int version;

        State(int seats) {
            scores = new int[seats];
            picks = new Integer[seats];
        }

        @Override public int seats() { return scores.length; }
        @Override public boolean isOver() { return round > ROUNDS; }
        @Override public int version() { return version; }

        @Override
        public Set<Integer> awaited() {
            Set<Integer> out = new TreeSet<>();
            for (int s = 0; s < picks.length && !isOver(); s++) {
                if (picks[s] == null) {
                    out.add(s);
                }
            }
            return out;
        }

        @Override
        public List<String> legalMoves(int seat) {
            return awaited().contains(seat) ? List.of("1", "2", "3") : List.of();
        }

        @Override
        public MoveResult apply(int seat, String move) {
            if (!awaited().contains(seat)) {
                return MoveResult.notYourTurn("You picked already.");
            }
            if (!legalMoves(seat).contains(move.strip())) {
                return MoveResult.illegal("Pick 1, 2 or 3.");
            }
            picks[seat] = Integer.parseInt(move.strip());
            version++;
            if (awaited().isEmpty()) {
                for (int s = 0; s < picks.length; s++) {
                    scores[s] += picks[s];
                    picks[s] = null;
                }
                round++;
            }
            return MoveResult.accepted(move.strip(), List.of());
        }

        @Override
        public Optional<GameResult> result() {
            if (!isOver()) {
                return Optional.empty();
            }
            int best = 0;
            for (int v : scores) {
                best = Math.max(best, v);
            }
            List<Integer> winners = new ArrayList<>();
            for (int s = 0; s < scores.length; s++) {
                if (scores[s] == best) {
                    winners.add(s);
                }
            }
            return Optional.of(new GameResult(scoreList(), winners, java.util.Collections.nCopies(scores.length, ""),
                    List.of()));
        }

        @Override
        public GameView view(int seat) {
            return new PickView(scoreList(), round, picks[seat]);
        }

        @Override
        public GameView spectatorView() {
            return new PickView(scoreList(), round, null);
        }

        private List<Integer> scoreList() {
            List<Integer> out = new ArrayList<>();
            for (int v : scores) {
                out.add(v);
            }
            return out;
        }
    }
}
