package io.lamancha.games.doncarlo;

import io.lamancha.engine.EventSink;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameView;
import io.lamancha.engine.MoveResult;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * What both variants share: one seat moves at a time, a move is read, checked, and only then
 * carried out, so a rejected move leaves the state exactly as it was.
 */
abstract class DonCarloGame implements Game {

    private int version;

    /** The seat to move; only meaningful while the game is not over. */
    abstract int turn();

    /**
     * The legal moves of the seat to move, in the order {@link #legalMoves} lists them; may be a
     * view that makes each move only when it is read (see {@link #asMoves}).
     */
    abstract List<Move> legalOfTurn();

    /** {@code items} read as moves, each made when it is read: counting them makes none. */
    static <T> List<Move> asMoves(List<T> items, Function<T, Move> toMove) {
        return new AbstractList<>() {
            @Override
            public Move get(int index) {
                return toMove.apply(items.get(index));
            }

            @Override
            public int size() {
                return items.size();
            }
        };
    }

    /**
     * What a person meant by a move typed without its word: bare card numbers where only cards
     * under the stockpile ({@code 5 6} for {@code back 5 6}) or a penalty card ({@code 3} for
     * {@code penalty 3}) can be meant now. Any other move as it was read.
     */
    abstract Move meant(Move typed);

    /** Empty when the seat to move may make this move, else a sentence saying what to do instead. */
    abstract Optional<String> check(int seat, Move move);

    /** Carries out a checked move, telling what happens to {@code events}. */
    abstract void perform(int seat, Move move, EventSink events);

    @Override
    public final Set<Integer> awaited() {
        return isOver() ? Set.of() : Set.of(turn());
    }

    private List<Move> legal(int seat) {
        return isOver() || seat != turn() ? List.of() : legalOfTurn();
    }

    @Override
    public final List<String> legalMoves(int seat) {
        List<Move> legal = legal(seat);
        List<String> moves = new ArrayList<>(legal.size());
        for (Move m : legal) {
            moves.add(m.notation());
        }
        return moves;
    }

    @Override
    public final int legalMoveCount(int seat) {
        return legal(seat).size();
    }

    @Override
    public final void applyLegal(int seat, int index) {
        List<Move> legal = legal(seat);
        Game.checkLegalIndex(seat, index, legal.size());
        perform(seat, legal.get(index), EventSink.dropped());
        version++;
    }

    @Override
    public final MoveResult apply(int seat, String text) {
        if (isOver()) {
            return MoveResult.notYourTurn("The game is over.");
        }
        if (seat != turn()) {
            return MoveResult.notYourTurn("It is not your turn; the table shows whose it is.");
        }
        Move move;
        try {
            move = meant(Move.parse(text));
        } catch (IllegalArgumentException e) {
            return MoveResult.illegal(e.getMessage());
        }
        Optional<String> problem = check(seat, move);
        if (problem.isPresent()) {
            return MoveResult.illegal(problem.get());
        }
        List<GameEvent> events = new ArrayList<>();
        perform(seat, move, EventSink.into(events));
        version++;
        return MoveResult.accepted(move.notation(), events);
    }

    @Override
    public final int version() {
        return version;
    }

    @Override
    public final GameView spectatorView() {
        return view(-1);
    }
}
