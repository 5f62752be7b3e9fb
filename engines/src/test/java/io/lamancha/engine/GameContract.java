package io.lamancha.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The contract every game keeps. A game's test class extends this and names its definition;
 * each test runs for every seat count the game allows.
 */
public abstract class GameContract {

    private static final ObjectMapper JSON = new ObjectMapper()
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    /** The game under test. */
    protected abstract GameDefinition definition();

    /** Random playouts per seat count; games with long playouts may lower it. */
    protected int playoutsPerSeatCount() {
        return 20;
    }

    /** Upper bound on moves in one game, to turn an endless game into a failure. */
    protected int maxMoves() {
        return 20_000;
    }

    /** Option sets to run the contract under; the defaults by default. */
    protected List<GameOptions> optionSets() {
        return List.of(GameOptions.defaults(definition(), java.util.Map.of()));
    }

    protected final List<Integer> seatCounts() {
        List<Integer> counts = new ArrayList<>();
        for (int n = definition().minSeats(); n <= definition().maxSeats(); n++) {
            counts.add(n);
        }
        return counts;
    }

    @Test
    void randomPlayoutsReachTheEndForEverySeatCount() throws Exception {
        for (GameOptions options : optionSets()) {
            for (int seats : seatCounts()) {
                if (definition().validate(seats, options).isPresent()) {
                    continue;
                }
                for (int i = 0; i < playoutsPerSeatCount(); i++) {
                    long seed = 1000L * seats + i;
                    Game game = definition().newGame(seats, options, seed);
                    playOut(game, new Rng(seed ^ 0x5DEECE66DL), seats, true);
                    assertThat(game.isOver()).isTrue();
                    assertThat(game.awaited()).isEmpty();
                    assertThat(game.result()).isPresent();
                    GameResult result = game.result().orElseThrow();
                    assertThat(result.scores()).hasSize(seats);
                    assertThat(result.winners()).allMatch(w -> w >= 0 && w < seats);
                    assertThat(result.places()).as("a place per seat").hasSize(seats).allMatch(p -> p >= 1 && p <= seats);
                    for (int s = 0; s < seats; s++) {
                        assertThat(result.places().get(s) == 1).as("the winners, and only they, are first (seat %d)", s)
                                .isEqualTo(result.winners().contains(s) || result.winners().isEmpty() && result.team());
                        for (int o = 0; o < seats; o++) {
                            if (result.scores().get(s) > result.scores().get(o)) {
                                assertThat(result.places().get(s)).as("a higher score is placed no lower")
                                        .isLessThanOrEqualTo(result.places().get(o));
                            }
                        }
                    }
                    for (int s = 0; s < seats; s++) {
                        assertThat(game.legalMoves(s)).isEmpty();
                    }
                }
            }
        }
    }

    @Test
    void theSameSeedAndMovesGiveTheSameGame() {
        for (GameOptions options : optionSets()) {
            for (int seats : seatCounts()) {
                if (definition().validate(seats, options).isPresent()) {
                    continue;
                }
                Game a = definition().newGame(seats, options, 42);
                Game b = definition().newGame(seats, options, 42);
                Rng rng = new Rng(7);
                int moves = 0;
                while (!a.isOver() && moves++ < maxMoves()) {
                    assertSameState(a, b, seats);
                    int seat = rng.pick(new ArrayList<>(a.awaited()));
                    String move = rng.pick(a.legalMoves(seat));
                    MoveResult ra = a.apply(seat, move);
                    MoveResult rb = b.apply(seat, move);
                    assertThat(ra).isEqualTo(rb);
                }
                assertSameState(a, b, seats);
                assertThat(a.result()).isEqualTo(b.result());
            }
        }
    }

    @Test
    void rejectedMovesLeaveTheStateUnchanged() {
        for (GameOptions options : optionSets()) {
            for (int seats : seatCounts()) {
                if (definition().validate(seats, options).isPresent()) {
                    continue;
                }
                Game game = definition().newGame(seats, options, 99);
                Rng rng = new Rng(3);
                int moves = 0;
                while (!game.isOver() && moves++ < maxMoves()) {
                    if (moves % 3 == 1) {
                        tryBadMoves(game, seats, rng);
                    }
                    int seat = rng.pick(new ArrayList<>(game.awaited()));
                    assertThat(game.apply(seat, rng.pick(game.legalMoves(seat))))
                            .isInstanceOf(MoveResult.Accepted.class);
                }
                tryBadMoves(game, seats, rng);
            }
        }
    }

    /** Seeds per seat count for the index-path tests, which compare whole views at every move. */
    protected int fastPathGamesPerSeatCount() {
        return 3;
    }

