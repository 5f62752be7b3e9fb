package io.lamancha.server.tourney;

import io.lamancha.engine.GameDefinition;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a tournament is, as its creator said it.
 *
 * @param name its name, lower case: also its channel's, and the start of its rooms' names
 * @param rounds a Swiss tournament's rounds, else {@code null}
 * @param minutes an arena's minutes, else {@code null}
 * @param seats the table size seated where the players' number allows
 * @param rated whether its games change ratings (where every player is registered and no bot sits)
 * @param timer the seconds each move has at its tables (never 0: a table cannot stall a round)
 * @param breakSeconds how long after a Swiss round's last game the next round starts
 * @param startsAt when it starts by itself, or {@code null} when its creator starts it
 * @param options the game's options its tables are set to
 */
public record TourneySpec(String name, GameDefinition game, Format format, Integer rounds, Integer minutes, int seats,
                          boolean rated, int timer, int breakSeconds, String creator, Instant startsAt,
                          Map<String, String> options) {

    public TourneySpec {
        options = java.util.Collections.unmodifiableMap(new TreeMap<>(options));
    }

    /** The smallest table: the game's, but never one of a single player. */
    int minSeats() {
        return Math.max(2, game.minSeats());
    }
}
