package io.lamancha.clients.load;

import io.lamancha.clients.kit.Strategy;
import io.lamancha.clients.kit.Turn;
import java.util.Random;

/**
 * A strategy that waits before each move, as a person at a table does: {@code thinkMillis}
 * with a jitter of up to a tenth either way (uniform, from a seeded generator, so each room
 * has its own pace and two runs with the same seeds think alike), then asks the strategy it
 * wraps. The wait is before the move is sent, so the kit's latency (send to ok) leaves it out.
 */
final class Thinking implements Strategy {

    private final Strategy strategy;
    private final long thinkMillis;
    private final Random random;

    Thinking(Strategy strategy, long thinkMillis, long seed) {
        if (thinkMillis < 0) {
            throw new IllegalArgumentException("thinkMillis >= 0");
        }
        this.strategy = strategy;
        this.thinkMillis = thinkMillis;
        this.random = new Random(seed);
    }

    /** The strategy itself when there is no think time, else it wrapped. */
    static Strategy of(Strategy strategy, long thinkMillis, long seed) {
        return thinkMillis == 0 ? strategy : new Thinking(strategy, thinkMillis, seed);
    }

    /** The next wait in ms: thinkMillis, give or take up to a tenth of it. */
    long nextPause() {
        long spread = thinkMillis / 10;
        return thinkMillis - spread + (spread == 0 ? 0 : (long) (random.nextDouble() * (2 * spread + 1)));
    }

    @Override
    public String choose(Turn turn) {
        try {
            Thread.sleep(nextPause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return strategy.choose(turn);
    }
}
