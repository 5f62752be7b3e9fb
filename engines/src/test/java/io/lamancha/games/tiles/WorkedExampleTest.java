package io.lamancha.games.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The worked example: a finished board, its networks, defenders and round-3 score, the same board
 * scored at rounds 1 and 2, and a knight joined to both castles.
 */
class WorkedExampleTest {

    private final Principality board = TestBoards.workedExample();

    @Test
    void roundThreeScoresThirtyWithTheDocsBreakdown() {
        RoundScore s = TilesScoring.score(board, 3);
        assertThat(s).isEqualTo(RoundScore.of(3, 0, 4, 10, 10, 6, 0, 6));
        assertThat(s.total()).isEqualTo(30);
    }

    @Test
    void underRoundOneThresholdsTheSameBoardScoresThirtyFive() {
        assertThat(TilesScoring.score(board, 1)).isEqualTo(RoundScore.of(1, 6, 4, 10, 10, 6, 5, 0));
        assertThat(TilesScoring.score(board, 1).total()).isEqualTo(35);
    }

    @Test
    void underRoundTwoThresholdsTheSameBoardScoresThirtyAndTheGroupIsNotScored() {
        assertThat(TilesScoring.score(board, 2)).isEqualTo(RoundScore.of(2, 6, 4, 10, 10, 6, 0, 0));
        assertThat(TilesScoring.score(board, 2).total()).isEqualTo(30);
    }

    @Test
    void rotatedTilesHaveTheDocsPlacedExitsAndFeatures() {
        assertThat(exitsAndFeature("T07r")).isEqualTo("[N, NE, S, NW] K1 TOP");
        assertThat(exitsAndFeature("T20r")).isEqualTo("[N, S, SW] Wm TOP");
        assertThat(exitsAndFeature("T22r")).isEqualTo("[SW, NW] Wm BOTTOM");
        assertThat(exitsAndFeature("T02r")).isEqualTo("[N, SE, SW] K3 BOTTOM");
        assertThat(exitsAndFeature("T04r")).isEqualTo("[S, SW] K2 BOTTOM");
        assertThat(exitsAndFeature("T08r")).isEqualTo("[N, NE, NW] K1 BOTTOM");
    }

    private static String exitsAndFeature(String label) {
        Segment s = TestBoards.piece(label).segments().get(0);
        Feature f = s.features().get(0);
        return s.exits() + " " + f.token() + " " + f.half();
    }

    @Test
    void theNetworksAreThoseOfTheDocsTable() {
        Networks n = new Networks(board);
        assertThat(stats(n, "A1", 0)).isEqualTo(new Networks.Stats(0, 5, 2, 3));
        assertThat(n.networkOf(f("A1"), 0)).isEqualTo(n.networkOf(f("C1"), 0)).isEqualTo(n.networkOf(f("D3"), 0));
        assertThat(stats(n, "B2", 0)).isEqualTo(new Networks.Stats(4, 0, 1, 2));
        assertThat(n.networkOf(f("D1"), 0)).isEqualTo(n.networkOf(f("E2"), 0));
        assertThat(stats(n, "E1", 0)).isEqualTo(new Networks.Stats(0, 0, 1, 3));
        assertThat(stats(n, "F1", 0)).isEqualTo(new Networks.Stats(1, 0, 0, 0));
        assertThat(stats(n, "G1", 0)).isEqualTo(new Networks.Stats(0, 0, 1, 2));
        assertThat(stats(n, "H1", 0)).isEqualTo(new Networks.Stats(0, 1, 0, 0));
        assertThat(n.networkOf(f("E2"), 1)).as("N7: E2 bottom road and castle 4 west")
                .isEqualTo(n.networkOf(f("F2"), 0));
        assertThat(stats(n, "E2", 1)).isEqualTo(new Networks.Stats(0, 0, 0, 0));
        assertThat(stats(n, "F2", 1)).as("N8").isEqualTo(new Networks.Stats(0, 0, 3, 6));
        assertThat(n.networkOf(f("F2"), 1)).isEqualTo(n.networkOf(f("G3"), 0)).isEqualTo(n.networkOf(f("H3"), 0));
        assertThat(stats(n, "E3", 1)).as("N9").isEqualTo(new Networks.Stats(2, 0, 0, 0));
        assertThat(stats(n, "G3", 1)).as("N10").isEqualTo(new Networks.Stats(0, 1, 0, 0));
        assertThat(stats(n, "C1", 1)).as("N11: castle 6 east alone").isEqualTo(new Networks.Stats(0, 0, 0, 0));
        assertThat(n.networkOf(f("C1"), 1)).isNotEqualTo(n.networkOf(f("D1"), 0));
        assertThat(stats(n, "E3", 0)).as("E3 top road joins nothing").isEqualTo(new Networks.Stats(0, 0, 0, 0));
        assertThat(n.networkOf(f("E3"), 0)).isNotEqualTo(n.networkOf(f("D3"), 0));
    }

    @Test
    void exactlyTheKnightsOnA1E1AndG1DefendForAStrengthOfSix() {
        assertThat(defends("A1")).as("A1 T07r: N and NW lead out in the top half").isTrue();
        assertThat(defends("E1")).as("E1 T01: N on row 1").isTrue();
        assertThat(defends("G1")).as("G1 T03: N on row 1").isTrue();
        assertThat(defends("E2")).as("E2 fails (a): interior").isFalse();
        assertThat(defends("G2")).as("G2 fails (a): interior").isFalse();
        assertThat(defends("B1")).as("B1 T05 fails (b): NW/SE do not lead out").isFalse();
        assertThat(defends("H2")).as("H2 T04r fails (b): S/SW do not lead out").isFalse();
        assertThat(defends("H3")).as("H3 T08r fails (c): NE is in the top half").isFalse();
        assertThat(TilesScoring.defenseStrength(board)).isEqualTo(6);
    }

    private boolean defends(String name) {
        Piece p = board.at(f(name));
        for (Segment s : p.segments()) {
            for (Feature k : s.features()) {
                if (k.isKnight()) {
                    return TilesScoring.defends(f(name), s, k);
                }
            }
        }
        throw new AssertionError("no knight on " + name);
    }

    @Test
    void aKnightJoinedToBothCastlesScoresBothInRoundOne() {
        Principality mini = TestBoards.board("B2 [6]", "D2 [4]", "C2 T06r");
        assertThat(TilesScoring.score(mini, 1)).isEqualTo(RoundScore.of(1, 6, 4, 0, 0, 0, 0, 0));
        assertThat(TilesScoring.score(mini, 1).total()).isEqualTo(10);
    }

    @Test
    void theSameKnightUnrotatedIsOnARoadTheCastlesLackAndScoresNothing() {
        Principality mini = TestBoards.board("B2 [6]", "D2 [4]", "C2 T06");
        assertThat(TilesScoring.score(mini, 1).total()).isZero();
    }

    private static Networks.Stats stats(Networks n, String field, int segment) {
        return n.stats(n.networkOf(f(field), segment));
    }

    private static Field f(String name) {
        return Field.parse(name);
    }
}
