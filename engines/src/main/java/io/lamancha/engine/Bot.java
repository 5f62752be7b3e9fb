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
}
