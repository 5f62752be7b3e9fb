package io.lamancha.games.tricks;

import static io.lamancha.games.tricks.Colour.BLUE;
import static io.lamancha.games.tricks.Colour.RED;
import static io.lamancha.games.tricks.Colour.YELLOW;
import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.MoveResult;
import org.junit.jupiter.api.Test;

class MoveNotationTest {

    private static TricksGame game() {
        return Positions.game(SuitPower.of(RED, YELLOW, BLUE), 0, "B11 R1 P", "Y9 R2", "Y5 B4");
    }

    private static String accepted(TricksGame game, String move) {
        MoveResult result = game.apply(0, move);
        assertThat(result).as(move).isInstanceOf(MoveResult.Accepted.class);
        return ((MoveResult.Accepted) result).move();
    }

    @Test
    void lowerCaseAndSpacedCardCodesAreAcceptedAndStoredCanonically() {
        assertThat(accepted(game(), "b11")).isEqualTo("B11");
        assertThat(accepted(game(), "  r 1 ")).isEqualTo("R1");
        assertThat(accepted(game(), "R01")).isEqualTo("R1");
        assertThat(accepted(game(), "p")).isEqualTo("P");
        assertThat(accepted(game(), "Pass")).isEqualTo("P");
    }

    @Test
    void everyLegalMoveIsAcceptedAsItIsWritten() {
        for (String move : game().legalMoves(0)) {
            assertThat(accepted(game(), move)).isEqualTo(move);
        }
    }

    @Test
    void unreadableMovesAreRefusedWithHowToWriteACard() {
        for (String bad : new String[] {"", "G5", "R12", "R0", "play R1", "R", "11"}) {
            TricksGame game = game();
            assertThat(game.apply(0, bad)).as(bad).isEqualTo(MoveResult.illegal(MoveParser.HOW_TO_WRITE));
            assertThat(game.version()).isZero();
        }
    }

    @Test
    void aCardNotInHandIsRefusedWithoutSayingWhoHoldsIt() {
        TricksGame game = game();
        assertThat(game.apply(0, "y9")).isEqualTo(MoveResult.illegal("You do not hold Y9; play a card from your hand."));
        Positions.play(game, "0:P");
        assertThat(game.apply(1, "P")).isEqualTo(MoveResult.illegal("You hold no pass card; play a card from your hand."));
    }
}
