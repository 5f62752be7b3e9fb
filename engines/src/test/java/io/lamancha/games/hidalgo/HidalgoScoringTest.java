package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A worked end-of-game example (worked-example.json), the rulebook's scoring examples and the tie-breaks. */
class HidalgoScoringTest {

    private static final HidalgoData DATA = Fixture.DATA;

    /** Side A, glory 1, obsession 3, love 6, delusion 11: the state of the worked example. */
    private static TokenPositions exampleTrack() {
        List<Integer> pos = new ArrayList<>(List.of(0, 0, 0, 0));
        pos.set(Token.GLORY.ordinal(), 1);
        pos.set(Token.OBSESSION.ordinal(), 3);
        pos.set(Token.LOVE.ordinal(), 6);
        pos.set(Token.DELUSION.ordinal(), 11);
        return new TokenPositions(DATA.sides().get("A"), pos);
    }

    private static JsonNode fixture() throws Exception {
        try (InputStream in = HidalgoScoringTest.class.getResourceAsStream(
                "/io/lamancha/games/hidalgo/worked-example.json")) {
            return new ObjectMapper().readTree(in);
        }
    }

    private static List<ScoreLine> scoreFixture(JsonNode root) {
        HidalgoScoring scorer = new HidalgoScoring(DATA, exampleTrack());
        List<ScoreLine> lines = new ArrayList<>();
        for (JsonNode p : root.get("players")) {
            List<Integer> pile = new ArrayList<>();
            p.get("pile").forEach(c -> pile.add(c.intValue()));
            lines.add(scorer.score(new HidalgoScoring.Holdings(p.get("seat").intValue() - 1, pile,
                    p.get("diamonds").intValue(), p.get("items").size(), p.get("objective").textValue())));
        }
        return lines;
    }

    @Test
    void theWorkedExampleScoresSeventeenSeventeenFifteenAndTheTieGoesToObjectivePoints() throws Exception {
        JsonNode root = fixture();
        List<ScoreLine> lines = scoreFixture(root);
        for (int s = 0; s < 3; s++) {
            JsonNode e = root.get("expected").get("seat" + (s + 1));
            ScoreLine l = lines.get(s);
            assertThat(l.cards()).as("cards of seat%s", s + 1).isEqualTo(e.get("cards").intValue());
            assertThat(l.donDiego()).isEqualTo(e.get("don_diego").intValue());
            assertThat(l.diamonds()).isEqualTo(e.get("diamonds").intValue());
            assertThat(l.objective()).isEqualTo(e.get("objective").intValue());
            assertThat(l.total()).isEqualTo(e.get("total").intValue());
            if (e.has("don_diego_kept")) {
                assertThat(l.donDiegoKept()).isEqualTo(e.get("don_diego_kept").intValue());
            }
        }
        assertThat(lines).extracting(ScoreLine::total).containsExactly(17, 17, 15);
        assertThat(lines.get(0).removed()).containsExactly(119);
        assertThat(HidalgoScoring.winners(lines)).containsExactly(1);
    }

