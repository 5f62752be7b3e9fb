package io.lamancha.games.tricks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScoringTest {

    private static final PlayerCountRules THREE = PlayerCountRules.of(3);
    private static final PlayerCountRules FOUR = PlayerCountRules.of(4);
    private static final PlayerCountRules FIVE = PlayerCountRules.of(5);

    @Test
    void takingNoTrickEarnsThreePointsAtEveryPlayerCount() {
        assertThat(TricksScoring.roundPoints(THREE, 0, 0)).isEqualTo(3);
        assertThat(TricksScoring.roundPoints(FOUR, 0, 0)).isEqualTo(3);
        assertThat(TricksScoring.roundPoints(FIVE, 0, 0)).isEqualTo(3);
    }

    @Test
    void exactlyThreeTricksWithThreePlayersEarnsOnePoint() {
        assertThat(TricksScoring.roundPoints(THREE, 3, 0)).isEqualTo(1);
        assertThat(TricksScoring.roundPoints(THREE, 2, 0)).isZero();
        assertThat(TricksScoring.roundPoints(THREE, 4, 0)).isZero();
    }

    @Test
    void exactlyTwoTricksWithFourPlayersEarnsOnePoint() {
        assertThat(TricksScoring.roundPoints(FOUR, 2, 0)).isEqualTo(1);
        assertThat(TricksScoring.roundPoints(FOUR, 1, 0)).isZero();
        assertThat(TricksScoring.roundPoints(FOUR, 3, 0)).isZero();
    }

    @Test
    void exactlyOneTrickWithFivePlayersEarnsOnePoint() {
        assertThat(TricksScoring.roundPoints(FIVE, 1, 0)).isEqualTo(1);
        assertThat(TricksScoring.roundPoints(FIVE, 2, 0)).isZero();
    }

    @Test
    void eachPassCardAmongTheTricksTakenEarnsOneMorePoint() {
        assertThat(TricksScoring.roundPoints(FOUR, 2, 2)).isEqualTo(3);
        assertThat(TricksScoring.roundPoints(FOUR, 5, 3)).isEqualTo(3);
    }

    @Test
    void theRulebookScoringExampleGivesSohyeonThreeJihunTwoAndUnseoOne() {
        assertThat(TricksScoring.roundPoints(THREE, 0, 0)).isEqualTo(3);
        assertThat(TricksScoring.roundPoints(THREE, 3, 1)).isEqualTo(2);
        assertThat(TricksScoring.roundPoints(THREE, 4, 1)).isEqualTo(1);
    }

    @Test
    void theGameEndsOnlyOnceSomeoneHasSevenOrMorePoints() {
        assertThat(TricksScoring.gameEnds(List.of(6, 6, 6))).isFalse();
        assertThat(TricksScoring.gameEnds(List.of(6, 7, 2))).isTrue();
        assertThat(TricksScoring.gameEnds(List.of(9, 0, 2, 1))).isTrue();
    }

    @Test
    void theHighestScoreWins() {
        assertThat(TricksScoring.winners(List.of(7, 9, 8), List.of(3, 1, 4))).containsExactly(1);
        assertThat(TricksScoring.tieBreak(List.of(7, 9, 8), List.of(1))).isEqualTo("highest score");
    }

    @Test
    void aTieOnScoreGoesToWhoeverScoredMoreInTheFinalRound() {
        assertThat(TricksScoring.winners(List.of(8, 8, 5), List.of(1, 3, 3))).containsExactly(1);
        assertThat(TricksScoring.tieBreak(List.of(8, 8, 5), List.of(1)))
                .isEqualTo("tie on score broken by points in the final round");
    }

    @Test
    void aTieOnScoreAndFinalRoundPointsIsASharedVictory() {
        assertThat(TricksScoring.winners(List.of(8, 8, 8, 2), List.of(2, 2, 1, 0))).containsExactly(0, 1);
        assertThat(TricksScoring.tieBreak(List.of(8, 8, 8, 2), List.of(0, 1)))
                .isEqualTo("tied on score and final-round points: shared victory");
    }
}
