package io.lamancha.games.tricks;

import static io.lamancha.games.tricks.Colour.BLUE;
import static io.lamancha.games.tricks.Colour.RED;
import static io.lamancha.games.tricks.Colour.YELLOW;
import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameEvent;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.Rejection;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrickRulesTest {

    private static final SuitPower RYB = SuitPower.of(RED, YELLOW, BLUE);

    @Test
    void aPlayerHoldingTheStartingColourMustFollowIt() {
        TricksGame game = Positions.game(RYB, 0, "R5 Y1", "R2 Y9", "B3 B4");
        Positions.play(game, "0:R5");
        assertThat(game.legalMoves(1)).containsExactly("R2");
        MoveResult refused = game.apply(1, "Y9");
        assertThat(refused).isEqualTo(MoveResult.illegal(
                "Follow red: play a red card (R)."));
        assertThat(game.version()).isEqualTo(1);
        assertThat(Positions.view(game, 1).hand()).containsExactly("R2", "Y9");
    }

    @Test
    void aPassCardMayBePlayedEvenWhenHoldingTheStartingColour() {
        TricksGame game = Positions.game(RYB, 0, "R5 Y1", "R2 Y9 P", "B3 B4");
        Positions.play(game, "0:R5");
        assertThat(game.legalMoves(1)).containsExactly("R2", "P");
        assertThat(((MoveResult.Rejected) game.apply(1, "Y9")).reason()).endsWith("or a pass card.");
        Positions.play(game, "1:P");
    }

    @Test
    void aPassCardLedLetsTheFirstNumberCardPlayedAfterwardsSetTheStartingColour() {
        TricksGame game = Positions.game(RYB, 0, "P R1", "R2 Y9", "Y1 B3");
        Positions.play(game, "0:P");
        assertThat(Positions.view(game, -1).startingColour()).isNull();
        assertThat(game.legalMoves(1)).containsExactlyInAnyOrder("R2", "Y9");
        Positions.play(game, "1:Y9");
        assertThat(Positions.view(game, -1).startingColour()).isEqualTo("Y");
        assertThat(game.legalMoves(2)).containsExactly("Y1");
    }

    @Test
    void whileOnlyPassCardsArePlayedAnyCardMayFollow() {
        TricksGame game = Positions.game(RYB, 0, "P R1", "P Y9", "B1 Y2 R3", "B2 B4");
        Positions.play(game, "0:P 1:P");
        assertThat(game.legalMoves(2)).containsExactly("R3", "Y2", "B1");
        Positions.play(game, "2:B1");
        assertThat(game.legalMoves(3)).containsExactly("B2", "B4");
        List<GameEvent> events = Positions.play(game, "3:B2");
        assertThat(events).contains(new TricksEvent.TrickWon(3, "B2", 1, 1, 2, List.of("R", "Y", "B")));
    }

    @Test
    void withNoNumberCardOfTheStartingColourAnyCardMayBePlayed() {
        TricksGame game = Positions.game(RYB, 0, "R5 Y1", "B2 Y9 P", "B3 B4");
        Positions.play(game, "0:R5");
        assertThat(game.legalMoves(1)).containsExactly("Y9", "B2", "P");
    }

    @Test
    void theColourHigherOnTheStackWinsWhateverTheLedColour() {
        TricksGame game = Positions.game(SuitPower.of(BLUE, RED, YELLOW), 0, "R9 Y1", "B1 Y9", "R2 B4");
        List<GameEvent> events = Positions.play(game, "0:R9 1:B1 2:R2");
        assertThat(events).contains(new TricksEvent.TrickWon(1, "B1", 1, 1, 0, List.of("R", "Y", "B")));
    }

    @Test
    void withinAColourTheHigherNumberWins() {
        TricksGame game = Positions.game(RYB, 0, "Y3 R1", "Y9 R2", "Y5 B4");
        List<GameEvent> events = Positions.play(game, "0:Y3 1:Y9 2:Y5");
        assertThat(events).contains(new TricksEvent.TrickWon(1, "Y9", 1, 1, 0, List.of("R", "B", "Y")));
    }

    @Test
    void aPassCardNeverWinsEvenWhenLedIntoATrickOfTheWeakestColour() {
        TricksGame game = Positions.game(RYB, 0, "P R1", "B1 R2", "B2 Y4");
        List<GameEvent> events = Positions.play(game, "0:P 1:B1 2:B2");
        assertThat(events).contains(new TricksEvent.TrickWon(2, "B2", 1, 1, 1, List.of("R", "Y", "B")));
        assertThat(Positions.view(game, -1).players().get(2).passCards()).isEqualTo(1);
        assertThat(Positions.view(game, -1).players().get(0).tricks()).isZero();
    }

    @Test
    void theWinningColourMovesToTheBottomOfTheStackAndAtTheBottomNothingChanges() {
        assertThat(RYB.afterWin(RED)).isEqualTo(SuitPower.of(YELLOW, BLUE, RED));
        assertThat(RYB.afterWin(YELLOW)).isEqualTo(SuitPower.of(RED, BLUE, YELLOW));
        assertThat(RYB.afterWin(BLUE)).isEqualTo(RYB);
        TricksGame game = Positions.game(RYB, 0, "R9 Y1", "R1 Y9", "R2 B4");
        Positions.play(game, "0:R9 1:R1 2:R2");
        assertThat(Positions.view(game, -1).suitPower()).containsExactly("Y", "B", "R");
    }

    @Test
    void theTrickWinnerLeadsTheNextTrick() {
        TricksGame game = Positions.game(RYB, 0, "Y3 R1", "Y9 R2", "Y5 B4");
        Positions.play(game, "0:Y3 1:Y9 2:Y5");
        assertThat(game.awaited()).containsExactly(1);
        TricksView view = Positions.view(game, 1);
        assertThat(view.leader()).isEqualTo(1);
        assertThat(view.trick()).isEqualTo(2);
        assertThat(view.currentTrick()).isEmpty();
        assertThat(view.lastTrickWinner()).isEqualTo(1);
        assertThat(view.playedThisRound()).containsExactly("Y3", "Y9", "Y5");
    }

    @Test
    void legalMovesNameAPassCardOnceEvenWhenTheHandHoldsTwo() {
        TricksGame game = Positions.game(RYB, 0, "P P B1", "Y9 R2", "Y5 B4");
        assertThat(game.legalMoves(0)).containsExactly("B1", "P");
        Positions.play(game, "0:P");
        assertThat(Positions.view(game, 0).hand()).containsExactly("B1", "P");
    }

    @Test
    void theHandIsSortedByColourAsStackedThenByNumberWithPassCardsLast() {
        TricksGame game = Positions.game(SuitPower.of(BLUE, RED, YELLOW), 0,
                "P Y2 R7 B3 R1 B11 Y1", "Y9 R2", "Y5 B4");
        assertThat(Positions.view(game, 0).hand()).containsExactly("B3", "B11", "R1", "R7", "Y1", "Y2", "P");
    }

    @Test
    void onlyTheSeatOnTurnMayPlay() {
        TricksGame game = Positions.game(RYB, 0, "Y3 R1", "Y9 R2", "Y5 B4");
        MoveResult result = game.apply(1, "Y9");
        assertThat(result).isInstanceOf(MoveResult.Rejected.class);
        assertThat(((MoveResult.Rejected) result).code()).isEqualTo(Rejection.NOT_YOUR_TURN);
        assertThat(game.legalMoves(1)).isEmpty();
    }
}
