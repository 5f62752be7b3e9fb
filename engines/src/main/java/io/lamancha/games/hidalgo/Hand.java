package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A player's character cards in the order they came (a blind pick draws by position). The legal
 * moves read its distinct cards in ascending order several times a move, so that order is kept and
 * only worked out again after the hand has changed.
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
        // a hand is a handful of cards: inserting each in place beats a general sort
        int[] sorted = new int[cards.size()];
        int distinct = 0;
        for (int i = 0; i < sorted.length; i++) {
            int card = cards.get(i);
            int at = distinct;
            while (at > 0 && sorted[at - 1] > card) {
                at--;
            }
            if (at > 0 && sorted[at - 1] == card) {
                continue;
            }
            System.arraycopy(sorted, at, sorted, at + 1, distinct - at);
            sorted[at] = card;
            distinct++;
        }
        return distinct == sorted.length ? sorted : Arrays.copyOf(sorted, distinct);
    }

    @Override
    public Integer set(int index, Integer card) {
        // ArrayList counts only changes of size; a card swapped in place changes the order too
        modCount++;
        return super.set(index, card);
    }

    /** Read-only: a sublist would write past {@link #set}. */
    @Override
    public List<Integer> subList(int fromIndex, int toIndex) {
        return Collections.unmodifiableList(super.subList(fromIndex, toIndex));
    }
}
