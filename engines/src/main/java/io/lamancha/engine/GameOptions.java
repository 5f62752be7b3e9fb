package io.lamancha.engine;

import java.util.Map;
import java.util.TreeMap;

/** A table's option values, by key; complete (defaults filled in) when passed to a game. */
public record GameOptions(Map<String, String> values) {

    public GameOptions {
        values = Map.copyOf(values);
    }

    public static GameOptions empty() {
        return new GameOptions(Map.of());
    }

    /** Every option of the definition at its default, overridden by {@code set}. */
    public static GameOptions defaults(GameDefinition definition, Map<String, String> set) {
        Map<String, String> all = new TreeMap<>();
        for (OptionSpec spec : definition.options()) {
            all.put(spec.key(), spec.defaultValue());
        }
        all.putAll(set);
        return new GameOptions(all);
    }

    /** @throws IllegalArgumentException when the option is missing */
    public String get(String key) {
        String value = values.get(key);
        if (value == null) {
            throw new IllegalArgumentException("option not set: " + key);
        }
        return value;
    }

    public int getInt(String key) {
        return Integer.parseInt(get(key));
    }

    public GameOptions with(String key, String value) {
        Map<String, String> copy = new TreeMap<>(values);
        copy.put(key, value);
        return new GameOptions(copy);
    }
}
