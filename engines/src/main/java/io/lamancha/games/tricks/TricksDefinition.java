package io.lamancha.games.tricks;

import io.lamancha.engine.Bot;
import io.lamancha.engine.BotLevels;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.OptionSpec;
import java.util.List;

/**
 * Don Quixote (2026): a trick-taking game for 3-5 players where a suit power stack, not the led
 * colour, decides which colour wins, and the aim is to take exactly the right number of tricks (or
 * none). The game has no options; moves are card codes such as {@code R7} or {@code P}.
 */
public final class TricksDefinition implements GameDefinition {

    private static final BotLevels BOTS = BotLevels.randomAnd("smart", seed -> new SmartBot());

    public static final String ID = "quixote-tricks";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Don Quixote (2026)";
    }

    @Override
    public int minSeats() {
        return 3;
    }

    @Override
    public int maxSeats() {
        return 5;
    }

    @Override
    public List<OptionSpec> options() {
        return List.of();
    }

    @Override
    public List<String> summary() {
        return List.of(
                "Don Quixote (2026): trick-taking for 3-5 players; 7 tricks per round, 7-card hands.",
                "Follow the starting colour if you can; a pass card (P) may be played anytime and never wins.",
                "The colour higher on the suit power stack wins, whatever was led; it then drops to the bottom.",
                "Round: no tricks = 3 points; exactly 3/2/1 tricks (3/4/5 players) = 1 point; +1 per pass card taken.",
                "The game ends after a round in which someone has 7+ points; highest score wins.",
                "Moves are card codes: colour R, Y or B plus number (e.g. R7, b11), or P for a pass card.",
                "No options.");
    }

    @Override
    public Game newGame(int seats, GameOptions options, long seed) {
        return TricksGame.start(seats, seed);
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
