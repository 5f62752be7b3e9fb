package io.lamancha.games.hidalgo;

import io.lamancha.engine.Rng;

/**
 * How the first start player is drawn from a game's seed, by version; a game's record names its
 * version (option {@value #OPTION}), so a stored game replays with the draw it was dealt with.
 */
enum StartPlayerDraw {

    /**
     * The seed's own random sequence, right after the deal. Kept for the games stored with it: at
     * 2 and 4 players neighbouring seeds mostly give the same start player (the high bits of
     * {@link java.util.Random}'s next value change little from one seed to the next).
     */
    V1("1") {
        @Override
        int draw(long seed, Rng afterDeal, int seats) {
            return afterDeal.nextInt(seats);
        }
    },

    /**
     * The seed mixed through SplitMix64's finaliser, independent of the deal: neighbouring seeds
     * start as independently as any two seeds do. It takes nothing from the deal's sequence.
     */
    V2("2") {
        @Override
        int draw(long seed, Rng afterDeal, int seats) {
            long z = seed + 0x9E3779B97F4A7C15L;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            z ^= z >>> 31;
            return (int) Long.remainderUnsigned(z, seats);
        }
    };

    /** The record-only option that names the version. */
    static final String OPTION = "startdraw";
    /** What new games are dealt with. */
    static final StartPlayerDraw CURRENT = V2;

    private final String version;

    StartPlayerDraw(String version) {
        this.version = version;
    }

    String version() {
        return version;
    }

    /** The first start player, 0-based, of a game of {@code seats} dealt from {@code seed}. */
    abstract int draw(long seed, Rng afterDeal, int seats);

    /** The draw a record names; a record without the option (written before it) drew with {@link #V1}. */
    static StartPlayerDraw of(String version) {
        for (StartPlayerDraw d : values()) {
            if (d.version.equals(version)) {
                return d;
            }
        }
        return V1;
    }
}
