package io.lamancha.engine;

import java.util.List;
import java.util.Random;

/**
 * The only source of chance in a game. Backed by {@link java.util.Random}, whose algorithm is fixed
 * by its specification, and a shuffle written out here, so a stored seed replays to the same game on
 * any JVM.
 */
public final class Rng {

    private final Random random;

    public Rng(long seed) {
        this.random = new Random(seed);
    }

    /** Uniform in {@code 0..bound-1}. */
    public int nextInt(int bound) {
        return random.nextInt(bound);
    }

    public long nextLong() {
        return random.nextLong();
    }

    /** Fisher-Yates, from the end, in place. */
    public <T> void shuffle(List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    /** One element, uniformly. */
    public <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }
}
