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
 * none). The game has no options of its own; moves are card codes such as {@code R7} or {@code P}.
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
                "Don Quixote (2026): trick-taking for 3-5 players. A round: everyone gets",
                "7 cards and plays 7 tricks. In a trick the leader plays any card, then each",
                "player in turn plays one: a card of the colour to follow if you hold one,",
                "or a pass card (P) at any time. The colour higher on the suit power stack",
                "wins, whatever colour was led; within a colour the higher number. The",
                "winning colour drops to the bottom of the stack and the winner leads next.",
                "A pass card never wins a trick.",
                "A round pays 3 points for no tricks, 1 point for exactly 3/2/1 tricks",
                "(3/4/5 players), and +1 per pass card in your tricks. After a round that",
                "leaves anyone on 7 points or more, the highest total wins.",
                "On your turn type a card of your hand: /play R7 (colour R, Y or B and a",
                "number, any case) or /play P; the playable ones are in [brackets].",
                "Options: none of the game's own; the timer every table has is below.");
    }

    @Override
    public List<String> legend() {
        return List.of(
                "Suit power: R > Y > B  the stack, strongest colour first (R red, Y yellow,",
                "  B blue); a colour that wins a trick drops to the bottom.",
                "Leftovers: the 2 cards dealt to nobody this round, face up: not in play.",
                "Trick, colour to follow Y: the cards played so far, in order, by whom.",
                "Player table: Tricks and Pass = tricks and pass cards taken this round;",
                "  Score = total; Last = points of the last round; Cards = cards in hand;",
                "  > = whose turn it is.",
                "Your hand: [R7] may be played now; the cards without brackets may not.");
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
