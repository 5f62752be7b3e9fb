package io.lamancha.games.hidalgo;

import java.util.Locale;

/** Enum constants by their lower-case data-file key ({@code ZAP_PROTECTION} is {@code zap_protection}). */
final class Keys {

    private Keys() {
    }

    static String of(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }

    /** The constant with this key, or {@code null} when there is none. */
    static <E extends Enum<E>> E find(E[] values, String key) {
        for (E e : values) {
            if (of(e).equals(key)) {
                return e;
            }
        }
        return null;
    }
}
