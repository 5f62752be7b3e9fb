package io.lamancha.games.golden;

import java.util.List;
import java.util.Map;

/**
 * One of the stored games kept in {@code golden/}; {@link #ALL} holds, for each game, a few seat
 * counts and options, Don Carlo's cooperative variant and the tile game's solo included. A case names
 * the bots that played it, so that the recorder makes the same game again.
 *
 * @param name the file name without {@code .json}
 * @param options the game's own options, only those that differ from the defaults
 * @param bots the bot level of each seat
 */
record GoldenCase(String name, String game, long seed, Map<String, String> options, List<String> bots) {

    static final List<GoldenCase> ALL = List.of(
            new GoldenCase("quixote-tricks-1", "quixote-tricks", 11, Map.of(), List.of("smart", "random", "smart")),
            new GoldenCase("quixote-tricks-2", "quixote-tricks", 12, Map.of(),
                    List.of("random", "smart", "random", "smart", "smart")),
            new GoldenCase("doncarlo-1", "doncarlo", 21, Map.of(), List.of("smart", "random")),
            new GoldenCase("doncarlo-2", "doncarlo", 22, Map.of(), List.of("smart", "random", "smart", "random")),
            new GoldenCase("doncarlo-coop-1", "doncarlo", 23, Map.of("variant", "coop"),
                    List.of("smart", "smart", "smart")),
            new GoldenCase("doncarlo-coop-2", "doncarlo", 24, Map.of("variant", "coop", "remove", "4", "hand", "4"),
                    List.of("random", "smart")),
            new GoldenCase("quixote-tiles-1", "quixote-tiles", 31, Map.of(), List.of("smart", "random", "smart")),
            new GoldenCase("quixote-tiles-solo-1", "quixote-tiles", 32, Map.of(), List.of("smart")),
            new GoldenCase("hidalgo-1", "hidalgo", 41, Map.of(), List.of("smart", "random", "smart")),
            new GoldenCase("hidalgo-2", "hidalgo", 42, Map.of("side", "b"),
                    List.of("random", "smart", "random", "smart", "random", "smart")),
            // the first start player drawn with the draw of version 2 (hidalgo-1 and -2 drew with 1)
            new GoldenCase("hidalgo-3", "hidalgo", 43, Map.of(), List.of("smart", "random", "smart", "random")));
}
