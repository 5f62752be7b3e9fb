package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.ListIterator;
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
        hand.remove(Integer.valueOf(17));
        assertThat(hand.distinctAscending()).containsExactly(4, 50);
        hand.set(0, 9);
        assertThat(hand.distinctAscending()).containsExactly(4, 9);
        for (ListIterator<Integer> it = hand.listIterator(); it.hasNext(); ) {
            it.set(it.next() + 1);
        }
        assertThat(hand.distinctAscending()).containsExactly(5, 10);
        hand.add(5);
        assertThat(hand.distinctAscending()).containsExactly(5, 10);
        hand.removeAll(List.of(5));
        assertThat(hand.distinctAscending()).containsExactly(10);
        hand.clear();
        assertThat(hand.distinctAscending()).isEmpty();
    }

    @Test
    void aCardPlayedOrTakenLeavesTheAscendingCardsAsASortWould() {
        Hand hand = new Hand();
        hand.addAll(List.of(50, 4, 17, 9, 4));
        assertThat(hand.distinctAscending()).containsExactly(4, 9, 17, 50);
        hand.remove(Integer.valueOf(17));
        assertThat(hand.distinctAscending()).containsExactly(4, 9, 50);
        hand.remove(Integer.valueOf(4));
        assertThat(hand.distinctAscending()).as("the other 4 is still held").containsExactly(4, 9, 50);
        hand.remove(0);
        assertThat(hand.distinctAscending()).containsExactly(4, 9);
        hand.remove(Integer.valueOf(4));
        assertThat(hand.distinctAscending()).containsExactly(9);
        assertThat(hand.remove(Integer.valueOf(77))).isFalse();
        assertThat(hand.distinctAscending()).containsExactly(9);
        hand.add(3);
        hand.remove(Integer.valueOf(9));
        assertThat(hand.distinctAscending()).as("a change not yet sorted is sorted in full").containsExactly(3);
    }

    @Test
    void aHandsSublistCannotChangeItBehindItsBack() {
        Hand hand = new Hand();
        hand.addAll(List.of(3, 1));
        assertThatThrownBy(() -> hand.subList(0, 1).set(0, 7)).isInstanceOf(UnsupportedOperationException.class);
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
