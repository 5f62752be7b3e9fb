package io.lamancha.games.tiles;

import io.lamancha.engine.Bot;
import io.lamancha.engine.BotLevels;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.OptionSpec;
import io.lamancha.engine.RenderContext;
import java.util.List;

/**
 * Don Quixote (BrettspielWelt / Pegasus 2010), the tile game for 1-4 players: each turn every
 * player places one of their road tiles on the same field of their own principality, in secret
 * until all have placed; three rounds of 9/7/6 tiles, each scored. The tiles and castles come from
 * {@code quixote_tiles.json}, loaded and checked once when the definition is made.
 */
public final class TilesDefinition implements GameDefinition {

    private static final BotLevels BOTS = BotLevels.randomAnd("smart", SmartBot::new);

    private final TileSet tiles;

    public TilesDefinition() {
        this(TileSetLoader.loadDefault());
    }

    TilesDefinition(TileSet tiles) {
        this.tiles = tiles;
    }

    @Override
    public String id() {
        return "quixote-tiles";
    }

    @Override
    public String title() {
        return "Don Quixote (tile game)";
    }

    @Override
    public int minSeats() {
        return 1;
    }

    @Override
    public int maxSeats() {
        return TilesGame.MAX_SEATS;
    }

    @Override
    public List<OptionSpec> options() {
        return List.of();
    }

    @Override
    public List<String> summary() {
        return List.of(
                "Build road networks in your own principality of 8x3 fields (A1 to H3).",
                "Each turn a field is announced (e.g. C2); everyone secretly places a tile there.",
                "Move: place <tile> [r], e.g. place T07, or place T07 r to turn it 180 degrees.",
                "Three rounds of 9, 7 and 6 tiles, each scored on your board as it stands.",
                "Joined means on one road network: tiles whose roads meet at their edges.",
                "  Churches: 2 joined score 2, 3 or more joined 2 each; windmills the same.",
                "  Castle 6 and castle 4: their value once 1/2/3 knights (round 1/2/3) are joined",
                "    to either of the castle's two roads.",
                "  Defense: 5 once your defenders' strength reaches 4/8/12; a knight defends when",
                "    its road leaves the principality on a border field, on the knight's half.",
                "  After round 3 also the strength of your strongest group of joined knights.",
                "Your score aide shows each line now, if the round ended. Highest total wins.",
                "Your last tile of round 3 stays hidden until the last turn. 1-4 players; solo",
                "is a full game: beat your best score.",
                "The tile set is our reconstruction (docs/games/quixote-tiles.md says how).");
    }

    /** The key to the board, the hand and the score aide, plain. */
    @Override
    public List<String> legend() {
        return LegendRender.lines(new Palette(RenderContext.plain(1, RenderContext.SPECTATOR)));
    }

    @Override
    public List<String> moveVerbs() {
        return List.of("place");
    }

    @Override
    public Game newGame(int seats, GameOptions options, long seed) {
        if (seats < minSeats() || seats > maxSeats()) {
            throw new IllegalArgumentException("quixote-tiles takes 1 to 4 players, not " + seats);
        }
        return new TilesGame(Setup.random(tiles, seats, seed));
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
