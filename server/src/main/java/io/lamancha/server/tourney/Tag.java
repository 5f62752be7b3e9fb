package io.lamancha.server.tourney;

import java.util.Optional;

/**
 * The mark of a tournament's game, stored with it as its {@code tourney} option:
 * {@code spring/2/1} is the tournament spring, round 2, table 1 (round 0 in an arena, whose tables
 * are numbered from its start).
 */
public record Tag(String tourney, int round, int table) {

    /** The mark of a stored game, if it is one. */
    public static Optional<Tag> parse(String value) {
        if (value == null) {
            return Optional.empty();
        }
        String[] parts = value.split("/");
        if (parts.length != 3) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Tag(parts[0], Integer.parseInt(parts[1]), Integer.parseInt(parts[2])));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    public String value() {
        return tourney + "/" + round + "/" + table;
    }
}
