package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.MoveResult;
import io.lamancha.engine.Rejection;
import org.junit.jupiter.api.Test;

/** Move notation: canonical forms, accepted shorthands and rejections. */
class HidalgoNotationTest {

    private static Fixture playing() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 50, 4).hand(1, 33, 34).begin();
        f.move(0, "pick A19");
        return f;
    }

    @Test
    void aBareCardDuringPlayIsAPlayOfThatCard() {
        Fixture f = playing();
        MoveResult r = f.game.apply(0, "c50");
        assertThat(r).isEqualTo(new MoveResult.Accepted("play C50", ((MoveResult.Accepted) r).events()));
    }

    @Test
    void thePartsOfAPlaySubmissionMayComeInAnyOrderWithOrWithoutItemAndPlay() {
        for (String typed : new String[] {"C50 tent donkey +", "item donkey + item tent play c50",
                                          "TENT; donkey+3, C50", "play C50 tent item donkey +"}) {
            Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 50, 4).hand(1, 33, 34)
                    .item("donkey", 0).item("tent", 0).begin();
            f.move(0, "pick A19");
            assertThat(((MoveResult.Accepted) f.game.apply(0, typed)).move()).as(typed).isEqualTo("play C50 donkey + tent");
        }
    }

    @Test
    void aPlayLineWithTwoCardsOrARepeatedTentIsRefused() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 50, 4).hand(1, 33, 34)
                .item("tent", 0).begin();
        f.move(0, "pick A19");
        for (String typed : new String[] {"play C50 play C4", "C50 C4", "play C50 tent tent", "play C50 donkey"}) {
            assertThat(f.game.apply(0, typed)).as(typed).isInstanceOf(MoveResult.Rejected.class);
        }
        assertThat(f.game.version()).isEqualTo(1);
    }

    @Test
    void caseAndSpacingDoNotMatter() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").begin();
        MoveResult r = f.game.apply(0, "  PICK    a19 ");
        assertThat(((MoveResult.Accepted) r).move()).isEqualTo("pick A19");
    }

    @Test
    void aSeatThatIsNotAwaitedIsToldItIsNotItsTurn() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").begin();
        MoveResult r = f.game.apply(1, "pick A19");
        assertThat(((MoveResult.Rejected) r).code()).isEqualTo(Rejection.NOT_YOUR_TURN);
    }

    @Test
    void anIllegalMoveIsRefusedWithTheMovesToSendInstead() {
        Fixture f = playing();
        MoveResult r = f.game.apply(0, "play C33");
        assertThat(r).isInstanceOf(MoveResult.Rejected.class);
        MoveResult.Rejected rej = (MoveResult.Rejected) r;
        assertThat(rej.code()).isEqualTo(Rejection.ILLEGAL_MOVE);
        assertThat(rej.reason()).contains("play C4", "play C50").doesNotContain("C34");
        assertThat(f.st.hands.get(0)).containsExactlyInAnyOrder(50, 4);
    }

    @Test
    void discardedCardsMayBeListedInAnyOrder() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 27, 9, 5).hand(1, 33).begin();
        f.move(0, "pick A19");
        f.move(0, "play C27");
        f.move(1, "play C33");
        f.move(0, "refresh cards");
        MoveResult r = f.game.apply(0, "discard C9 C5");
        assertThat(((MoveResult.Accepted) r).move()).isEqualTo("discard C5 C9");
    }

    @Test
    void theMoveVerbsCoverEveryCommandOfTheNotation() {
        assertThat(new HidalgoDefinition().moveVerbs())
                .containsExactly("pick", "item", "zap", "get", "steal", "refresh", "discard", "keep", "copy", "pass");
    }

    @Test
    void sideAndStartAreOptionsWithDefaults() {
        HidalgoDefinition d = new HidalgoDefinition();
        assertThat(d.options()).hasSize(3);
        assertThat(d.options().get(0)).satisfies(o -> {
            assertThat(o.key()).isEqualTo("side");
            assertThat(o.defaultValue()).isEqualTo("a");
            assertThat(o.choices()).containsExactly("a", "b");
        });
        assertThat(d.options().get(1)).satisfies(o -> {
            assertThat(o.key()).isEqualTo("start");
            assertThat(o.defaultValue()).isEqualTo("drawn");
            assertThat(o.choices()).containsExactly("drawn", "first");
        });
        assertThat(d.options().get(2)).satisfies(o -> {
            assertThat(o.key()).isEqualTo("startdraw");
            assertThat(o.recordOnly()).as("recorded with each game, set by nobody").isTrue();
            assertThat(o.defaultValue()).isEqualTo("2");
        });
        assertThat(d.recordDefaults()).as("records from before the draw, and before its version").containsOnly(
                java.util.Map.entry("start", "first"), java.util.Map.entry("startdraw", "1"));
    }

    @Test
    void startFirstLetsTheFirstSeatStartAndTellsNoDraw() {
        HidalgoDefinition d = new HidalgoDefinition();
        for (long seed = 1; seed <= 20; seed++) {
            io.lamancha.engine.Game g = d.newGame(4, io.lamancha.engine.GameOptions.defaults(d,
                    java.util.Map.of("start", "first")), seed);
            assertThat(g.awaited()).as("seed %s", seed).containsExactly(0);
            assertThat(g.openingEvents()).isEmpty();
        }
    }

    @Test
    void repeatingACardInOneChapterEndDiscardIsRefused() {
        Fixture f = new Fixture(2, "A");
        HidalgoChapterTest.driveTo(f, Phase.CHAPTER_DISCARD);
        int a = f.st.hands.get(0).get(0);
        assertThat(f.game.apply(0, "discard C" + a + " C" + a)).isInstanceOf(MoveResult.Rejected.class);
        assertThat(f.st.pending.marked.get(0)).isEmpty();
    }
}
