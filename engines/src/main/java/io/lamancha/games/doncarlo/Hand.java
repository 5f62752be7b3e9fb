package io.lamancha.games.doncarlo;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * A seat's hand: a read-only list of its cards in the order they came (how a hand laid open is
 * told), which also keeps how many it holds of each number, so that listing its code names after
 * every move of a playout never counts through it. Only the game changes it, through
 * {@link #put} and {@link #takeOut}.
 */
final class Hand extends AbstractList<Integer> implements RandomAccess {

    /** Bits per number in {@link #tally}: room for more of one number than all four families hold. */
    private static final int TALLY_BITS = 8;

    /**
     * The cards in the order they came, the first {@link #size} of them: room for either variant's
     * hand and a card more, grown when a hand laid open draws on.
     */
    private int[] cards = new int[8];
    private int size;
    private final int[] counts = new int[Cards.HIGHEST + 1];
    /** The counts packed {@value #TALLY_BITS} bits a number: equal exactly when the counts are. */
    private long tally;

    /** Takes a card into the hand, at the end. */
    void put(int card) {
        if (size == cards.length) {
            cards = Arrays.copyOf(cards, 2 * size);
        }
        cards[size++] = card;
        counts[card]++;
        tally += 1L << (card * TALLY_BITS);
    }

    /** Takes out the first card of this number; the caller has checked the hand holds one. */
    void takeOut(int card) {
        int at = 0;
        while (at < size && cards[at] != card) {
            at++;
        }
        if (at == size) {
            throw new IllegalStateException("no " + card + " in the hand " + this);
        }
        // a few cards at most: a loop costs less than System.arraycopy's call
        for (int i = at + 1; i < size; i++) {
            cards[i - 1] = cards[i];
        }
        size--;
        counts[card]--;
        tally -= 1L << (card * TALLY_BITS);
    }

    /** Takes out the cards of a code name the hand makes. */
    void takeOut(CodeName code) {
        for (int i = 0; i < code.size(); i++) {
            takeOut(code.number(i));
        }
    }

    /** Takes out one card of each number in {@code numbers}; the caller has checked {@link Cards#holds}. */
    void takeOut(List<Integer> numbers) {
        for (int n : numbers) {
            takeOut(n);
        }
    }

    /** The {@code n} cards that came last, in the order they came. */
    List<Integer> last(int n) {
        return subList(size() - n, size());
    }

    /** The code names of {@code allowed}, of at most {@code maxCards} numbers, that these cards make. */
    CodeNameSet codeNames(int maxCards, CodeNameSet allowed) {
        return CodeNameSet.madeFrom(counts, maxCards, allowed);
    }

    /** How many cards of each number, as one value: two hands make the same code names when theirs are equal. */
    long tally() {
        return tally;
    }

    @Override
    public Integer get(int index) {
        Objects.checkIndex(index, size);
        return cards[index];
    }

    @Override
    public int size() {
        return size;
    }
}
