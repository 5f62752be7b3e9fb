package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;

/**
 * A player's character cards in the order they came (a blind pick draws by position). The legal
 * moves read its distinct cards in ascending order several times a move, so that order is kept:
 * a card played or taken is struck from it, and after any other change it is worked out again.
 * Every change goes through a method here, so the kept order can never fall out of step.
 */
final class Hand implements Iterable<Integer> {

    private static final int[] NO_CARDS = new int[0];

    private final List<Integer> cards = new ArrayList<>();
    private final List<Integer> readOnly = Collections.unmodifiableList(cards);
    /** The distinct cards, ascending, while {@link #sorted}; worked out again when asked otherwise. */
    private int[] ascending = NO_CARDS;
    private boolean sorted = true;

    int size() {
        return cards.size();
    }

    boolean isEmpty() {
        return cards.isEmpty();
    }

    /** The card at {@code index} in the order the cards came. */
    int get(int index) {
        return cards.get(index);
    }

    boolean contains(int card) {
        return cards.contains(card);
    }

    /** The cards in the order they came, read-only (a live view). */
    List<Integer> cards() {
        return readOnly;
    }

    @Override
    public Iterator<Integer> iterator() {
        return readOnly.iterator();
    }

    void add(int card) {
        cards.add(card);
        sorted = false;
    }

    void addAll(Collection<Integer> more) {
        cards.addAll(more);
        sorted = false;
    }

    /** Removes one copy of {@code card}; false when the hand has none. */
    boolean remove(int card) {
        boolean removed = cards.remove(Integer.valueOf(card));
        if (removed) {
            strike(card);
        }
        return removed;
    }

    /** Removes and returns the card at {@code index} in the order the cards came. */
    int removeAt(int index) {
        int card = cards.remove(index);
        strike(card);
        return card;
    }

    /** Removes every copy of every card in {@code gone}. */
    void removeAll(Collection<Integer> gone) {
        if (cards.removeAll(gone)) {
            sorted = false;
        }
    }

    void clear() {
        cards.clear();
        ascending = NO_CARDS;
        sorted = true;
    }

    /** The distinct cards, ascending; the array is shared, so it must not be written to. */
    int[] distinctAscending() {
        if (!sorted) {
            ascending = distinctAscending(cards);
            sorted = true;
        }
        return ascending;
    }

    /** The distinct cards of any list, ascending, in a new array. */
    static int[] distinctAscending(List<Integer> cards) {
        int[] sorted = new int[cards.size()];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = cards.get(i);
        }
        // a hand is a handful of cards: an insertion sort beats a general one
        for (int i = 1; i < sorted.length; i++) {
            int card = sorted[i];
            int at = i;
            for (; at > 0 && sorted[at - 1] > card; at--) {
                sorted[at] = sorted[at - 1];
            }
            sorted[at] = card;
        }
        int distinct = Math.min(1, sorted.length);
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] != sorted[distinct - 1]) {
                sorted[distinct++] = sorted[i];
            }
        }
        return distinct == sorted.length ? sorted : Arrays.copyOf(sorted, distinct);
    }

    /** Keeps the ascending cards up to date with one copy of {@code card} gone. */
    private void strike(int card) {
        if (!sorted || cards.contains(card)) {
            return;
        }
        int at = Arrays.binarySearch(ascending, card);
        int[] left = new int[ascending.length - 1];
        System.arraycopy(ascending, 0, left, 0, at);
        System.arraycopy(ascending, at + 1, left, at, left.length - at);
        ascending = left;
    }

    /** Hands are equal when they hold the same cards in the same order. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Hand hand && cards.equals(hand.cards);
    }

    @Override
    public int hashCode() {
        return cards.hashCode();
    }

    @Override
    public String toString() {
        return cards.toString();
    }
}
