package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The item tokens: when each may be used, what it does, and where it goes afterwards. */
class HidalgoItemsTest {

    private static ItemToken token(Fixture f, String id) {
        return f.st.items.stream().filter(t -> t.id.equals(id)).findFirst().orElseThrow();
    }

    /** 3 players on A19 (0 votes): seat1 Marcela (zap), seat2 Rocinante with the shield, seat3 Luscinda. */
    private static Fixture zapAtShieldHolder(boolean damaged) {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 50, 51).hand(1, 4, 5).hand(2, 33, 34)
                .item("shield", 1).begin();
        token(f, "shield").damaged = damaged;
        f.move(0, "pick A19");
        f.move(0, "play C50");
        f.move(1, "play C4");
        f.move(2, "play C33");
        f.move(0, "zap seat2");
        return f;
    }

    @Test
    void aZappedPlayerWithAShieldIsAskedAndTheShieldFlipsToItsDamagedSide() {
        Fixture f = zapAtShieldHolder(false);
        assertThat(f.game.awaited()).containsExactly(1);
        assertThat(f.game.legalMoves(1)).containsExactly("item shield", "pass");
        f.move(1, "item shield");
        assertThat(f.st.story.get(0).plus()).isEqualTo(2);
        assertThat(token(f, "shield").owner).isEqualTo(1);
        assertThat(token(f, "shield").damaged).isTrue();
    }

    @Test
    void theSecondUseOfAShieldReturnsItToTheCentreRestored() {
        Fixture f = zapAtShieldHolder(true);
        f.move(1, "item shield");
        assertThat(token(f, "shield").owner).isEqualTo(ItemToken.CENTRE);
        assertThat(token(f, "shield").damaged).isFalse();
    }

    @Test
    void decliningTheShieldLetsTheZapRemoveTheCardsVotes() {
        Fixture f = zapAtShieldHolder(false);
        f.move(1, "pass");
        assertThat(f.st.story.get(0).plus()).isEqualTo(1);
        assertThat(f.st.story.get(0).minus()).isEqualTo(1);
        assertThat(token(f, "shield").damaged).isFalse();
    }

    @Test
    void aZapProtectedCardCannotBeTargeted() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 50).hand(1, 1).hand(2, 33).begin();
        f.move(0, "pick A19");
        f.move(0, "play C50");
        f.move(1, "play C1");
        f.move(2, "play C33");
        assertThat(f.game.legalMoves(0)).containsExactly("zap seat3", "zap adventure", "pass");
    }

    @Test
    void aTentCopyOfZapProtectionMakesTheUsersOwnCardUnzappable() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 50).hand(1, 1).hand(2, 33)
                .item("tent", 2).begin();
        f.move(0, "pick A19");
        f.move(0, "play C50");
        f.move(1, "play C1");
        f.move(2, "item tent");
        f.move(2, "play C33");
        assertThat(f.game.awaited()).containsExactly(2);
        assertThat(f.game.legalMoves(2)).containsExactly("copy C1", "copy C33", "copy C50", "pass");
        f.move(2, "copy C1");
        assertThat(f.game.legalMoves(0)).containsExactly("zap adventure", "pass");
        assertThat(token(f, "tent").owner).isEqualTo(ItemToken.CENTRE);
    }

    @Test
    void aTentCopyOfAnActiveAbilityResolvesAfterTheUsersOwnCard() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 24).hand(1, 50).item("tent", 0).begin();
        f.move(0, "pick A19");
        f.move(0, "item tent");
        f.move(0, "play C24");
        f.move(1, "play C50");
        f.move(0, "copy C50");
        assertThat(f.game.legalMoves(0)).contains("get diamond");
        f.move(0, "get diamond");
        assertThat(f.game.awaited()).containsExactly(0);
        assertThat(f.game.legalMoves(0)).containsExactly("zap seat2", "zap adventure", "pass");
    }

    @Test
    void aDonkeyAddsThreeVotesThatAZapCannotRemove() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 4).hand(1, 50).item("donkey", 0).begin();
        f.move(0, "pick A19");
        assertThat(f.game.legalMoves(0)).containsExactly("item donkey +", "item donkey -", "play C4");
        f.move(0, "item donkey +");
        assertThat(f.game.legalMoves(0)).containsExactly("play C4");
        f.move(0, "play C4");
        f.move(1, "play C50");
        f.move(1, "zap seat1");
        assertThat(f.st.story.get(0).plus()).isEqualTo(3);
        assertThat(f.st.story.get(0).success()).isTrue();
        assertThat(token(f, "donkey").owner).isEqualTo(ItemToken.CENTRE);
    }

    @Test
    void aPlayerCannotTakeBackAnItemTypeTheyUsedInTheSameAdventure() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 24).hand(1, 4).item("donkey", 0).begin();
        f.st.centreDiamonds = 0;
        f.move(0, "pick A19");
        f.move(0, "item donkey -");
        f.move(0, "play C24");
        f.move(1, "play C4");
        assertThat(f.game.legalMoves(0)).containsExactly("get poison", "get shield", "get tent", "pass");
    }

    @Test
    void anItemTakenDuringAnAdventureCanOnlyBeUsedFromTheNextOne() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 24, 25).hand(1, 4, 5).begin();
        f.move(0, "pick A19");
        f.move(0, "play C24");
        f.move(1, "play C4");
        f.move(0, "get tent");
        f.move(1, "pick A3");
        assertThat(f.game.legalMoves(0)).contains("item tent");
    }

    @Test
    void aShieldHolderMayBlockThePoisonAndThenChoosesTheirOwnCard() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5")
                .hand(0, 4, 5, 6).hand(1, 33, 34, 35).hand(2, 62, 63, 64).item("poison", 0).item("shield", 2).begin();
        f.move(0, "pick A19");
        f.move(0, "item poison");
        assertThat(f.game.awaited()).containsExactly(2);
        f.move(2, "item shield");
        assertThat(f.game.legalMoves(1)).containsExactly("play blind");
        // seat2 is poisoned and plays a card drawn from seat3's hand; seat3 plays its own choice
        assertThat(f.st.hands.get(2)).hasSize(2);
        assertThat(f.game.legalMoves(2)).hasSize(2).allMatch(m -> m.matches("play C6[234]"));
    }
}
