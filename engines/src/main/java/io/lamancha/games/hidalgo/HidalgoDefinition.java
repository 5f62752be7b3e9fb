package io.lamancha.games.hidalgo;

import io.lamancha.engine.Bot;
import io.lamancha.engine.BotLevels;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.OptionSpec;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Don Quixote: The Ingenious Hidalgo for 2–6 players: two chapters of adventures decided by secret
 * simultaneous votes. The card lists, track and setup table are loaded from the bundled data files
 * (see {@link HidalgoDataLoader}); option {@code side} picks the value track side.
 */
public final class HidalgoDefinition implements GameDefinition {

    /** The option that says how the first start player is chosen. */
    static final String START = "start";

    private final HidalgoData data;
    private final BotLevels bots;

    public HidalgoDefinition() {
        this(HidalgoDataLoader.loadBundled());
    }

    HidalgoDefinition(HidalgoData data) {
        this.data = data;
        this.bots = BotLevels.randomAnd("smart", seed -> new SmartBot(data, seed));
    }

    @Override
    public String id() {
        return "hidalgo";
    }

    @Override
    public String title() {
        return "Don Quixote: The Ingenious Hidalgo";
    }

    @Override
    public int minSeats() {
        return 2;
    }

    @Override
    public int maxSeats() {
        return 6;
    }

    @Override
    public List<OptionSpec> options() {
        List<String> sides = data.sideNames().stream().map(s -> s.toLowerCase(Locale.ROOT)).toList();
        return List.of(OptionSpec.choice("side", sides.contains("a") ? "a" : sides.get(0), sides,
                "Which side of the value track to play on: a for first games, b for experienced players."),
                OptionSpec.choice(START, "drawn", List.of("drawn", "first"),
                        "drawn: the first start player is drawn at random; first: the first seat starts."),
                OptionSpec.recorded(StartPlayerDraw.OPTION, StartPlayerDraw.CURRENT.version(), List.of("1", "2"),
                        "How the first start player is drawn from the seed (recorded with each game)."));
    }

    /**
     * Games stored before the first start player was drawn: the first seat started them; games
     * stored before the draw was versioned drew it with {@link StartPlayerDraw#V1}.
     */
    @Override
    public Map<String, String> recordDefaults() {
        return Map.of(START, "first", StartPlayerDraw.OPTION, StartPlayerDraw.V1.version());
    }

    @Override
    public List<String> summary() {
        return HidalgoGuide.summary();
    }

    @Override
    public List<String> legend() {
        return HidalgoGuide.legend();
    }

    @Override
    public List<String> moveVerbs() {
        return List.of("pick", "item", "zap", "get", "steal", "refresh", "discard", "keep", "copy", "pass");
    }

    @Override
    public Game newGame(int seats, GameOptions options, long seed) {
        String side = options.get("side").toUpperCase(Locale.ROOT);
        // options made without the defaults (a golden record as stored) lack the version: they drew with V1
        StartPlayerDraw draw = StartPlayerDraw.of(options.values().getOrDefault(StartPlayerDraw.OPTION, "1"));
        return new HidalgoGame(options.get(START).equals("first") ? TableSetup.create(data, side, seats, seed, 0)
                : TableSetup.create(data, side, seats, seed, draw));
    }

    @Override
    public List<String> botLevels() {
        return bots.names();
    }

    @Override
    public Bot newBot(String level, long seed) {
        return bots.create(level, seed);
    }
}
