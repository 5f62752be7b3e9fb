package io.lamancha.engine;

import java.util.List;

/**
 * A built-in player for one seat. It decides only from what its seat may see: its own view and its
 * legal moves. One instance serves one seat for one game and may remember earlier views; all its
 * chance comes from the seed it was made with.
 */
public interface Bot {

    /**
     * Chooses a move.
     *
     * @param view this seat's current view; null for a bot that does not read it ({@link #readsView})
     * @param legal this seat's legal moves, never empty
     * @return one of {@code legal}
     */
    String choose(GameView view, List<String> legal);

    /**
     * Whether {@link #choose} looks at the view: a bot that does not (the random one) is given
     * none, so its table does not build one for every move it makes.
     */
    default boolean readsView() {
        return true;
    }

    /**
     * Whether {@link #choose} takes no more than a few microseconds, however large the game (the
     * random bot's pick): its table then asks it where the table runs, not on the bots' own
     * threads, which would cost two hand-offs between threads a move. A bot that weighs its moves
     * says false (the default), so that it never holds up the connections of the table's thread.
     */
    default boolean choosesAtOnce() {
        return false;
    }
}
