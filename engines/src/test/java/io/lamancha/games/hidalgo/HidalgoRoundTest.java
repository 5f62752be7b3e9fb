package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Whole adventures (a zap, rivers, the poison) and the rulebook's voting and zap examples. */
class HidalgoRoundTest {

    /** T1 as far as the zap decision: A2 The Lions, seat1 Marcela, seat2 Rocinante, seat3 Innkeeper. */
    private static Fixture lions() {
        Fixture f = new Fixture(3, "A").pool("A2", "A3", "A4", "A5").hand(0, 50, 51).hand(1, 4, 5).hand(2, 24, 25).begin();
        f.move(0, "pick A2");
        f.move(0, "play C50");
        f.move(1, "play C4");
        f.move(2, "play C24");
        return f;
    }

    @Test
    void t1WithoutTheZapTheLionsFailAndObsessionMovesTwo() {
        Fixture f = lions();
        assertThat(f.game.awaited()).containsExactly(0);
        assertThat(f.game.legalMoves(0)).contains("zap adventure", "zap seat2", "zap seat3", "pass");
        f.move(0, "pass");
        f.move(2, "get diamond");
        assertThat(f.position(Token.OBSESSION)).isEqualTo(2);
        assertThat(f.position(Token.GLORY)).isZero();
    }

    @Test
    void t1AndTheZapExampleMarcelaZapsTheLionsSoGloryMovesFour() {
        Fixture f = lions();
        f.move(0, "zap adventure");
        assertThat(f.game.awaited()).containsExactly(2);
        assertThat(f.game.legalMoves(2)).contains("get diamond", "get shield", "get tent", "pass");
        int diamondsBefore = f.st.diamonds[2];
        f.move(2, "get diamond");
        assertThat(f.position(Token.GLORY)).isEqualTo(4);
        assertThat(f.st.diamonds[2]).isEqualTo(diamondsBefore + 1);
        assertThat(f.st.story.get(0).plus()).isEqualTo(2);
        assertThat(f.st.story.get(0).minus()).isEqualTo(1);
    }

    @Test
    void t2RiversOnSideAAreTakenOnlyInChapterTwo() {
        TrackSide a = Fixture.DATA.sides().get("A");
        assertThat(a.move(2, 2, false)).isEqualTo(4);
        assertThat(a.move(2, 2, true)).isEqualTo(6);
        assertThat(a.move(8, 3, false)).isEqualTo(11);
        assertThat(a.value(11)).isEqualTo(2);
        assertThat(a.move(8, 3, true)).isEqualTo(13);
        assertThat(a.value(13)).isEqualTo(1);
        assertThat(a.move(14, 3, true)).isEqualTo(15);
        assertThat(a.move(14, 3, false)).isEqualTo(15);
    }

    @Test
    void aMoveThatEndsOnARiverSourceTakesTheRiverOnlyOnTheNextStep() {
        TrackSide a = Fixture.DATA.sides().get("A");
        assertThat(a.move(1, 2, true)).isEqualTo(3);
        assertThat(a.move(3, 1, true)).isEqualTo(6);
    }

