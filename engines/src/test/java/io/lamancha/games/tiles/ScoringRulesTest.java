package io.lamancha.games.tiles;

import static io.lamancha.games.tiles.TestBoards.board;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The scoring rules of docs/games/quixote-tiles.md, each on a small board. */
class ScoringRulesTest {

    @Test
    void aLoneChurchScoresNothing() {
        assertThat(TilesScoring.score(board("C2 NE:Ch@T", "E2 NW:Ch@T"), 1).churches()).isZero();
    }

    @Test
    void exactlyTwoJoinedChurchesScoreTwo() {
        assertThat(TilesScoring.score(board("C2 NE:Ch@T", "D2 NW:Ch@T"), 1).churches()).isEqualTo(2);
    }

    @Test
    void threeJoinedChurchesScoreTwoEach() {
        assertThat(TilesScoring.score(board("B2 NE:Ch@T", "C2 NW-NE:Ch@T", "D2 NW:Ch@T"), 1).churches()).isEqualTo(6);
    }

    @Test
    void fourJoinedChurchesScoreEight() {
        Principality b = board("B2 NE:Ch@T", "C2 NW-NE:Ch@T", "D2 NW-NE:Ch@T", "E2 NW:Ch@T");
        assertThat(TilesScoring.score(b, 1).churches()).isEqualTo(8);
    }

    @Test
    void windmillsScoreTheSameWayAsChurchesAndSeparatePairsAddUp() {
        Principality b = board("B2 NE:Wm@T", "C2 NW:Wm@T", "E3 NE:Wm@T", "F3 NW:Wm@T");
        assertThat(TilesScoring.score(b, 1).windmills()).isEqualTo(4);
    }

    @Test
    void oneChurchJoinedToOneWindmillScoresNothing() {
        RoundScore s = TilesScoring.score(board("C2 NE:Ch@T", "D2 NW:Wm@T"), 1);
        assertThat(s.churches() + s.windmills()).isZero();
    }

    @Test
    void roadsJoinOnlyWhereBothNeighboursHaveTheMeetingExits() {
        assertThat(TilesScoring.score(board("C2 NE:Ch@T", "D2 SW:Ch@B"), 1).churches()).as("NE does not meet SW").isZero();
        assertThat(TilesScoring.score(board("C1 S:Ch@B", "C2 N:Ch@T"), 1).churches()).as("S meets N").isEqualTo(2);
        assertThat(TilesScoring.score(board("C1 S:Ch@B", "D2 N:Ch@T"), 1).churches()).as("diagonal").isZero();
    }

    @Test
    void roadsLeadingOutsideAreNotJoinedThroughTheOutside() {
        assertThat(TilesScoring.score(board("C1 N:Ch@T", "D1 N:Ch@T"), 1).churches()).isZero();
    }

    @Test
    void aCastleNeedsOneTwoThreeJoinedKnightsInRoundsOneTwoThreeWhateverTheirStrength() {
        Principality b = board("B2 [6]", "C2 SW-SE:K1@B", "D2 SW:K3@B");
        assertThat(TilesScoring.score(b, 1).castle6()).isEqualTo(6);
        assertThat(TilesScoring.score(b, 2).castle6()).isEqualTo(6);
        assertThat(TilesScoring.score(b, 3).castle6()).isZero();
        assertThat(TilesScoring.score(board("B2 [4]", "C2 SW:K3@B"), 2).castle4()).as("one strong knight").isZero();
    }

    @Test
    void knightsOnEitherRoadOfACastleCountForItButTheCastleSeparatesTheirGroups() {
        Principality b = board("C2 [6]", "B2 SE:K2@B", "D2 SW:K1@B");
        RoundScore s = TilesScoring.score(b, 3);
        assertThat(TilesScoring.score(b, 2).castle6()).isEqualTo(6);
        assertThat(s.largestGroup()).isEqualTo(2);
    }

    @Test
    void aKnightWhoseRoadReachesBothSidesOfTheSameCastleCountsOnce() {
        Principality b = board("B2 [6]", "A2 N-SE:K1@T", "A1 S-NE", "B1 NW-NE", "C1 NW-S", "C2 N-SW");
        Networks n = new Networks(b);
        assertThat(n.networkOf(Field.parse("B2"), 0)).isEqualTo(n.networkOf(Field.parse("B2"), 1));
        assertThat(TilesScoring.score(b, 1).castle6()).isEqualTo(6);
        assertThat(TilesScoring.score(b, 2).castle6()).isZero();
    }

    @Test
    void theSeedsSecondScoringExampleScoresFourteenInRoundTwo() {
        Principality b = board(
                "A2 [6]", "B2 SW-SE:K1@B", "C2 SW-SE:K2@B", "D2 SW:K3@B",
                "G2 [4]",
                "A3 NE:Ch@T", "B3 NW-NE:Ch@T", "C3 NW-NE:Ch@T", "D3 NW:Ch@T",
                "A1 N:K1@T", "B1 N:K2@T");
        RoundScore s = TilesScoring.score(b, 2);
        assertThat(s.castle6()).as("three knights joined, two needed").isEqualTo(6);
        assertThat(s.castle4()).as("no knights").isZero();
        assertThat(s.churches()).as("four joined churches").isEqualTo(8);
        assertThat(s.defenseStrength()).isEqualTo(3);
        assertThat(s.defense()).as("3 < 8").isZero();
        assertThat(s.total()).isEqualTo(14);
    }

    @Test
    void theLargestKnightGroupCountsOnlyAfterRoundThreeAndALoneKnightIsAGroup() {
        Principality b = board("C2 N:K2@T");
        assertThat(TilesScoring.score(b, 2).largestGroup()).isZero();
        assertThat(TilesScoring.score(b, 3).largestGroup()).isEqualTo(2);
        assertThat(TilesScoring.score(board("C2 NE:K2@T", "D2 NW-NE:K1@T", "E2 NW:K3@T", "G2 N:K3@T"), 3)
                .largestGroup()).isEqualTo(6);
        assertThat(TilesScoring.score(board("C2 NE:Ch@T"), 3).largestGroup()).as("no knights").isZero();
    }

    @Test
    void aRoundScoreIsTheSumOfItsCategories() {
        RoundScore s = TilesScoring.score(TestBoards.workedExample(), 3);
        assertThat(s.total()).isEqualTo(s.castle6() + s.castle4() + s.churches() + s.windmills() + s.defense()
                + s.largestGroup());
    }
}
