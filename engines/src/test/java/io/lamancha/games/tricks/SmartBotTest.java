package io.lamancha.games.tricks;

import static io.lamancha.games.tricks.Colour.BLUE;
import static io.lamancha.games.tricks.Colour.RED;
import static io.lamancha.games.tricks.Colour.YELLOW;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Single decisions of the smart bot, each from its own view. */
class SmartBotTest {

    private static final SuitPower RYB = SuitPower.of(RED, YELLOW, BLUE);

    private static String smartChoice(TricksGame game, int seat) {
        return new TricksDefinition().newBot("smart", 0).choose(game.view(seat), game.legalMoves(seat));
    }

    /** The smart bot's card for the seat on turn after {@code moves}, seat 0 leading. */
    private static String smartChoiceAfter(String moves, String... hands) {
        TricksGame game = Positions.game(RYB, 0, hands);
        Positions.play(game, moves);
        return smartChoice(game, game.awaited().iterator().next());
    }

    @Test
    void withoutATrickItDucksWithItsHighestCardThatCannotWin() {
        assertThat(smartChoiceAfter("0:R5", "R5 Y1", "R2 R4 R7 P", "B3 B4")).isEqualTo("R4");
    }

    @Test
    void whenEveryCardItMustFollowWithWouldWinItPlaysAPassCard() {
        assertThat(smartChoiceAfter("0:R5", "R5 Y1", "R6 R7 P", "B3 B4")).isEqualTo("P");
    }

    @Test
    void whenLastAndBoundToWinItSpendsItsStrongestCard() {
        assertThat(smartChoiceAfter("0:R5 1:R1", "R5 Y1", "R1 Y2", "R6 R7 B4")).isEqualTo("R7");
    }

    @Test
    void belowItsTargetItLeadsACardThatNoUnseenCardCanBeat() {
        TricksGame game = Positions.game(RYB, 0, "Y1 B2 B5", "Y7 R3 R7 B1", "Y2 B3 B4");
        Positions.play(game, "0:Y1 1:Y7 2:Y2");
        assertThat(Positions.view(game, 1).suitPower()).containsExactly("R", "B", "Y");
        assertThat(smartChoice(game, 1)).isEqualTo("R7");
    }
}