    @Test
    void t3PoisonLeavesHandsOfFourSixAndFive() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5")
                .hand(0, 4, 5, 6, 7, 8, 9).hand(1, 33, 34, 35, 36, 37, 38).hand(2, 62, 63, 64, 65, 66, 67)
                .item("poison", 0).begin();
        f.move(0, "pick A19");
        assertThat(f.game.awaited()).containsExactly(0);
        assertThat(f.game.legalMoves(0)).containsExactly("item poison", "pass");
        f.move(0, "item poison");
        assertThat(f.game.awaited()).containsExactly(0, 1, 2);
        assertThat(f.game.legalMoves(1)).containsExactly("play blind");
        assertThat(f.st.round.play[1]).isBetween(62, 67);
        assertThat(f.st.round.play[2]).isBetween(4, 9);
        f.move(1, "play blind");
        f.move(2, "play blind");
        f.move(0, "play " + "C" + f.st.hands.get(0).get(0));
        assertThat(f.st.hands.get(0)).hasSize(4);
        assertThat(f.st.hands.get(1)).hasSize(6);
        assertThat(f.st.hands.get(2)).hasSize(5);
        assertThat(f.st.items.stream().filter(t -> t.type == ItemType.POISON).findFirst().orElseThrow().owner)
                .isEqualTo(ItemToken.CENTRE);
    }

    @Test
    void poisonIsOfferedOnlyToAHolderWithAtLeastTwoCards() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 4).item("poison", 0).begin();
        f.move(0, "pick A19");
        assertThat(f.game.awaited()).containsExactly(0, 1, 2);
        assertThat(f.game.legalMoves(0)).containsExactly("play C4");
    }

    /** Voting example: five positive and two negative votes on The Windmills. */
    private static Fixture windmills(boolean chapterTwo, int gloryAt) {
        Fixture f = new Fixture(4, "A").pool("A1", "A3", "A4", "A5")
                .hand(0, 1).hand(1, 30).hand(2, 4).hand(3, 14).track(gloryAt, 0, 0, 0).begin();
        if (chapterTwo) {
            f.st.chapter = 2;
        }
        f.move(0, "pick A1");
        f.move(0, "play C1");
        f.move(1, "play C30");
        f.move(2, "play C4");
        f.move(3, "play C14");
        return f;
    }

    @Test
    void theVotingExampleFivePositiveAgainstTwoIsASuccessMovingGloryTwo() {
        Fixture f = windmills(false, 0);
        assertThat(f.st.story.get(0).plus()).isEqualTo(5);
        assertThat(f.st.story.get(0).minus()).isEqualTo(2);
        assertThat(f.st.story.get(0).success()).isTrue();
        assertThat(f.position(Token.GLORY)).isEqualTo(2);
    }

    @Test
    void inChapterTwoTheVotingExampleTokenFollowsTheRiver() {
        Fixture f = windmills(true, 2);
        assertThat(f.position(Token.GLORY)).isEqualTo(6);
    }

    @Test
    void hadTheWindmillsFailedDelusionWouldMoveFour() {
        Fixture f = new Fixture(4, "A").pool("A1", "A3", "A4", "A5")
                .hand(0, 11).hand(1, 30).hand(2, 4).hand(3, 14).begin();
        f.move(0, "pick A1");
        f.move(0, "play C11");
        f.move(1, "play C30");
        f.move(2, "play C4");
        f.move(3, "play C14");
        assertThat(f.st.story.get(0).success()).isFalse();
        assertThat(f.position(Token.DELUSION)).isEqualTo(4);
    }

    @Test
    void aTiedVoteFails() {
        Fixture f = new Fixture(2, "A").pool("A6", "A3", "A4", "A5").hand(0, 4).hand(1, 14).begin();
        f.move(0, "pick A6");
        f.move(0, "play C4");
        f.move(1, "play C14");
        assertThat(f.st.story.get(0).plus()).isEqualTo(f.st.story.get(0).minus());
        assertThat(f.st.story.get(0).success()).isFalse();
        assertThat(f.position(Token.OBSESSION)).isEqualTo(2);
    }

    @Test
    void playedCardsGoToTheirPlayersPilesAndTheStartPlayerPasses() {
        Fixture f = new Fixture(2, "A").pool("A6", "A3", "A4", "A5").hand(0, 4, 5).hand(1, 14, 15).begin();
        f.move(0, "pick A6");
        f.move(0, "play C4");
        f.move(1, "play C14");
        assertThat(f.st.piles.get(0)).containsExactly(4);
        assertThat(f.st.piles.get(1)).containsExactly(14);
        assertThat(f.game.awaited()).containsExactly(1);
        assertThat(f.game.legalMoves(1)).allMatch(m -> m.startsWith("pick A"));
    }

    @Test
    void aPlayerWithNoCardIsNotAskedToPlayAndHasNoVote() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 4).hand(1).begin();
        f.move(0, "pick A19");
        assertThat(f.game.awaited()).containsExactly(0);
        f.move(0, "play C4");
        assertThat(f.st.story.get(0).plus()).isEqualTo(1);
        assertThat(f.st.piles.get(1)).isEmpty();
    }

    @Test
    void aBlindPickFromAnEmptyHandLeavesThePoisonedPlayerWithoutACard() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 4, 5).hand(1, 33).hand(2)
                .item("poison", 0).begin();
        f.move(0, "pick A19");
        f.move(0, "item poison");
        assertThat(f.st.round.play[1]).isNull();
        assertThat(f.st.round.play[2]).isIn(4, 5);
        assertThat(f.game.awaited()).containsExactly(0, 2);
    }

    @Test
    void anEmptyCharacterDeckIsRebuiltFromItsShuffledDiscardPile() {
        Fixture f = new Fixture(2, "A");
        f.st.characterDiscard.addAll(f.st.characterDeck);
        f.st.characterDeck.clear();
        Integer drawn = f.st.drawCharacter();
        assertThat(drawn).isNotNull();
        assertThat(f.st.characterDiscard).isEmpty();
        assertThat(f.st.characterDeck).hasSize(120 - 18 - 1);
        f.st.characterDeck.clear();
        assertThat(f.st.drawCharacter()).isNull();
    }
}
