package io.lamancha.engine;

import java.util.List;

/** Plays a uniformly random legal move: every game's {@code random} level. */
public final class RandomBot implements Bot {

    private final Rng rng;

    public RandomBot(long seed) {
        this.rng = new Rng(seed);
    }

    @Override
    public String choose(GameView view, List<String> legal) {
        return rng.pick(legal);
    }

    @Override
    public boolean readsView() {
        return false;
    }

    @Override
    public boolean choosesAtOnce() {
        return true;
    }
}
