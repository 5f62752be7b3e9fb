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
                "Don Carlo: each player is a family with a stockpile of number cards (0-6)",
                "and a hand of 4. On your turn send one agent: pick 1-4 hand cards as its",
                "code name; their sum picks the country ([1-3], [4], ... [9-12]). Type the",
                "cards: /play 1/1/6 (or 116) sends agent 1/1/6 to the country taking 8.",
                "Each code name only once per country. You score influence: one point per",
                "agent in that country, yours included; +2 bonus for three alike, +1 for",
                "three in a row. Then you draw back up to 4. Stuck? Your hand is laid open",
                "and you draw face up until you can play; then put the extra cards back:",
                "/play back 5 6 (or just 5 6). A family with no cards, or stuck with all",
                "its cards open, is out. When all are out, each country goes to the family",
                "with most agents there, worth its points. Highest total is Don Carlo.",
                "/option variant coop: everyone together completes six country tasks,",
                "strictly left to right; code names of up to 5 cards; a player who cannot",
                "make one lays a penalty card (/play penalty 3, or just 3): the fourth",
                "penalty card loses. Coop difficulty: /option remove 4|5|6|7|8 (4 harder,",
                "6 or 7 easier), /option hand 4 (harder). The options are listed below.");
    }

    @Override
    public List<String> legend() {
        return List.of(
                "Egoistria [1-3] 3 pts, led by ana: ana:1/2 bo:0/3  a country, the sums it",
                "  takes, its points at the end, who has most agents there, and its agents",
                "  by player and code name, first to arrive first (the first breaks a tie).",
                "Player table: influence and bonus so far, country points at the end, total;",
                "  stock = cards in the stockpile, hand = cards in hand, out = no more turns.",
                "Coop: a task needs as many agents as its number; only the task DUE NOW may",
                "  be finished: a later one cannot take its last agent before.",
                "Your code names: every code name you can send now, by country.");
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
