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
