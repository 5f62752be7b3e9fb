package io.lamancha.games.doncarlo;

import io.lamancha.engine.Bot;
import io.lamancha.engine.BotLevels;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.OptionSpec;
import io.lamancha.engine.Rng;
import java.util.List;
import java.util.Optional;

/**
 * Don Carlo (Kramer, Lach, Rapp; 2-4 players): send agents with code names made of number cards
 * to the countries their sums name. Competitive by default; {@code variant coop} plays the
 * cooperative variant, whose difficulty the {@code remove} and {@code hand} options set. Those two
 * options are ignored in the competitive game.
 */
public final class DonCarloDefinition implements GameDefinition {

    private static final BotLevels BOTS = BotLevels.randomAnd("smart", seed -> new SmartBot());

    static final String VARIANT = "variant";
    static final String REMOVE = "remove";
    static final String HAND = "hand";

    @Override
    public String id() {
        return "doncarlo";
    }

    @Override
    public String title() {
        return "Don Carlo";
    }

    @Override
    public int minSeats() {
        return 2;
    }

    @Override
    public int maxSeats() {
        return 4;
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(
                OptionSpec.choice(VARIANT, "competitive", List.of("competitive", "coop"),
                        "competitive: each family scores for itself; coop: all families complete six"
                                + " country tasks together, from left to right."),
                OptionSpec.choice(REMOVE, "5", List.of("4", "5", "6", "7", "8"),
                        "Coop only (ignored in the competitive game): the country card left out of the row;"
                                + " 5 (Abracadabria) is standard, 4 (Abstrusia) is harder, 6 or 7 easier."),
                OptionSpec.choice(HAND, "5", List.of("5", "4"),
                        "Coop only (ignored in the competitive game): cards in each hand;"
                                + " 5 is standard, 4 is harder."));
    }

    @Override
    public List<String> summary() {
        return List.of(
                "Don Carlo: send agents to the countries; a code name of 1-4 of your number cards (0-6),",
                "written ascending, picks the country by its sum: /play 1/1/6 (or 116, or 1 1 6) goes to [8].",
                "Each code name once per country. You score the agents now there, +2 for three alike,",
                "+1 for three in a row. Stuck? Your hand is laid open and drawn up until you can play;",
                "then put extra cards back with /play back 5 6. At the end most agents wins each country.",
                "/option variant coop: together, finish six country tasks left to right; up to 5 cards",
                "per code name; stuck seats lay a penalty card (/play penalty 3), the fourth loses.",
                "Coop difficulty: /option remove 4|5|6|7|8 (4 harder, 6/7 easier), /option hand 4 (harder).");
    }

    @Override
    public List<String> moveVerbs() {
        return List.of("back", "penalty");
    }

    @Override
    public Optional<String> unratable(GameOptions options) {
        return options.get(VARIANT).equals("coop")
                ? Optional.of("the cooperative variant is played together, so it is not rated.")
                : Optional.empty();
    }

    @Override
    public Game newGame(int seats, GameOptions options, long seed) {
        if (seats < minSeats() || seats > maxSeats()) {
            throw new IllegalArgumentException("Don Carlo is for 2 to 4 players, not " + seats);
        }
        Rng rng = new Rng(seed);
        if (options.get(VARIANT).equals("coop")) {
            return DonCarloCoopGame.shuffled(seats, Country.byNumber(options.getInt(REMOVE)), options.getInt(HAND),
                    rng);
        }
        return DonCarloCompetitiveGame.shuffled(seats, rng);
    }

    @Override
    public List<String> botLevels() {
        return BOTS.names();
    }

    @Override
    public Bot newBot(String level, long seed) {
        return BOTS.create(level, seed);
    }
}
