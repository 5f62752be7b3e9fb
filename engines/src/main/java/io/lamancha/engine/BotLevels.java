package io.lamancha.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * A game's bot levels, weakest first, each with its factory: the one place that turns a level name
 * into a bot. Every game has {@code random}.
 */
public final class BotLevels {

    private final Map<String, LongFunction<Bot>> factories = new LinkedHashMap<>();

    private BotLevels() {
        factories.put("random", RandomBot::new);
    }

    /** {@code random} plus a stronger level made by {@code factory}. */
    public static BotLevels randomAnd(String level, LongFunction<Bot> factory) {
        BotLevels levels = new BotLevels();
        levels.factories.put(level, factory);
        return levels;
    }

    public List<String> names() {
        return List.copyOf(factories.keySet());
    }

    /**
     * A bot of that level.
     *
     * @throws IllegalArgumentException for an unknown level
     */
    public Bot create(String level, long seed) {
        LongFunction<Bot> factory = factories.get(level);
        if (factory == null) {
            throw new IllegalArgumentException("no bot level " + level + "; levels: " + String.join(", ", names()));
        }
        return factory.apply(seed);
    }
}
