package io.lamancha.server.world;

import java.util.Locale;
import java.util.Optional;

/**
 * What a JSON session is sent after a move ({@code /set updates}): the whole state, the view's
 * top-level fields that changed (protocol 2), or a JSON Patch of what changed (protocol 3).
 */
public enum Updates {
    FULL, CHANGES, PATCH;

    /** The word {@code /set updates} takes. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The setting named {@code word}, if any. */
    public static Optional<Updates> of(String word) {
        for (Updates u : values()) {
            if (u.word().equals(word)) {
                return Optional.of(u);
            }
        }
        return Optional.empty();
    }
}
