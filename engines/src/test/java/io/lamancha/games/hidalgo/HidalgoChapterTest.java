package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The end of chapter I and the end of the game as the procedure reaches them. */
class HidalgoChapterTest {

    /** Plays passes, or else the first legal move, until the phase is reached. */
    static void driveTo(Fixture f, Phase phase) {
        while (f.st.phase != phase) {
            int seat = f.game.awaited().iterator().next();
            List<String> legal = f.game.legalMoves(seat);
            f.move(seat, legal.contains("pass") ? "pass" : legal.get(0));
        }
    }

    @Test
    void afterFourAdventuresEveryoneDiscardsInSecretAndDrawsBackToNine() {
        Fixture f = new Fixture(2, "A");
        List<String> oldPool = new ArrayList<>(f.st.pool);
        driveTo(f, Phase.CHAPTER_DISCARD);
        assertThat(f.st.story).hasSize(4);
        assertThat(f.st.removedAdventures).hasSize(4).doesNotContainAnyElementsOf(f.st.pool);
        assertThat(f.st.pool).hasSize(4).doesNotContainAnyElementsOf(oldPool);
        assertThat(f.game.awaited()).containsExactly(0, 1);
        int a = f.st.hands.get(0).get(0);
        int b = f.st.hands.get(0).get(1);
        f.move(0, "discard C" + a + " C" + b);
        assertThat(f.game.legalMoves(0)).doesNotContain("discard C" + a).contains("discard done");
        assertThat(f.st.hands.get(0)).hasSize(5);
        f.move(0, "discard");
        assertThat(f.game.awaited()).containsExactly(1);
        f.move(1, "discard done");
        assertThat(f.st.chapter).isEqualTo(2);
        assertThat(f.st.hands.get(0)).hasSize(9).doesNotContain(a, b);
        assertThat(f.st.hands.get(1)).hasSize(9);
        assertThat(f.st.characterDiscard).contains(a, b);
        assertThat(f.st.riversActive()).isTrue();
    }

    @Test
    void theStartPlayerPassingCarriesAcrossTheChapterBreak() {
        Fixture f = new Fixture(3, "A");
        driveTo(f, Phase.CHAPTER_DISCARD);
        for (int s = 0; s < 3; s++) {
            f.move(s, "discard done");
        }
        assertThat(f.st.startPlayer).isEqualTo(4 % 3);
        assertThat(f.game.awaited()).containsExactly(1);
    }

    @Test
    void aSixPlayerGameRunsSixAdventuresInChapterTwoThenScores() {
        Fixture f = new Fixture(6, "B");
        driveTo(f, Phase.OVER);
        assertThat(f.st.story).hasSize(10);
        assertThat(f.st.hands).allMatch(Hand::isEmpty);
        assertThat(f.game.result()).isPresent();
        assertThat(f.game.result().orElseThrow().scores()).hasSize(6);
    }

    @Test
    void setupDiamondsGoToTheSeatsThatStartOneTimeFewer() {
        assertThat(new Fixture(3, "A").st.diamonds).containsExactly(0, 0, 1);
        assertThat(new Fixture(5, "A").st.diamonds).containsExactly(0, 0, 0, 0, 1);
        assertThat(new Fixture(6, "A").st.diamonds).containsExactly(0, 0, 0, 0, 1, 1);
        assertThat(new Fixture(6, "A").st.centreDiamonds).isEqualTo(3);
        assertThat(new Fixture(2, "A").st.items).hasSize(4);
        assertThat(new Fixture(4, "A").st.items).hasSize(5);
    }

    @Test
    void theSameSeedDealsTheSameTableAndAnotherSeedAnotherOne() {
        HidalgoState a = TableSetup.create(Fixture.DATA, "A", 4, 99, StartPlayerDraw.CURRENT);
        HidalgoState b = TableSetup.create(Fixture.DATA, "A", 4, 99, StartPlayerDraw.CURRENT);
        HidalgoState c = TableSetup.create(Fixture.DATA, "A", 4, 100, StartPlayerDraw.CURRENT);
        assertThat(a.hands).isEqualTo(b.hands).isNotEqualTo(c.hands);
        assertThat(a.pool).isEqualTo(b.pool);
        assertThat(a.objectives).isEqualTo(b.objectives);
        assertThat(a.characterDeck).isEqualTo(b.characterDeck);
    }

    @Test
    void objectivesAreDealtOnlyFromThoseMarkedForThePlayerCount() {
        for (long seed = 0; seed < 30; seed++) {
            HidalgoState st = TableSetup.create(Fixture.DATA, "A", 2, seed, StartPlayerDraw.CURRENT);
            for (String o : st.objectives) {
                assertThat(Fixture.DATA.objective(o).players()).contains(2);
            }
            assertThat(st.objectives[0]).isNotEqualTo(st.objectives[1]);
        }
    }
}
