package io.lamancha.server.table;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.OptionSpec;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.world.Refusal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * A table's options: the game's own, and the {@code timer} and {@code seed} every table has, each
 * at its default until set. Confined to the table's strand.
 */
final class TableOptions {

    private final GameDefinition definition;
    private final Map<String, String> set = new TreeMap<>();

    TableOptions(GameDefinition definition) {
        this.definition = definition;
    }

    /** Every option with its current value. */
    Map<String, String> values() {
        Map<String, String> all = new TreeMap<>(GameOptions.defaults(definition, Map.of()).values());
        all.put(Table.TIMER.key(), Table.TIMER.defaultValue());
        all.put(Table.SEED.key(), Table.SEED.defaultValue());
        all.putAll(set);
        return all;
    }

    List<OptionSpec> specs() {
        List<OptionSpec> all = new ArrayList<>(definition.options());
        all.add(Table.TIMER);
        all.add(Table.SEED);
        return all;
    }

    /** Sets one option; returns the value as stored, or refuses with what is allowed. */
    String set(String key, String value) {
        OptionSpec spec = specs().stream().filter(o -> o.key().equals(key)).findFirst().orElseThrow(() ->
                new Refusal(ErrorCode.BAD_ARGUMENT, "No option " + key + "; /option help lists them."));
        String normalised = OptionSpec.normalise(value);
        spec.check(normalised).ifPresent(msg -> {
            throw new Refusal(ErrorCode.BAD_ARGUMENT, msg);
        });
        set.put(key, normalised);
        return normalised;
    }

    /** Takes the stored values back (a restored game), ignoring keys this game does not know. */
    void restore(Map<String, String> stored) {
        set.clear();
        for (Map.Entry<String, String> e : stored.entrySet()) {
            if (specs().stream().anyMatch(o -> o.key().equals(e.getKey()))) {
                set.put(e.getKey(), e.getValue());
            }
        }
    }

    /** The options the game itself is started with (all of its own, no timer). */
    GameOptions forGame() {
        Map<String, String> chosen = new TreeMap<>(values());
        chosen.remove(Table.TIMER.key());
        chosen.remove(Table.SEED.key());
        return GameOptions.defaults(definition, chosen);
    }

    /** The seed the table's games are dealt from, when one is set. */
    OptionalLong seed() {
        long seed = Long.parseLong(values().get(Table.SEED.key()));
        return seed == 0 ? OptionalLong.empty() : OptionalLong.of(seed);
    }

    Duration timer() {
        return Duration.ofSeconds(Integer.parseInt(values().get(Table.TIMER.key())));
    }
}