    @Test
    void playingTheLastAdventureOfChapterTwoIntoTheWorkedExampleEndsTheGameWithItsScores() {
        Fixture f = new Fixture(3, "A").pool("A14", "A3", "A4", "A5").hand(0, 72).hand(1, 69).hand(2, 120)
                .track(1, 4, 3, 11).item("tent", 0).item("shield", 2);
        f.st.items.stream().filter(t -> t.type == ItemType.SHIELD).forEach(t -> t.damaged = true);
        f.st.chapter = 2;
        f.st.adventureInChapter = 3;
        f.st.piles.get(0).addAll(List.of(4, 1, 33, 30, 91, 117, 119));
        f.st.piles.get(1).addAll(List.of(50, 43, 101, 108, 79, 11, 59));
        f.st.piles.get(2).addAll(List.of(24, 21, 5, 27, 12, 62, 111));
        f.st.diamonds[0] = 2;
        f.st.diamonds[1] = 1;
        f.st.diamonds[2] = 0;
        f.st.objectives[0] = "O2";
        f.st.objectives[1] = "O3";
        f.st.objectives[2] = "O1";
        f.begin();
        f.move(0, "pick A14");
        f.move(0, "play C72");
        f.move(1, "play C69");
        f.move(2, "play C120");
        assertThat(f.position(Token.LOVE)).isEqualTo(6);
        assertThat(f.game.isOver()).isTrue();
        assertThat(f.game.result().orElseThrow().scores()).containsExactly(17, 17, 15);
        assertThat(f.game.result().orElseThrow().winners()).containsExactly(1);
        HidalgoView end = (HidalgoView) f.game.spectatorView();
        assertThat(end.players().get(0).objective().name()).isEqualTo("Accomplished");
        assertThat(end.scores().get(0).donDiegoKept()).isEqualTo(117);
    }

    @Test
    void rocinanteScoresZeroWithGloryOnZero() {
        assertThat(new HidalgoScoring(DATA, exampleTrack()).cardPoints(4, holdings(List.of(4)))).isZero();
    }

    @Test
    void nicolasTheBarberScoresOneWithObsessionOnOne() {
        assertThat(new HidalgoScoring(DATA, exampleTrack()).cardPoints(72, holdings(List.of(72)))).isEqualTo(1);
    }

    @Test
    void accomplishedIsWorthZeroWhenGloryIsNotFirstAndLoveNotLast() {
        HidalgoScoring scorer = new HidalgoScoring(DATA, exampleTrack());
        assertThat(scorer.objectivePoints(DATA.objective("O2"), List.of(), 0)).isZero();
    }

    @Test
    void rebalancedScoresFourForLoveAndDelusionInTheTwoPointsArea() {
        HidalgoScoring scorer = new HidalgoScoring(DATA, exampleTrack());
        assertThat(scorer.objectivePoints(DATA.objective("O3"), List.of(), 0)).isEqualTo(4);
    }

    @Test
    void accomplishedCountsTiesForFirstAndLast() {
        HidalgoScoring scorer = new HidalgoScoring(DATA, TokenPositions.start(DATA.sides().get("A")));
        assertThat(scorer.objectivePoints(DATA.objective("O2"), List.of(), 0)).isEqualTo(10);
    }

    @Test
    void onlyOneDonDiegoIsKeptAndOnATieTheLowerId() {
        HidalgoScoring scorer = new HidalgoScoring(DATA, exampleTrack());
        ScoreLine l = scorer.score(new HidalgoScoring.Holdings(0, List.of(117, 118, 4), 0, 0, "O1"));
        assertThat(l.donDiegoKept()).isEqualTo(117);
        assertThat(l.removed()).containsExactly(118);
    }

    @Test
    void aTieOnPointsAndObjectiveGoesToTheMostItemsThenIsShared() {
        ScoreLine a = new ScoreLine(0, 10, 0, 0, List.of(), 0, 3, 13, 1);
        ScoreLine b = new ScoreLine(1, 10, 0, 0, List.of(), 0, 3, 13, 2);
        ScoreLine c = new ScoreLine(2, 10, 0, 0, List.of(), 0, 3, 13, 2);
        assertThat(HidalgoScoring.winners(List.of(a, b))).containsExactly(1);
        assertThat(HidalgoScoring.winners(List.of(a, b, c))).containsExactly(1, 2);
    }

    @Test
    void diamondsAreWorthTwoEach() {
        ScoreLine l = new HidalgoScoring(DATA, exampleTrack()).score(new HidalgoScoring.Holdings(0, List.of(), 3, 0, "O8"));
        assertThat(l.diamonds()).isEqualTo(6);
    }

    private static HidalgoScoring.Holdings holdings(List<Integer> pile) {
        return new HidalgoScoring.Holdings(0, pile, 0, 0, "O1");
    }
}
