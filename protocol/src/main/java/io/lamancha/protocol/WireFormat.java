package io.lamancha.protocol;

import java.util.Locale;
import java.util.Optional;

/** How a connection wants server lines: sentences and ASCII renders, or one JSON object per line. */
public enum WireFormat {
    TEXT,
    JSON;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<WireFormat> parse(String s) {
        for (WireFormat f : values()) {
            if (f.key().equalsIgnoreCase(s.strip())) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
