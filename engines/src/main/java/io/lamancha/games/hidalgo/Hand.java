package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A player's character cards in the order they came (a blind pick draws by position). The legal
 * moves read its distinct cards in ascending order several times a move, so that order is kept:
 * a card played or taken is struck from it, and after any other change it is worked out again.
 */
final class Hand extends ArrayList<Integer> {

    private static final int[] NO_CARDS = new int[0];

    private int[] ascending = NO_CARDS;
    /** The {@code modCount} {@link #ascending} was worked out at: every change to the hand moves it. */
    private int sortedAt;

    /** The distinct cards, ascending; the array is shared, so it must not be written to. */
    int[] distinctAscending() {
        if (sortedAt != modCount) {
            ascending = distinctAscending(this);
            sortedAt = modCount;
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

    @Override
    public boolean remove(Object card) {
        boolean sorted = sortedAt == modCount;
        boolean removed = super.remove(card);
        if (removed && sorted) {
            strike((Integer) card);
        }
        return removed;
    }

    @Override
    public Integer remove(int index) {
        boolean sorted = sortedAt == modCount;
        Integer card = super.remove(index);
        if (sorted) {
            strike(card);
        }
        return card;
    }

    /** Keeps the ascending cards up to date with one card gone from a hand they were up to date with. */
    private void strike(int card) {
        if (!contains(card)) {
            int at = Arrays.binarySearch(ascending, card);
            int[] left = new int[ascending.length - 1];
            System.arraycopy(ascending, 0, left, 0, at);
            System.arraycopy(ascending, at + 1, left, at, left.length - at);
            ascending = left;
        }
        sortedAt = modCount;
    }

    @Override
    public Integer set(int index, Integer card) {
        // a card swapped in place leaves modCount as it was, yet the sorted cards must be worked out again
        sortedAt = modCount - 1;
        return super.set(index, card);
    }

    /** Read-only: a sublist would write past {@link #set}. */
    @Override
    public List<Integer> subList(int fromIndex, int toIndex) {
        return Collections.unmodifiableList(super.subList(fromIndex, toIndex));
    }
}
