package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Get (with stealing) and refresh, and the questions asked only of the seats concerned. */
class HidalgoAbilitiesTest {

    private static Fixture emptyCentre(Fixture f) {
        f.st.centreDiamonds = 0;
        f.st.items.forEach(t -> t.owner = 1);
        return f.begin();
    }

    @Test
    void withNothingInTheCentreGetStealsFromAnotherPlayer() {
        Fixture f = emptyCentre(new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 24).hand(1, 4));
        f.st.items.stream().filter(t -> t.type == ItemType.SHIELD).forEach(t -> t.owner = 0);
        f.begin();
        f.st.diamonds[1] = 1;
        f.move(0, "pick A19");
        f.move(0, "play C24");
        f.move(1, "play C4");
        assertThat(f.game.legalMoves(0)).containsExactly("steal seat2 diamond", "steal seat2 donkey",
                "steal seat2 poison", "steal seat2 tent", "pass");
        f.move(0, "steal seat2 diamond");
        assertThat(f.st.diamonds[0]).isEqualTo(1);
        assertThat(f.st.diamonds[1]).isZero();
    }

    @Test
    void aShieldStopsATheftAndTheAbilityIsSpent() {
        Fixture f = emptyCentre(new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 24).hand(1, 4));
        f.move(0, "pick A19");
        f.move(0, "play C24");
        f.move(1, "play C4");
        f.move(0, "steal seat2 tent");
        assertThat(f.game.awaited()).containsExactly(1);
        f.move(1, "item shield");
        assertThat(f.st.itemsOf(1)).hasSize(4);
        assertThat(f.game.awaited()).containsExactly(1);
        assertThat(f.game.legalMoves(1)).allMatch(m -> m.startsWith("pick"));
    }

    @Test
    void refreshCardsDealsTwoAndAsksForAnyTwoToDiscard() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 27, 4, 5).hand(1, 33).begin();
        f.move(0, "pick A19");
        f.move(0, "play C27");
        f.move(1, "play C33");
        f.move(0, "refresh cards");
        assertThat(f.st.hands.get(0)).hasSize(4);
        assertThat(f.game.legalMoves(0)).hasSize(6).allMatch(m -> m.matches("discard C\\d+ C\\d+"));
        String choice = f.game.legalMoves(0).get(0);
        f.move(0, choice);
        assertThat(f.st.hands.get(0)).hasSize(2);
        assertThat(f.st.characterDiscard).hasSize(2);
    }

    @Test
    void refreshAdventuresOffersEveryFourOfTheSix() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 27).hand(1, 33).begin();
        f.move(0, "pick A19");
        f.move(0, "play C27");
        f.move(1, "play C33");
        f.move(0, "refresh adventures");
        assertThat(f.game.legalMoves(0)).hasSize(15).allMatch(m -> m.matches("keep( A\\d+){4}"));
        f.move(0, "keep A3 A4 A5 " + f.st.pending.keepFrom.get(3));
        assertThat(f.st.pool).hasSize(4);
        assertThat(f.st.adventureDiscard).hasSize(2);
    }

    @Test
    void aZapWithNoTargetLeftIsNotAsked() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 50).hand(1, 1).begin();
        f.move(0, "pick A19");
        f.move(0, "play C50");
        f.move(1, "play C1");
        assertThat(f.game.legalMoves(0)).containsExactly("zap adventure", "pass");
    }

    @Test
    void onlyTheSeatsConcernedAreAskedDuringAbilities() {
        Fixture f = new Fixture(4, "A").pool("A19", "A3", "A4", "A5").hand(0, 4).hand(1, 50).hand(2, 33).hand(3, 34)
                .begin();
        f.move(0, "pick A19");
        for (int s = 0; s < 4; s++) {
            f.move(s, "play " + "C" + f.st.hands.get(s).get(0));
        }
        assertThat(f.game.awaited()).containsExactly(1);
        assertThat(f.game.legalMoves(0)).isEmpty();
        assertThat(f.game.legalMoves(2)).isEmpty();
    }

    @Test
    void refreshingWithNoCardLeftAnywhereAsksForNoDiscard() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 27, 4).hand(1, 33).begin();
        f.st.characterDeck.clear();
        f.move(0, "pick A19");
        f.move(0, "play C27");
        f.move(1, "play C33");
        f.move(0, "refresh cards");
        assertThat(f.st.hands.get(0)).containsExactly(4);
        assertThat(f.st.story).hasSize(1);
    }
}
