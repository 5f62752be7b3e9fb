package io.lamancha.engine;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A table option such as {@code variant coop}. Either a choice among fixed values, or a whole
 * number within a range.
 *
 * @param key lower-case name used in {@code /option key value}
 * @param defaultValue value used when the table does not set the option
 * @param choices allowed values; empty for a numeric option
 * @param min smallest allowed number (numeric options only)
 * @param max largest allowed number (numeric options only)
 * @param help one sentence for {@code /option help}
 */
public record OptionSpec(String key, String defaultValue, List<String> choices, int min, int max, String help) {

    public OptionSpec {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(defaultValue, "defaultValue");
        Objects.requireNonNull(help, "help");
        choices = List.copyOf(choices);
        if (validate(key, defaultValue, choices, min, max).isPresent()) {
            throw new IllegalArgumentException("default of " + key + " is not allowed: " + defaultValue);
        }
    }

    public static OptionSpec choice(String key, String defaultValue, List<String> choices, String help) {
        return new OptionSpec(key, defaultValue, choices, 0, 0, help);
    }

    public static OptionSpec number(String key, int defaultValue, int min, int max, String help) {
        return new OptionSpec(key, Integer.toString(defaultValue), List.of(), min, max, help);
    }

    public boolean isNumeric() {
        return choices.isEmpty();
    }

    /** Empty when {@code value} is allowed, else a sentence saying what is allowed. */
    public Optional<String> check(String value) {
        return validate(key, value, choices, min, max);
    }

    /** The value as stored: trimmed and lower case. */
    public static String normalise(String value) {
        return value.trim().toLowerCase(java.util.Locale.ROOT);
    }

    /** The allowed values, for help texts: {@code coop|competitive} or {@code 0..600}. */
    public String allowed() {
        return isNumeric() ? min + ".." + max : String.join("|", choices);
    }

    private static Optional<String> validate(String key, String value, List<String> choices, int min, int max) {
        String v = value == null ? "" : normalise(value);
        if (choices.isEmpty()) {
            try {
                int n = Integer.parseInt(v);
                if (n >= min && n <= max) {
                    return Optional.empty();
                }
            } catch (NumberFormatException e) {
                // fall through to the message
            }
            return Optional.of("Option " + key + " takes a whole number from " + min + " to " + max + ".");
        }
        return choices.contains(v)
                ? Optional.empty()
                : Optional.of("Option " + key + " takes one of: " + String.join(", ", choices) + ".");
    }
}
