package io.lamancha.server.table;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.world.Refusal;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * How a table's game is paced: {@code live} (everyone at the table at once, as ever) or
 * {@code turnbased} (each player moves when they come by, with {@code movetime} for each move;
 * when it runs out, {@code expiry} says what happens: a random move, or a bot takes the seat and
 * the player is placed last).
 *
 * @param moveTime the time each move of a turn-based game has; {@link Duration#ZERO} for a live one
 * @param botOnExpiry whether a bot takes the seat of a player whose move time ran out (else a
 *     random move is made for them)
 */
record Pace(boolean turnBased, Duration moveTime, boolean botOnExpiry) {

    /** The pace of a table, as its option values say. */
    static Pace of(Map<String, String> options) {
        if (!"turnbased".equals(options.get(TableOptions.PACE.key()))) {
            return new Pace(false, Duration.ZERO, false);
        }
        return new Pace(true, parse(options.getOrDefault(TableOptions.MOVETIME.key(),
                TableOptions.MOVETIME.defaultValue())), "bot".equals(options.get(TableOptions.EXPIRY.key())));
    }

    /** The option value as it reads: {@code 24h}. */
    String moveTimeText() {
        return text(moveTime);
    }

    /** The longest time a move may have: a month. */
    static final Duration LONGEST = Duration.ofDays(30);
    /** The shortest time a move may have, for people: an hour (a server may allow less for its tests). */
    static final Duration SHORTEST = Duration.ofHours(1);

    /** {@code 24h}, {@code 3d}, {@code 90m}, {@code 30s} as a duration. */
    static Duration parse(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        long n = Long.parseLong(v.substring(0, v.length() - 1));
        return switch (v.charAt(v.length() - 1)) {
            case 'd' -> Duration.ofDays(n);
            case 'h' -> Duration.ofHours(n);
            case 'm' -> Duration.ofMinutes(n);
            default -> Duration.ofSeconds(n);
        };
    }

    /** A duration as an option value: in days, hours, minutes or seconds, whichever is whole. */
    static String text(Duration d) {
        long s = d.toSeconds();
        if (s % 86_400 == 0) {
            return s / 86_400 + "d";
        }
        if (s % 3_600 == 0) {
            return s / 3_600 + "h";
        }
        return s % 60 == 0 ? s / 60 + "m" : s + "s";
    }

    /**
     * Why {@code value} (which matches the option's pattern) is no move time a table may set when
     * the shortest allowed is {@code shortest}; empty when it is one.
     */
    static Optional<String> problem(String value, Duration shortest) {
        Duration d = parse(value);
        if (d.compareTo(shortest) < 0 || d.compareTo(LONGEST) > 0) {
            return Optional.of("A move may have from " + text(shortest) + " to " + text(LONGEST)
                    + ", in hours or days: /option movetime 24h, /option movetime 3d.");
        }
        return Optional.empty();
    }

    /** Refuses {@code value} as for {@link #problem}. */
    static void check(String value, Duration shortest) {
        problem(value, shortest).ifPresent(msg -> {
            throw new Refusal(ErrorCode.BAD_ARGUMENT, msg);
        });
    }
}
