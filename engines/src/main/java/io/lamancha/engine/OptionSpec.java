package io.lamancha.engine;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A table option such as {@code variant coop}: a choice among fixed values, a whole number within
 * a range, or a short word of a given form (a name).
 *
 * @param key lower-case name used in {@code /option key value}
 * @param defaultValue value used when the table does not set the option
 * @param choices allowed values; empty for a numeric or word option
 * @param min smallest allowed number (numeric options only)
 * @param max largest allowed number (numeric options only)
 * @param help one sentence for {@code /option help}
 * @param word the regular expression a word option's value matches, with {@code allowed} its
 *     description; {@code null} for choice and numeric options
 * @param recordOnly an option no person sets: every game is recorded with it at its default (a
 *     versioned rule, say), so that a stored game says how it was played; not listed, not settable
 */
public record OptionSpec(String key, String defaultValue, List<String> choices, int min, int max, String help,
                         Word word, boolean recordOnly) {

    /** What a word option takes: a pattern, and how to say it to a person. */
    public record Word(String pattern, String described) {
    }

    public OptionSpec {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(defaultValue, "defaultValue");
        Objects.requireNonNull(help, "help");
        choices = List.copyOf(choices);
        if (validate(key, defaultValue, choices, min, max, word).isPresent()) {
            throw new IllegalArgumentException("default of " + key + " is not allowed: " + defaultValue);
        }
    }

    public static OptionSpec choice(String key, String defaultValue, List<String> choices, String help) {
        return new OptionSpec(key, defaultValue, choices, 0, 0, help, null, false);
    }

    public static OptionSpec number(String key, int defaultValue, int min, int max, String help) {
        return new OptionSpec(key, Integer.toString(defaultValue), List.of(), min, max, help, null, false);
    }

    /** A word option: its value matches {@code pattern} (after {@link #normalise}), told as {@code described}. */
    public static OptionSpec word(String key, String defaultValue, String pattern, String described, String help) {
        return new OptionSpec(key, defaultValue, List.of(), 0, 0, help, new Word(pattern, described), false);
    }

    /**
     * A {@link #recordOnly} choice: the version of a rule that new games play at {@code current},
     * while a stored game replays with the value its record holds.
     */
    public static OptionSpec recorded(String key, String current, List<String> versions, String help) {
        return new OptionSpec(key, current, versions, 0, 0, help, null, true);
    }

    public boolean isNumeric() {
        return choices.isEmpty() && word == null;
    }

    /** Empty when {@code value} is allowed, else a sentence saying what is allowed. */
    public Optional<String> check(String value) {
        return validate(key, value, choices, min, max, word);
    }

    /** The value as stored: trimmed and lower case. */
    public static String normalise(String value) {
        return value.trim().toLowerCase(java.util.Locale.ROOT);
    }

    /** The allowed values, for help texts: {@code coop|competitive} or {@code 0..600}. */
    public String allowed() {
        return word != null ? word.described() : isNumeric() ? min + ".." + max : String.join("|", choices);
    }

    private static Optional<String> validate(String key, String value, List<String> choices, int min, int max, Word word) {
        String v = value == null ? "" : normalise(value);
        if (word != null) {
            return v.matches(word.pattern()) ? Optional.empty()
                    : Optional.of("Option " + key + " takes " + word.described() + ".");
        }
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
