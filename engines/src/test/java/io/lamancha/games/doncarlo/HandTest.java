package io.lamancha.games.doncarlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A hand keeps its cards in the order they came and its counts per number together. */
class HandTest {

    private static Hand of(Integer... cards) {
        Hand hand = new Hand();
        for (int card : cards) {
            hand.put(card);
        }
        return hand;
    }

    @Test
    void cardsKeepTheOrderTheyCameInAndTheFirstOfANumberGoesOut() {
        Hand hand = of(4, 1, 6, 1, 0);
        hand.takeOut(List.of(1, 0));
        assertThat(hand).containsExactly(4, 6, 1);
        hand.put(1);
        assertThat(hand).containsExactly(4, 6, 1, 1);
    }

    @Test
    void handsWithTheSameCardsInAnyOrderHaveTheSameTally() {
        assertThat(of(1, 2, 2, 6).tally()).isEqualTo(of(2, 6, 1, 2).tally());
        assertThat(of(1, 2, 2, 6).tally()).isNotEqualTo(of(1, 2, 6, 6).tally());
        Hand changed = of(3, 3, 5);
        changed.takeOut(3);
        changed.put(4);
        assertThat(changed.tally()).isEqualTo(of(4, 5, 3).tally());
    }

    @Test
    void aHandLaidOpenWithManyCardsOfOneNumberKeepsItsTallyApartFromOthers() {
        Hand many = new Hand();
        Hand other = new Hand();
        for (int i = 0; i < 16; i++) {
            many.put(0);
            other.put(0);
        }
        other.takeOut(0);
        other.put(1);
        assertThat(many.tally()).isNotEqualTo(other.tally());
    }

    @Test
    void theCodeNamesFollowTheCardsAsTheyChange() {
        Hand hand = of(1, 2, 3);
        // sums 1-3 and 6 only: 1/3 and 2/3 name no country here
        CodeNameSet some = CodeNameSet.takenBy(Country.ABSURDISTAN).with(CodeNameSet.takenBy(Country.EGOISTRIA));
        assertThat(hand.codeNames(4, some)).extracting(CodeName::notation)
                .containsExactly("1", "2", "3", "1/2", "1/2/3");
        hand.takeOut(2);
        hand.put(5);
        assertThat(hand.codeNames(4, some)).extracting(CodeName::notation)
                .containsExactly("1", "3", "1/5");
    }

    @Test
    void aHandGrowsPastItsFirstRoomWhenLaidOpenAndDrawnUp() {
        Hand hand = new Hand();
        for (int i = 0; i < 25; i++) {
            hand.put(i % 7);
        }
        hand.takeOut(List.of(6, 0));
        assertThat(hand).hasSize(23).startsWith(1, 2, 3, 4, 5, 0, 1);
        assertThat(hand.last(2)).containsExactly(2, 3);
    }

    @Test
    void takingOutACardTheHandDoesNotHoldFailsAndChangesNothing() {
        Hand hand = of(1, 2);
        hand.takeOut(2);
        assertThatThrownBy(() -> hand.takeOut(2)).isInstanceOf(IllegalStateException.class);
        assertThat(hand).containsExactly(1);
        assertThat(hand.tally()).isEqualTo(of(1).tally());
    }

    @Test
    void onlyTheGameChangesAHand() {
        Hand hand = of(1, 2);
        assertThatThrownBy(() -> hand.add(3)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> hand.remove(Integer.valueOf(1))).isInstanceOf(UnsupportedOperationException.class);
        assertThat(hand).containsExactly(1, 2);
    }
}
