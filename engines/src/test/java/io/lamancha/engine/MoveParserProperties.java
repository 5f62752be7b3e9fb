package io.lamancha.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.constraints.IntRange;

/**
 * A game's move parser against anything a client may send. From a seeded game advanced a random
 * number of legal moves, a string given to {@link Game#apply} is either accepted, and then it was
 * one of the seat's legal moves or a shorthand for one (the state is the one that legal move
 * gives), or rejected with a reason and nothing changed: version, awaited seats, every seat's
 * legal moves and view, the spectator's view, the result. Never an exception.
 *
 * <p>A game's test class extends this and names its definition and option sets. jqwik prints the
 * seed of a failing run; {@code @Property(seed = ...)} replays it.
 */
public abstract class MoveParserProperties {

    private static final ObjectMapper JSON = new ObjectMapper()
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    /** The game under test. */
    protected abstract GameDefinition definition();

    /** Option sets the positions are drawn from; the defaults by default. */
    protected List<GameOptions> optionSets() {
        return List.of(GameOptions.defaults(definition(), java.util.Map.of()));
    }

    /**
     * The legal moves, in order, that an accepted move which is no single legal move stands for
     * (a game whose notation lets one line make several moves says how to split it); none by default.
     */
    protected List<String> steps(String move) {
        return List.of(move);
    }

    /** About the most moves one game of this kind takes: positions are drawn from 0 to this many moves in. */
    protected int longestGame() {
        return 150;
    }

    @Property(tries = 1000)
    void anyStringIsALegalMoveOrARejectionThatChangesNothing(@ForAll("positions") Position position,
            @ForAll("text") String move, @ForAll @IntRange(min = 0, max = 7) int seatPick) {
        Game game = position.start();
        Statistics.collect(tryMove(position, game, position.pickSeat(game, seatPick), move));
        Statistics.coverage(c -> c.check("rejected ILLEGAL_MOVE").percentage(p -> p > 30));
    }

    @Property(tries = 1500)
    void nearMissesOfLegalMovesAreThoseMovesOrRejectionsThatChangeNothing(@ForAll("positions") Position position,
            @ForAll("nearMisses") List<NearMiss> mutations,
            @ForAll @IntRange(min = 0, max = 7) int seatPick, @ForAll @IntRange(min = 0, max = 10_000) int movePick) {
        Game game = position.start();
        int seat = position.pickSeat(game, seatPick);
        List<String> offered = offeredMoves(game, seat);
        String move = offered.get(movePick % offered.size());
        String other = offered.get((movePick / 7) % offered.size());
        for (NearMiss m : mutations) {
            move = m.applyTo(move, other);
        }
        Statistics.collect(tryMove(position, game, seat, move));
        // Near misses that never reach the parser's edges, or never come back legal, test nothing.
        Statistics.coverage(c -> {
            c.check("rejected ILLEGAL_MOVE").percentage(p -> p > 10);
            c.checkPattern("accepted.*").percentage(p -> p > 2);
        });
    }

    @Property(tries = 300)
    void everyLegalMoveAsWrittenIsAcceptedAndIsItsOwnCanonicalForm(@ForAll("positions") Position position,
            @ForAll @IntRange(min = 0, max = 7) int seatPick, @ForAll @IntRange(min = 0, max = 10_000) int movePick) {
        Game game = position.start();
        int seat = position.pickSeat(game, seatPick);
        List<String> legal = game.legalMoves(seat);
        if (legal.isEmpty()) {
            assertThat(game.apply(seat, "x")).isInstanceOf(MoveResult.Rejected.class);
            return;
        }
        String move = legal.get(movePick % legal.size());
        MoveResult result = game.apply(seat, move);
        assertThat(result).as("legal move %s of seat %s", move, seat).isInstanceOf(MoveResult.Accepted.class);
        assertThat(((MoveResult.Accepted) result).move()).isEqualTo(move);
    }

    /**
     * The seat's own legal moves when it has some, else an awaited seat's (a move that is not
     * this seat's to make), else one word.
     */
    private static List<String> offeredMoves(Game game, int seat) {
        List<String> own = game.legalMoves(seat);
        if (!own.isEmpty()) {
            return own;
        }
        for (int s : game.awaited()) {
            List<String> theirs = game.legalMoves(s);
            if (!theirs.isEmpty()) {
                return theirs;
            }
        }
        return List.of("pass");
    }

