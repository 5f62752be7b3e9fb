package io.lamancha.games.doncarlo;

import java.util.List;

/**
 * A face-down pile of number cards: drawn from the top, put back under the bottom. Its cards sit
 * in a ring with room for the whole deck it began with: a card only ever comes back to it from a
 * hand that drew it, so the pile never holds more.
 */
final class Stockpile {

    private final int[] ring;
    /** Where the top card sits in the ring. */
    private int top;
    private int size;

    /** @param deck the cards, top first */
    Stockpile(List<Integer> deck) {
        ring = new int[Math.max(1, deck.size())];
        for (int card : deck) {
            ring[size++] = card;
        }
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Takes the top card off; the caller has checked the pile is not empty. */
    int drawTop() {
        if (size == 0) {
            throw new IllegalStateException("the pile is empty");
        }
        int card = ring[top];
        top = (top + 1) % ring.length;
        size--;
        return card;
    }

    /** Puts a card drawn from this pile back under it. */
    void putUnder(int card) {
        if (size == ring.length) {
            throw new IllegalStateException("more cards than the deck held: " + card);
        }
        ring[(top + size) % ring.length] = card;
        size++;
    }
}
