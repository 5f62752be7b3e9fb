package io.lamancha.games.tiles;

import static io.lamancha.games.tiles.TestBoards.board;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The defense rule (a border field, a road to the outside, the outer half), case by case. */
class DefenseTest {

    private static int strength(String... placements) {
        return TilesScoring.defenseStrength(board(placements));
    }

    @Test
    void aKnightNotOnTheBorderDoesNotDefend() {
        assertThat(strength("C2 T01")).isZero();
        assertThat(strength("C2 T07r")).isZero();
    }

    @Test
    void aBorderKnightWhoseRoadDoesNotLeadOutsideDoesNotDefend() {
        assertThat(strength("B1 T05")).as("NW/SE stay inside on B1").isZero();
        assertThat(strength("H2 T04r")).as("S/SW stay inside on H2").isZero();
    }

    @Test
    void aKnightWhoseOwnRoadStaysInsideDoesNotDefendEvenIfAnotherRoadOfTheTileLeadsOut() {
        assertThat(strength("B1 N-NW / SE-S:K2@B")).isZero();
    }

    @Test
    void aKnightOnTheInnerHalfDoesNotDefend() {
        assertThat(strength("D1 T01r")).as("N leads out in the top half, knight in the bottom").isZero();
        assertThat(strength("H3 T08r")).as("NE leads out in the top half, knight in the bottom").isZero();
        assertThat(strength("D3 T01r")).as("turned, the same tile defends on row 3").isEqualTo(3);
    }

    @Test
    void onTheSideColumnsEitherHalfCanDefendThroughItsOwnSideExit() {
        assertThat(strength("H2 T05")).as("SE leads out on H, knight in the bottom").isEqualTo(2);
        assertThat(strength("A2 T05r")).as("NW leads out on A, knight in the top").isEqualTo(2);
        assertThat(strength("A2 T05")).as("NW is top, knight is bottom").isZero();
        assertThat(strength("A2 T06")).isEqualTo(2);
        assertThat(strength("H2 T06")).isEqualTo(2);
        assertThat(strength("A2 T06r")).isEqualTo(2);
        assertThat(strength("H2 T06r")).isEqualTo(2);
    }

    @Test
    void aCornerKnightDefendsThroughEitherBorderAndNeedsNoJoin() {
        assertThat(strength("A1 T07r")).isEqualTo(1);
        assertThat(strength("H3 T07")).isEqualTo(1);
    }

    @Test
    void theKnightOnASpurNeverDefends() {
        for (Field f : Field.ALL) {
            assertThat(TilesScoring.defenseStrength(Principality.empty().with(f, TestBoards.piece("T08")))).isZero();
            assertThat(TilesScoring.defenseStrength(Principality.empty().with(f, TestBoards.piece("T08r")))).isZero();
        }
    }

    @Test
    void theStrengthsOfAllDefendingKnightsAddUp() {
        assertThat(strength("A1 T07r", "G1 N:K2@T", "C2 T01")).isEqualTo(3);
    }

    @Test
    void defenseScoresFiveWhenTheStrengthReachesFourEightTwelve() {
        Principality four = board("A1 T01", "B1 T03");
        Principality eight = board("A1 T01", "B1 T03", "C1 T01", "D1 N:K1@T");
        Principality twelve = board("A1 T01", "B1 T01", "C1 T01", "D1 T01");
        assertThat(TilesScoring.score(four, 1).defense()).isEqualTo(5);
        assertThat(TilesScoring.score(four, 2).defense()).isZero();
        assertThat(TilesScoring.score(eight, 2).defense()).isEqualTo(5);
        assertThat(TilesScoring.score(eight, 3).defense()).isZero();
        assertThat(TilesScoring.score(twelve, 3).defense()).isEqualTo(5);
    }
}