    @Test
    void theIndexPathPlaysTheSameGameAsTheStringPath() throws Exception {
        for (GameOptions options : optionSets()) {
            for (int seats : seatCounts()) {
                if (definition().validate(seats, options).isPresent()) {
                    continue;
                }
                for (int g = 0; g < fastPathGamesPerSeatCount(); g++) {
                    long seed = 7000L * seats + g;
                    // byString moves by apply(legalMoves), byIndex by applyLegal and is compared at
                    // every move; onlyIndex never has its strings asked for until the end, so a
                    // fast path that leans on state the string path leaves behind shows up there.
                    Game byString = definition().newGame(seats, options, seed);
                    Game byIndex = definition().newGame(seats, options, seed);
                    Game onlyIndex = definition().newGame(seats, options, seed);
                    Rng rng = new Rng(seed + 1);
                    int moves = 0;
                    while (!byString.isOver()) {
                        assertThat(moves++).as("moves in one game").isLessThan(maxMoves());
                        assertSameShown(byString, byIndex, seats);
                        int seat = rng.pick(new ArrayList<>(byString.awaited()));
                        List<String> legal = byString.legalMoves(seat);
                        int index = rng.nextInt(legal.size());
                        assertThat(onlyIndex.legalMoveCount(seat)).isEqualTo(legal.size());
                        assertThat(byString.apply(seat, legal.get(index))).isInstanceOf(MoveResult.Accepted.class);
                        byIndex.applyLegal(seat, index);
                        onlyIndex.applyLegal(seat, index);
                    }
                    assertSameShown(byString, byIndex, seats);
                    assertSameShown(byString, onlyIndex, seats);
                }
            }
        }
    }

    @Test
    void theIndexPathRefusesMovesOutsideTheSeatsLegalMovesAndChangesNothing() {
        for (GameOptions options : optionSets()) {
            for (int seats : seatCounts()) {
                if (definition().validate(seats, options).isPresent()) {
                    continue;
                }
                Game game = definition().newGame(seats, options, 77);
                Rng rng = new Rng(5);
                int moves = 0;
                while (!game.isOver() && moves++ < maxMoves()) {
                    if (moves % 3 == 1) {
                        tryBadIndices(game, seats);
                    }
                    int seat = rng.pick(new ArrayList<>(game.awaited()));
                    game.applyLegal(seat, rng.nextInt(game.legalMoveCount(seat)));
                }
                assertThat(game.isOver()).isTrue();
                tryBadIndices(game, seats);
            }
        }
    }

    private static void tryBadIndices(Game game, int seats) {
        Snapshot before = Snapshot.of(game, seats);
        for (int s = -1; s <= seats; s++) {
            int count = s < 0 || s == seats ? 0 : game.legalMoveCount(s);
            List<Integer> bad = count == 0 ? List.of(0, 1, -1) : List.of(-1, count, count + 7, Integer.MAX_VALUE);
            for (int index : bad) {
                int seat = s;
                assertThatThrownBy(() -> game.applyLegal(seat, index))
                        .as("seat %s, index %s of %s", seat, index, count)
                        .isInstanceOf(IllegalArgumentException.class);
                assertThat(Snapshot.of(game, seats)).isEqualTo(before);
            }
        }
    }

    /** Same version, seats awaited, legal moves and counts, views (as records and rendered), result. */
    private static void assertSameShown(Game a, Game b, int seats) throws Exception {
        assertThat(Snapshot.of(b, seats)).isEqualTo(Snapshot.of(a, seats));
        assertThat(b.result()).isEqualTo(a.result());
        for (int s = -1; s < seats; s++) {
            GameView va = s < 0 ? a.spectatorView() : a.view(s);
            GameView vb = s < 0 ? b.spectatorView() : b.view(s);
            RenderContext context = RenderContext.plain(seats, s);
            assertThat(vb.render(context)).isEqualTo(va.render(context));
            assertThat(JSON.writeValueAsString(vb)).isEqualTo(JSON.writeValueAsString(va));
        }
    }

    @Test
    void everyBotFinishesGamesForEverySeatCount() throws Exception {
        for (String level : definition().botLevels()) {
            for (int seats : seatCounts()) {
                GameOptions options = optionSets().get(0);
                if (definition().validate(seats, options).isPresent()) {
                    continue;
                }
                for (int i = 0; i < 3; i++) {
                    Game game = definition().newGame(seats, options, 500 + i);
                    List<Bot> bots = new ArrayList<>();
                    for (int s = 0; s < seats; s++) {
                        bots.add(definition().newBot(level, 31L * s + i));
                    }
                    int moves = 0;
                    while (!game.isOver()) {
                        assertThat(moves++).as("moves in one game").isLessThan(maxMoves());
                        int seat = game.awaited().iterator().next();
                        List<String> legal = game.legalMoves(seat);
                        String move = bots.get(seat).choose(game.view(seat), legal);
                        assertThat(legal).as(level + " bot chooses a legal move").contains(move);
                        assertThat(game.apply(seat, move)).isInstanceOf(MoveResult.Accepted.class);
                    }
                }
            }
        }
    }

