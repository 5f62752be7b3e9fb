package io.lamancha.clients.kit;

import java.util.Random;

/**
 * How a bot chooses: given a {@link Turn}, return one move. The kit sends it with the turn's version.
 * A move that is not in {@link Turn#legal()} is sent anyway (the game's notation may accept
 * equivalent spellings); the server refuses it if it is illegal, and the kit then asks again.
 * Called on the bot's own thread, one turn at a time.
 */
@FunctionalInterface
public interface Strategy {

    String choose(Turn turn);

    /** Always the first legal move: deterministic, handy for tests. */
    static Strategy first() {
        return turn -> turn.legal().get(0);
    }

    /** A uniformly random legal move from a seeded generator (the same seed, the same choices). */
    static Strategy random(long seed) {
        Random random = new Random(seed);
        return turn -> turn.legal().get(random.nextInt(turn.legal().size()));
    }
}
