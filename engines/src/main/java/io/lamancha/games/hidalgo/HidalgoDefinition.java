package io.lamancha.games.hidalgo;

import io.lamancha.engine.Bot;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.OptionSpec;
import io.lamancha.engine.RandomBot;
import java.util.List;
import java.util.Locale;

/**
 * Don Quixote: The Ingenious Hidalgo for 2–6 players: two chapters of adventures decided by secret
 * simultaneous votes. The card lists, track and setup table are loaded from the bundled data files
 * (see {@link HidalgoDataLoader}); option {@code side} picks the value track side.
 */
public final class HidalgoDefinition implements GameDefinition {

    private final HidalgoData data;

    public HidalgoDefinition() {
        this(HidalgoDataLoader.loadBundled());
    }

    HidalgoDefinition(HidalgoData data) {
        this.data = data;
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
                "Which side of the value track to play on: a for first games, b for experienced players."));
    }

    @Override
    public List<String> summary() {
        return List.of(
                "Don Quixote: The Ingenious Hidalgo (2-6 players): steer DQ's story over two chapters.",
                "Each adventure the start player picks one from the pool (pick A3); then everyone plays a",
                "character card face down at once (play C50, or play blind when poisoned) to vote on it;",
                "ties fail. The outcome moves the glory, love, obsession or delusion token on the track.",
                "Abilities: zap seat2 / zap adventure, get diamond / get tent / steal seat1 shield,",
                "refresh cards then discard C4 C9, refresh adventures then keep A1 A2 A3 A4; pass declines.",
                "Items: item poison, item shield, item donkey + / item donkey -, item tent then copy C50.",
                "Cards score the value of their token; plus diamonds (2) and your secret objective.",
                "Option: side a|b (value track side, a by default; rivers are active in chapter II).");
    }

    @Override
    public List<String> moveVerbs() {
        return List.of("pick", "item", "zap", "get", "steal", "refresh", "discard", "keep", "copy", "pass");
    }

    @Override
    public Game newGame(int seats, GameOptions options, long seed) {
        String side = options.get("side").toUpperCase(Locale.ROOT);
        return new HidalgoGame(TableSetup.create(data, side, seats, seed));
    }

    @Override
    public List<String> botLevels() {
        return List.of("random", "smart");
    }

    @Override
    public Bot newBot(String level, long seed) {
        switch (level) {
            case "random":
                return new RandomBot(seed);
            case "smart":
                return new SmartBot(data, seed);
            default:
                throw new IllegalArgumentException("no bot level " + level + "; use random or smart");
        }
    }
}
