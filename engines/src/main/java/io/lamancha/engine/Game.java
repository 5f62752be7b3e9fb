package io.lamancha.engine;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A game in progress. Seats are numbered {@code 0..seats()-1} in clockwise order.
 *
 * <p>Not thread-safe: the owning table serialises every call. The full state never leaves the
 * engine; the only ways out are {@link #view(int)}, {@link #spectatorView()}, the events returned
 * by {@link #apply(int, String)}, {@link #legalMoves(int)} and {@link #result()}.
 *
 * <p>Two ways to move: the string path ({@link #legalMoves(int)}, {@link #apply(int, String)}) that
 * the server stores and replays, and the index path ({@link #legalMoveCount(int)},
 * {@link #applyLegal(int, int)}) for playouts and search bots, which returns neither notation nor
 * events, so a game need not make them. Both lead to the same state.
 */
public interface Game {

    int seats();

    /** Seats the game is waiting for, ascending; several for simultaneous turns; empty once over. */
    Set<Integer> awaited();

    /**
     * The legal moves of a seat in the game's own notation, each accepted as-is by
     * {@link #apply(int, String)}. Empty for seats not awaited.
     */
    List<String> legalMoves(int seat);

    /**
     * Applies a move written in the game's notation (canonical form or an accepted shorthand).
     * A rejected move leaves the state exactly as it was.
     */
    MoveResult apply(int seat, String move);

    /**
     * How many legal moves the seat has: always {@code legalMoves(seat).size()}, so 0 for seats not
     * awaited. Games override it to count without writing the moves out.
     */
    default int legalMoveCount(int seat) {
        return legalMoves(seat).size();
    }

    /**
     * Applies the seat's legal move number {@code index}: the same state as
     * {@code apply(seat, legalMoves(seat).get(index))}, but nothing is returned: no notation, no
     * events. It only picks among the seat's own legal moves, so it tells the caller nothing that
     * {@link #legalMoves(int)} does not. Games override it with a path that skips the notation.
     *
     * @throws IllegalArgumentException when the seat is not awaited (every seat, once the game is
     *     over) or {@code index} is outside {@code 0..legalMoveCount(seat)-1}; the state is then
     *     unchanged
     */
    default void applyLegal(int seat, int index) {
        List<String> legal = legalMoves(seat);
        checkLegalIndex(seat, index, legal.size());
        apply(seat, legal.get(index));
    }

    /**
     * The check every {@link #applyLegal(int, int)} starts with, given the seat's legal move count.
     *
     * @throws IllegalArgumentException when {@code index} is not in {@code 0..count-1}; a seat not
     *     awaited has a count of 0, so no index passes
     */
    static void checkLegalIndex(int seat, int index, int count) {
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException(count == 0
                    ? "seat " + seat + " has no legal move now"
                    : "seat " + seat + " has legal moves 0.." + (count - 1) + ", not " + index);
        }
    }

    /**
     * Moves (a legal-move list's, or a sentence that quotes moves) as a person reads them: a game
     * whose notation names players by seat writes their names instead (the Hidalgo's
     * {@code zap seat2} reads {@code zap bob}). Records and JSON keep the notation. Default: as it is.
     */
    default String named(String text, RenderContext context) {
        return text;
    }

    /**
     * A move a person typed with players named, in the notation {@link #apply} takes (the
     * Hidalgo's {@code zap bob} is {@code zap seat2}); the seat form passes as it is. Default: as typed.
     */
    default String unnamed(String typed, RenderContext context) {
        return typed;
    }

    /**
     * What the table is told once, when the game has just been dealt: public facts of the deal
     * itself, such as who starts when the rules draw the start player at random. The server tells
     * them at the start of a game, never again when it restores one. An event carrying a secret
     * must have a single-seat audience. Empty for games whose deal says nothing.
     */
    default List<GameEvent> openingEvents() {
        return List.of();
    }

    boolean isOver();

    /** Present once the game is over. */
    Optional<GameResult> result();

    /** Number of accepted moves so far; starts at 0 and grows by one per accepted move. */
    int version();

    /** What this seat may see, built field by field; never reveals another seat's secrets. */
    GameView view(int seat);

    /** What a spectator may see: public information only. */
    GameView spectatorView();
}