    private String tryMove(Position position, Game game, int seat, String move) {
        Shown before = Shown.of(game);
        List<String> legal = game.legalMoves(seat);
        MoveResult result;
        try {
            result = game.apply(seat, move);
        } catch (RuntimeException e) {
            throw new AssertionError("seat " + seat + " move " + quoted(move) + " at " + position + " threw", e);
        }
        if (result instanceof MoveResult.Rejected) {
            MoveResult.Rejected rejected = (MoveResult.Rejected) result;
            assertThat(rejected.reason()).as("reason for %s", quoted(move)).isNotBlank();
            assertThat(Shown.of(game)).as("state after rejected %s", quoted(move)).isEqualTo(before);
            return "rejected " + rejected.code();
        }
        MoveResult.Accepted accepted = (MoveResult.Accepted) result;
        Game twin = position.start();
        assertThat(twin.apply(seat, accepted.move())).as("the same move written canonically").isEqualTo(accepted);
        assertThat(Shown.of(game)).as("state after %s", quoted(move)).isEqualTo(Shown.of(twin));
        if (!legal.contains(accepted.move())) {
            // a shorthand for several moves in a row: each one legal when it is made, and together
            // they leave the state the shorthand left
            List<String> steps = steps(accepted.move());
            assertThat(steps).as("%s was accepted as %s, which is no legal move", quoted(move),
                    quoted(accepted.move())).hasSizeGreaterThan(1);
            Game stepped = position.start();
            for (String step : steps) {
                assertThat(stepped.legalMoves(seat)).as("step %s of %s", quoted(step), quoted(accepted.move()))
                        .contains(step);
                assertThat(stepped.apply(seat, step)).isInstanceOf(MoveResult.Accepted.class);
            }
            assertThat(Shown.of(stepped).withoutVersion()).as("state after the steps of %s", quoted(move))
                    .isEqualTo(Shown.of(game).withoutVersion());
            return "accepted as several moves";
        }
        return accepted.move().equals(move) ? "accepted as written" : "accepted as a shorthand";
    }

    private static String quoted(String move) {
        StringBuilder out = new StringBuilder("\"");
        move.codePoints().forEach(cp -> out.append(cp >= 0x20 && cp < 0x7F ? Character.toString(cp)
                : String.format("\\u{%X}", cp)));
        return out.append('"').toString();
    }

    @Provide
    Arbitrary<Position> positions() {
        List<GameOptions> sets = optionSets();
        GameDefinition d = definition();
        return Combinators.combine(Arbitraries.integers().between(0, sets.size() - 1),
                        Arbitraries.integers().between(d.minSeats(), d.maxSeats()), Arbitraries.longs(),
                        Arbitraries.longs(), Arbitraries.integers().between(0, longestGame()))
                .as((set, seats, seed, path, moves) -> new Position(d, sets.get(set), seats, seed, path, moves))
                .filter(p -> d.validate(p.seats(), p.options()).isEmpty());
    }

    /** Any text at all, ASCII in the game's alphabet, words and numbers, and unicode of every kind. */
    @Provide
    Arbitrary<String> text() {
        Arbitrary<String> anything = Arbitraries.strings().all().ofMaxLength(40);
        Arbitrary<String> ascii = Arbitraries.strings()
                .withChars("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 /-+,.:;#()[]")
                .ofMaxLength(24);
        Arbitrary<String> words = Arbitraries.of("place", "play", "pick", "pass", "vote", "take", "T", "C", "A",
                "r", "R", "B", "Y", "P", "0", "1", "-1", "00", "99", "2147483648", "/", " ", "", "\u212A", "\uFF11")
                .list().ofMaxSize(5).map(w -> String.join(" ", w));
        return Arbitraries.oneOf(anything, ascii, words);
    }

    @Provide
    Arbitrary<List<NearMiss>> nearMisses() {
        return NearMiss.any().list().ofMinSize(1).ofMaxSize(3);
    }

    /**
     * A seeded game after {@code moves} random legal moves (fewer when it ends first), made again
     * from scratch on every {@link #start()}.
     */
    public record Position(GameDefinition definition, GameOptions options, int seats, long seed, long path,
                           int moves) {

        Game start() {
            Game game = definition.newGame(seats, options, seed);
            Rng rng = new Rng(path);
            for (int i = 0; i < moves && !game.isOver(); i++) {
                int seat = rng.pick(new ArrayList<>(game.awaited()));
                game.applyLegal(seat, rng.nextInt(game.legalMoveCount(seat)));
            }
            return game;
        }

        /** Mostly a seat that is awaited, sometimes any seat (one whose turn it is not, or a finished game's). */
        int pickSeat(Game game, int pick) {
            List<Integer> awaited = new ArrayList<>(game.awaited());
            return pick < 6 && !awaited.isEmpty() ? awaited.get(pick % awaited.size()) : pick % seats;
        }

        @Override
        public String toString() {
            return definition.id() + " " + options + " seats=" + seats + " seed=" + seed + " path=" + path
                    + " moves=" + moves;
        }
    }

    /** Everything a game shows anyone: compared before and after a move. */
    record Shown(GameContract.Snapshot snapshot, List<String> viewsAsJson, Optional<GameResult> result) {

        static Shown of(Game game) {
            List<String> json = new ArrayList<>();
            try {
                for (int s = -1; s < game.seats(); s++) {
                    json.add(JSON.writeValueAsString(s < 0 ? game.spectatorView() : game.view(s)));
                }
            } catch (JsonProcessingException e) {
                fail("a view does not serialise", e);
            }
            return new Shown(GameContract.Snapshot.of(game, game.seats()), json, game.result());
        }

        /** All of it but the version, which counts lines received, not moves made. */
        Shown withoutVersion() {
            GameContract.Snapshot s = snapshot;
            return new Shown(new GameContract.Snapshot(0, s.awaited(), s.legal(), s.legalCounts(), s.views(),
                    s.spectator(), s.over()), viewsAsJson, result);
        }
    }
}