    @Test
    void definitionIsComplete() {
        GameDefinition d = definition();
        assertThat(d.id()).matches("[a-z][a-z0-9-]*");
        assertThat(d.title()).isNotBlank();
        assertThat(d.minSeats()).isPositive().isLessThanOrEqualTo(d.maxSeats());
        assertThat(d.summary()).isNotEmpty();
        assertThat(d.botLevels()).contains("random");
        for (OptionSpec o : d.options()) {
            assertThat(o.key()).matches("[a-z][a-z0-9]*");
            assertThat(o.check(o.defaultValue())).isEmpty();
        }
    }

    /** Plays random legal moves to the end, checking views, renders and JSON on the way. */
    protected void playOut(Game game, Rng rng, int seats, boolean checkViews) throws Exception {
        int moves = 0;
        while (!game.isOver()) {
            assertThat(moves++).as("moves in one game").isLessThan(maxMoves());
            Set<Integer> awaited = game.awaited();
            assertThat(awaited).isNotEmpty();
            for (int s = 0; s < seats; s++) {
                assertThat(game.legalMoves(s).isEmpty()).as("legal moves only for awaited seats")
                        .isEqualTo(!awaited.contains(s));
            }
            if (checkViews && moves % 5 == 1) {
                checkViews(game, seats);
            }
            int seat = rng.pick(new ArrayList<>(awaited));
            String move = rng.pick(game.legalMoves(seat));
            int before = game.version();
            MoveResult result = game.apply(seat, move);
            assertThat(result).as("legal move %s by seat %s", move, seat).isInstanceOf(MoveResult.Accepted.class);
            assertThat(game.version()).isEqualTo(before + 1);
            for (GameEvent e : ((MoveResult.Accepted) result).events()) {
                assertThat(e.type()).matches("[a-z][a-z0-9_]*");
                assertThat(e.text(RenderContext.plain(seats, RenderContext.SPECTATOR))).isNotBlank();
                JSON.writeValueAsString(e);
            }
        }
        checkViews(game, seats);
    }

    private void checkViews(Game game, int seats) throws Exception {
        for (int s = -1; s < seats; s++) {
            GameView view = s < 0 ? game.spectatorView() : game.view(s);
            List<String> lines = view.render(RenderContext.plain(seats, s));
            assertThat(lines).isNotEmpty().noneMatch(l -> l.contains("\n"));
            assertThat(JSON.writeValueAsString(view)).startsWith("{");
        }
    }

    private void tryBadMoves(Game game, int seats, Rng rng) {
        Snapshot before = Snapshot.of(game, seats);
        for (int s = 0; s < seats; s++) {
            if (!game.awaited().contains(s)) {
                List<String> someoneElses = game.awaited().isEmpty()
                        ? List.of("x") : game.legalMoves(game.awaited().iterator().next());
                MoveResult r = game.apply(s, someoneElses.isEmpty() ? "x" : rng.pick(someoneElses));
                assertThat(r).isInstanceOf(MoveResult.Rejected.class);
                assertThat(((MoveResult.Rejected) r).code()).isEqualTo(Rejection.NOT_YOUR_TURN);
            } else {
                for (String garbage : List.of("", "zzz", "\u0000\u00ff", "play play play", "99999999999")) {
                    MoveResult r = game.apply(s, garbage);
                    assertThat(r).as("garbage move %s", garbage).isInstanceOf(MoveResult.Rejected.class);
                    assertThat(((MoveResult.Rejected) r).reason()).isNotBlank();
                }
            }
            assertThat(Snapshot.of(game, seats)).isEqualTo(before);
        }
    }

    private static void assertSameState(Game a, Game b, int seats) {
        assertThat(Snapshot.of(a, seats)).isEqualTo(Snapshot.of(b, seats));
    }

    /** Everything a game shows, for comparing two states. */
    record Snapshot(int version, Set<Integer> awaited, List<List<String>> legal, List<Integer> legalCounts,
                    List<GameView> views, GameView spectator, boolean over) {
        static Snapshot of(Game g, int seats) {
            List<List<String>> legal = new ArrayList<>();
            List<Integer> legalCounts = new ArrayList<>();
            List<GameView> views = new ArrayList<>();
            for (int s = 0; s < seats; s++) {
                legal.add(g.legalMoves(s));
                legalCounts.add(g.legalMoveCount(s));
                views.add(g.view(s));
            }
            assertThat(legalCounts).as("legalMoveCount is the size of legalMoves")
                    .isEqualTo(legal.stream().map(List::size).collect(java.util.stream.Collectors.toList()));
            return new Snapshot(g.version(), new TreeSet<>(g.awaited()), legal, legalCounts, views,
                    g.spectatorView(), g.isOver());
        }
    }
}
