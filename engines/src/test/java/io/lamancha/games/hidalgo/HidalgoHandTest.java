package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The hand's kept card order and the awaited seats as bits: what the legal moves read every move. */
class HidalgoHandTest {

    @Test
    void aHandsAscendingCardsFollowEveryChangeToTheHand() {
        Hand hand = new Hand();
        assertThat(hand.distinctAscending()).isEmpty();
        hand.addAll(List.of(50, 4, 17));
        assertThat(hand.distinctAscending()).containsExactly(4, 17, 50);
        hand.remove(17);
        assertThat(hand.distinctAscending()).containsExactly(4, 50);
        hand.add(5);
        assertThat(hand.distinctAscending()).containsExactly(4, 5, 50);
        hand.add(5);
        hand.removeAll(List.of(5, 50));
        assertThat(hand.distinctAscending()).as("every copy removed").containsExactly(4);
        hand.clear();
        assertThat(hand.distinctAscending()).isEmpty();
        assertThat(hand).isEmpty();
    }

    @Test
    void aCardPlayedOrTakenLeavesTheAscendingCardsAsASortWould() {
        Hand hand = new Hand();
        hand.addAll(List.of(50, 4, 17, 9, 4));
        assertThat(hand.distinctAscending()).containsExactly(4, 9, 17, 50);
        hand.remove(17);
        assertThat(hand.distinctAscending()).containsExactly(4, 9, 50);
        hand.remove(4);
        assertThat(hand.distinctAscending()).as("the other 4 is still held").containsExactly(4, 9, 50);
        assertThat(hand.removeAt(0)).isEqualTo(50);
        assertThat(hand.distinctAscending()).containsExactly(4, 9);
        hand.remove(4);
        assertThat(hand.distinctAscending()).containsExactly(9);
        assertThat(hand.remove(77)).isFalse();
        assertThat(hand.distinctAscending()).containsExactly(9);
        hand.add(3);
        hand.remove(9);
        assertThat(hand.distinctAscending()).as("a change not yet sorted is sorted in full").containsExactly(3);
    }

    @Test
    void anyRunOfChangesLeavesTheCardsAndTheirAscendingOrderAsAPlainListWould() {
        Random random = new Random(7);
        for (int run = 0; run < 200; run++) {
            Hand hand = new Hand();
            List<Integer> model = new ArrayList<>();
            for (int step = 0; step < 40; step++) {
                int card = random.nextInt(12);
                switch (random.nextInt(6)) {
                    case 0, 1 -> {
                        hand.add(card);
                        model.add(card);
                    }
                    case 2 -> assertThat(hand.remove(card)).isEqualTo(model.remove(Integer.valueOf(card)));
                    case 3 -> {
                        if (!model.isEmpty()) {
                            int at = random.nextInt(model.size());
                            assertThat(hand.removeAt(at)).isEqualTo(model.remove(at));
                        }
                    }
                    case 4 -> {
                        hand.removeAll(List.of(card, card + 1));
                        model.removeAll(List.of(card, card + 1));
                    }
                    default -> hand.distinctAscending();
                }
                assertThat(hand.cards()).isEqualTo(model);
                assertThat(hand.distinctAscending()).containsExactly(new TreeSet<>(model).stream().mapToInt(i -> i).toArray());
            }
        }
    }

    @Test
    void aHandsCardsCannotBeChangedBehindItsBack() {
        Hand hand = new Hand();
        hand.addAll(List.of(3, 1));
        assertThatThrownBy(() -> hand.cards().set(0, 7)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> hand.cards().subList(0, 1).clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> {
            var it = hand.iterator();
            it.next();
            it.remove();
        }).isInstanceOf(UnsupportedOperationException.class);
        assertThat(hand.distinctAscending()).containsExactly(1, 3);
    }

    @Test
    void seatBitsReadAsTheSameSetAsTheSeatsInOrder() {
        SeatSet seats = new SeatSet(0b101001);
        assertThat(seats).containsExactly(0, 3, 5).hasSize(3).isEqualTo(new TreeSet<>(List.of(5, 3, 0)));
        assertThat(seats.contains(3)).isTrue();
        assertThat(seats.contains(1)).isFalse();
        assertThat(seats.contains(-1)).isFalse();
        assertThat(seats.contains("3")).isFalse();
        assertThat(new SeatSet(0)).isEmpty();
        assertThatThrownBy(() -> seats.add(1)).isInstanceOf(UnsupportedOperationException.class);
    }
}
