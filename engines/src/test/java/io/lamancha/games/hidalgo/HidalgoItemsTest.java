package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.MoveResult;
import io.lamancha.engine.Rejection;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The item tokens: when each may be used, what it does, and where it goes afterwards. */
class HidalgoItemsTest {

    private static ItemToken token(Fixture f, String id) {
        return f.st.items.stream().filter(t -> t.id.equals(id)).findFirst().orElseThrow();
    }

    /** 3 players with 3 cards each on A19; seat1 uses the poison; {@code item} is held by {@code holder}. */
    private static Fixture poisonedBySeat1(String item, int holder) {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5")
                .hand(0, 4, 5, 6).hand(1, 33, 34, 35).hand(2, 62, 63, 64).item("poison", 0).item(item, holder).begin();
        f.move(0, "pick A19");
        f.move(0, "item poison");
        return f;
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
        f.move(2, "play C33 tent");
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
        f.move(0, "play C24 tent");
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
        assertThat(f.game.legalMoves(0)).containsExactly("play C4", "play C4 donkey +", "play C4 donkey -");
        f.move(0, "play C4 donkey +");
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
        f.move(0, "play C24 donkey -");
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
        assertThat(f.game.legalMoves(0)).contains("play C25 tent");
    }

    @Test
    void aShieldHolderMayBlockThePoisonAndThenChoosesTheirOwnCard() {
        Fixture f = poisonedBySeat1("shield", 2);
        assertThat(f.game.awaited()).containsExactly(2);
        f.move(2, "item shield");
        assertThat(f.game.legalMoves(1)).containsExactly("play blind");
        // seat2 is poisoned and plays a card drawn from seat3's hand; seat3 plays its own choice
        assertThat(f.st.hands.get(2)).hasSize(2);
        assertThat(f.game.legalMoves(2)).hasSize(2).allMatch(m -> m.matches("play C6[234]"));
    }

    @Test
    void aSeatWithBothDonkeysAndTheTentChoosesAmongEveryCombinationInItsOnePlay() {
        Fixture f = new Fixture(4, "A").pool("A19", "A3", "A4", "A5").hand(0, 4, 5).hand(1, 33).hand(2, 62).hand(3, 91)
                .item("donkey", 0).item("donkey2", 0).item("tent", 0).begin();
        f.move(0, "pick A19");
        List<String> legal = f.game.legalMoves(0);
        assertThat(legal).hasSize(2 * 6 * 2).startsWith("play C4", "play C5", "play C4 donkey +", "play C5 donkey +")
                .contains("play C4 donkey + donkey -", "play C5 donkey - donkey - tent", "play C4 tent")
                .doesNotContain("play C4 donkey - donkey +");
        MoveResult r = f.game.apply(0, "play C4 donkey - donkey +");
        assertThat(((MoveResult.Accepted) r).move()).isEqualTo("play C4 donkey + donkey -");
        f.move(1, "play C33");
        f.move(2, "play C62");
        f.move(3, "play C91");
        HidalgoView.RevealView reveal = ((HidalgoView) f.game.spectatorView()).reveal();
        assertThat(reveal.donkeys()).containsExactly(new HidalgoView.DonkeyView(0, true), new HidalgoView.DonkeyView(0, false));
        assertThat(token(f, "donkey").owner).isEqualTo(ItemToken.CENTRE);
        assertThat(token(f, "donkey2").owner).isEqualTo(ItemToken.CENTRE);
        assertThat(token(f, "tent").owner).isEqualTo(0);
    }

    @Test
    void theSection66ItemWordsInOneLineAreAcceptedAsTheCanonicalPlay() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 4, 5).hand(1, 50)
                .item("donkey", 0).item("tent", 0).begin();
        f.move(0, "pick A19");
        MoveResult r = f.game.apply(0, "item donkey + item tent play c5");
        assertThat(((MoveResult.Accepted) r).move()).isEqualTo("play C5 donkey + tent");
        assertThat(((HidalgoView) f.game.view(0)).mine().items()).containsExactly("donkey +", "tent");
        assertThat(((HidalgoView) f.game.view(0)).mine().play()).isEqualTo("C5");
    }

    @Test
    void aSeparateItemLineDuringPlayIsRefusedWithHowToWriteItAndChangesNothing() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 4, 5).hand(1, 50)
                .item("donkey", 0).begin();
        f.move(0, "pick A19");
        int version = f.game.version();
        for (String line : List.of("item donkey +", "item donkey -", "donkey +")) {
            MoveResult r = f.game.apply(0, line);
            assertThat(r).as(line).isInstanceOf(MoveResult.Rejected.class);
            MoveResult.Rejected rej = (MoveResult.Rejected) r;
            assertThat(rej.code()).isEqualTo(Rejection.ILLEGAL_MOVE);
            assertThat(rej.reason()).contains("not sent on a line of its own", "play C4, play C5",
                    "e.g. 'play C4 donkey +'", "'item donkey + play C4'");
        }
        MoveResult tent = f.game.apply(0, "item tent");
        assertThat(((MoveResult.Rejected) tent).reason()).contains("play C4 donkey +");
        assertThat(f.game.version()).isEqualTo(version);
        assertThat(f.st.round.donkeys.get(0)).isEmpty();
        assertThat(f.game.awaited()).containsExactly(0, 1);
    }

    @Test
    void anItemTheSeatCannotUseIsRefusedInsideAPlayToo() {
        Fixture f = new Fixture(2, "A").pool("A19", "A3", "A4", "A5").hand(0, 4, 5).hand(1, 50).begin();
        f.move(0, "pick A19");
        MoveResult r = f.game.apply(0, "play C4 tent");
        assertThat(((MoveResult.Rejected) r).reason()).isEqualTo(
                "'play C4 tent' is not possible now. Send one line: play C4, play C5.");
        MoveResult alone = f.game.apply(0, "item tent");
        assertThat(((MoveResult.Rejected) alone).reason()).endsWith("(you have no item to use this adventure).");
        assertThat(f.st.hands.get(0)).containsExactly(4, 5);
    }

    @Test
    void aPoisonedSeatMayStillAddItsDonkeyToItsBlindPlay() {
        Fixture f = poisonedBySeat1("donkey", 1);
        assertThat(f.game.legalMoves(1)).containsExactly("play blind", "play blind donkey +", "play blind donkey -");
        assertThat(((MoveResult.Accepted) f.game.apply(1, "blind donkey -")).move()).isEqualTo("play blind donkey -");
    }
}
