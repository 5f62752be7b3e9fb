package io.lamancha.protocol;

/** Times as people read them in a line: {@code 18 h}, {@code 2 d}, {@code 35 min}, {@code 12 s}. */
public final class Durations {

    private Durations() {
    }

    /**
     * {@code seconds} in the largest unit that leaves a whole number of at least one (days from two
     * days on, so that 47 hours reads as {@code 47 h}), rounded down; nothing left reads {@code 0 s}.
     */
    public static String text(long seconds) {
        long s = Math.max(0, seconds);
        if (s >= 2 * 86_400) {
            return s / 86_400 + " d";
        }
        if (s >= 3_600) {
            return s / 3_600 + " h";
        }
        if (s >= 60) {
            return s / 60 + " min";
        }
        return s + " s";
    }
}
