package io.lamancha.server.tourney;

import java.util.Locale;

/** How a tournament seats its players. */
public enum Format {
    /** Rounds: every round seats everyone by standing, keeping those who met apart. */
    SWISS,
    /** For a fixed time: whoever finishes a game sits down again with others waiting. */
    ARENA;

    /** {@code swiss} or {@code arena}, as typed and shown. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
