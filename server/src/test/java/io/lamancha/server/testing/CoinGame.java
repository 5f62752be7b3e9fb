package io.lamancha.server.testing;

import io.lamancha.engine.Audience;
import io.lamancha.engine.Bot;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.GameResult;
import io.lamancha.engine.GameView;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.OptionSpec;
import io.lamancha.engine.RandomBot;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * A tiny game for server tests: seats take turns calling heads or tails; each seat holds a secret
 * word only it may see. A call that matches the seat's secret coin scores a point.
 */
public final class CoinGame implements GameDefinition {

    /** How many views of each seat this game's deals built. */
    private final AtomicIntegerArray seatViews = new AtomicIntegerArray(3);

    /** The views of {@code seat} built so far, in every game dealt by this definition. */
    public int viewsBuilt(int seat) {
        return seatViews.get(seat);
    }

    @Override
    public String id() {
        return "coins";
    }

    @Override
    public String title() {
        return "Coins";
    }

    @Override
    public int minSeats() {
        return 2;
    }

    @Override
    public int maxSeats() {
        return 3;
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(OptionSpec.number("rounds", 2, 1, 10, "Calls per player."));
    }

    @Override
    public List<String> summary() {
        return List.of("Call heads or tails: /play heads.");
    }

    @Override
    public List<String> moveVerbs() {
        return List.of("call");
    }

    @Override
    public Game newGame(int seats, GameOptions options, long seed) {
        return new CoinState(seats, options.getInt("rounds"), seed, seatViews);
    }

    @Override
    public List<String> botLevels() {
        return List.of("random", "smart");
    }

    @Override
    public Bot newBot(String level, long seed) {
        RandomBot random = new RandomBot(seed);
        return level.equals("smart") ? new WeighingBot(random) : random;
    }

    /**
     * The "smart" level: the random bot's choices, but a bot that says its choice may take long,
     * as the real games' smart bots do, so its table hands it to the bots' threads.
     */
    private record WeighingBot(RandomBot random) implements Bot {
        @Override
        public String choose(GameView view, List<String> legal) {
            return random.choose(view, legal);
        }

        @Override
        public boolean readsView() {
            return false;
        }
    }

    /** What a seat sees. */
    public record CoinView(int you, int turn, List<Integer> scores, String secret) implements GameView {
        @Override
        public List<String> render(RenderContext ctx) {
            return List.of("Scores " + scores + ", turn of " + (turn < 0 ? "nobody" : ctx.name(turn)),
                    secret == null ? "(spectating)" : "Your secret: " + secret);
        }
    }

    /** Public: a seat called. */
    public record Called(int seat, String call, boolean scored) implements GameEvent {
        @Override
        public Audience audience() {
            return Audience.EVERYONE;
        }

        @Override
        public String type() {
            return "called";
        }

        @Override
        public String text(RenderContext ctx) {
            return ctx.name(seat) + " calls " + call + (scored ? " and scores." : ".");
        }
    }

    /** Private: a seat's secret. */
    public record Secret(int seat, String secret) implements GameEvent {
        @Override
        public Audience audience() {
            return Audience.seat(seat);
        }

        @Override
        public String type() {
            return "secret";
        }

        @Override
        public String text(RenderContext ctx) {
            return "Your secret is " + secret + ".";
        }
    }

    static final class CoinState implements Game {
        private final int seats;
        private final int total;
        private final Rng rng;
        private final int[] scores;
        private final String[] secrets;
        private int moves;
        private final AtomicIntegerArray viewsBuilt;

        CoinState(int seats, int rounds, long seed, AtomicIntegerArray viewsBuilt) {
            this.viewsBuilt = viewsBuilt;
            this.seats = seats;
            this.total = rounds * seats;
            this.rng = new Rng(seed);
            this.scores = new int[seats];
            this.secrets = new String[seats];
            for (int i = 0; i < seats; i++) {
                secrets[i] = "secret-" + seed + "-" + i;
            }
        }

        @Override
        public int seats() {
            return seats;
        }

        @Override
        public Set<Integer> awaited() {
            return isOver() ? Set.of() : Set.of(moves % seats);
        }

        @Override
        public List<String> legalMoves(int seat) {
            return awaited().contains(seat) ? List.of("heads", "tails") : List.of();
        }

        @Override
        public MoveResult apply(int seat, String move) {
            if (!awaited().contains(seat)) {
                return MoveResult.notYourTurn("Wait for your turn.");
            }
            String m = move.strip().toLowerCase();
            if (m.startsWith("call ")) {
                m = m.substring(5).strip();
            }
            if (!m.equals("heads") && !m.equals("tails")) {
                return MoveResult.illegal("Call heads or tails.");
            }
            boolean scored = (rng.nextInt(2) == 0) == m.equals("heads");
            if (scored) {
                scores[seat]++;
            }
            moves++;
            List<GameEvent> events = new ArrayList<>();
            events.add(new Called(seat, m, scored));
            if (!isOver()) {
                events.add(new Secret(moves % seats, secrets[moves % seats]));
            }
            return MoveResult.accepted(m, events);
        }

        @Override
        public boolean isOver() {
            return moves >= total;
        }

        @Override
        public Optional<GameResult> result() {
            if (!isOver()) {
                return Optional.empty();
            }
            List<Integer> s = new ArrayList<>();
            int best = 0;
            for (int v : scores) {
                s.add(v);
                best = Math.max(best, v);
            }
            List<Integer> winners = new ArrayList<>();
            for (int i = 0; i < seats; i++) {
                if (scores[i] == best) {
                    winners.add(i);
                }
            }
            return Optional.of(new GameResult(s, winners, java.util.Collections.nCopies(seats, "heads and tails"),
                    List.of("The most right calls win.")));
        }

        @Override
        public int version() {
            return moves;
        }

        @Override
        public GameView view(int seat) {
            viewsBuilt.incrementAndGet(seat);
            return new CoinView(seat, awaited().isEmpty() ? -1 : moves % seats, scoreList(), secrets[seat]);
        }

        @Override
        public GameView spectatorView() {
            return new CoinView(-1, awaited().isEmpty() ? -1 : moves % seats, scoreList(), null);
        }

        private List<Integer> scoreList() {
            List<Integer> s = new ArrayList<>();
            for (int v : scores) {
                s.add(v);
            }
            return s;
        }
    }
}
