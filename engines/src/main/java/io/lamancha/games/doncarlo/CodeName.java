package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An agent's code name: the numbers of the hand cards it was made of, ascending. Two code names
 * are the same when their sorted numbers are the same; colours never matter.
 *
 * <p>A value, compared millions of times per second in playouts: the sum and a packed key are
 * worked out once, so comparing two code names rarely looks at their lists.
 */
final class CodeName implements Comparable<CodeName> {

    /** Bits per number in {@link #key}: a number 0..6 is packed as 1..7, so lengths differ too. */
    private static final int BITS = 3;
    /** Code names up to this size differ exactly when their keys differ. */
    private static final int KEYED = Long.SIZE / BITS;
    /** The longest code names made in play (the cooperative variant's five cards). */
    private static final int MOST_MADE = 5;
    /**
     * Every code name of 1..5 numbers at its key, made once so that listing a seat's code names
     * makes none; never written after class initialisation.
     */
    private static final CodeName[] MADE = madeInAdvance();

    private final List<Integer> numbers;
    /** The numbers again, unboxed: a playout takes a code name's cards out of a hand every move. */
    private final int[] unboxed;
    private final int sum;
    /** How many numbers; kept apart from the list so that comparing never has to open it. */
    private final int size;
    /** The numbers packed base 8 (the first 21 of them); equal code names have equal keys. */
    private final long key;
    /** Written once: every agent sent and every listed move writes it. */
    private final String notation;

    private CodeName(Integer[] ascending) {
        int total = 0;
        long packed = 0;
        for (int i = 0; i < ascending.length; i++) {
            total += ascending[i];
            if (i < KEYED) {
                packed = packed << BITS | (ascending[i] + 1);
            }
        }
        this.numbers = List.of(ascending);
        this.unboxed = new int[ascending.length];
        for (int i = 0; i < ascending.length; i++) {
            unboxed[i] = ascending[i];
        }
        this.sum = total;
        this.size = ascending.length;
        this.key = packed;
        this.notation = Cards.joined(numbers, '/');
    }

    static CodeName of(Integer... numbers) {
        return of(List.of(numbers));
    }

    /** The code name of these numbers in any order; the one made in advance when there is one. */
    static CodeName of(List<Integer> numbers) {
        Integer[] sorted = ascending(numbers);
        int[] ascending = new int[sorted.length];
        for (int i = 0; i < sorted.length; i++) {
            ascending[i] = sorted[i];
        }
        return ofAscending(ascending, ascending.length);
    }

    /** The first {@code size} numbers of {@code ascending}, which the caller has checked. */
    static CodeName ofAscending(int[] ascending, int size) {
        if (size <= MOST_MADE) {
            long packed = 0;
            for (int i = 0; i < size; i++) {
                packed = packed << BITS | (ascending[i] + 1);
            }
            return MADE[(int) packed];
        }
        return new CodeName(boxed(ascending, size));
    }

    private static Integer[] boxed(int[] numbers, int size) {
        Integer[] boxed = new Integer[size];
        for (int i = 0; i < size; i++) {
            boxed[i] = numbers[i];
        }
        return boxed;
    }

    private static CodeName[] madeInAdvance() {
        CodeName[] made = new CodeName[1 << (BITS * MOST_MADE)];
        int[] numbers = new int[MOST_MADE];
        for (int size = 1; size <= MOST_MADE; size++) {
            fill(made, numbers, 0, size, Cards.LOWEST);
        }
        return made;
    }

    /** Makes every ascending {@code numbers[0..size)} whose positions from {@code at} start at {@code from}. */
    private static void fill(CodeName[] made, int[] numbers, int at, int size, int from) {
        if (at == size) {
            CodeName code = new CodeName(boxed(numbers, size));
            made[(int) code.key] = code;
            return;
        }
        for (int n = from; n <= Cards.HIGHEST; n++) {
            numbers[at] = n;
            fill(made, numbers, at + 1, size, n);
        }
    }

    /** Every code name of one to five numbers, in no particular order. */
    static List<CodeName> upToFive() {
        List<CodeName> all = new ArrayList<>();
        for (CodeName code : MADE) {
            if (code != null) {
                all.add(code);
            }
        }
        return all;
    }

    private static Integer[] ascending(List<Integer> numbers) {
        if (numbers.isEmpty()) {
            throw new IllegalArgumentException("a code name needs at least one card");
        }
        List<Integer> sorted = new ArrayList<>(numbers);
        for (int n : sorted) {
            if (n < Cards.LOWEST || n > Cards.HIGHEST) {
                throw new IllegalArgumentException("no card " + n);
            }
        }
        Collections.sort(sorted);
        return sorted.toArray(new Integer[0]);
    }

    /**
     * A number of its own among the code names of up to five numbers (below 2^15), for sets of
     * them kept as bits; -1 for a longer code name.
     */
    int smallIndex() {
        return size() <= MOST_MADE ? (int) key : -1;
    }

    /** The numbers, ascending. */
    List<Integer> numbers() {
        return numbers;
    }

    /** The {@code i}th number, ascending from 0. */
    int number(int i) {
        return unboxed[i];
    }

    int sum() {
        return sum;
    }

    int size() {
        return size;
    }

    /** +2 for exactly three identical numbers, +1 for exactly three consecutive ones, else 0. */
    int bonus() {
        if (numbers.size() != 3) {
            return 0;
        }
        int a = numbers.get(0);
        int b = numbers.get(1);
        int c = numbers.get(2);
        if (a == c) {
            return 2;
        }
        return b == a + 1 && c == b + 1 ? 1 : 0;
    }

    /** Canonical notation: the numbers joined by {@code /}, e.g. {@code 1/1/6}. */
    String notation() {
        return notation;
    }

    /** By sum, then by size, then number by number: the order moves are listed in. */
    @Override
    public int compareTo(CodeName other) {
        int bySum = Integer.compare(sum, other.sum);
        if (bySum != 0) {
            return bySum;
        }
        return compareNumbers(other);
    }

    private int compareNumbers(CodeName other) {
        int bySize = Integer.compare(size(), other.size());
        if (bySize != 0) {
            return bySize;
        }
        if (size() <= KEYED) {
            // same length: the packed digits compare as the numbers do, number by number
            return Long.compare(key, other.key);
        }
        for (int i = 0; i < size(); i++) {
            int byNumber = Integer.compare(numbers.get(i), other.numbers.get(i));
            if (byNumber != 0) {
                return byNumber;
            }
        }
        return 0;
    }

    @Override
    public boolean equals(Object o) {
        // the board asks whether it holds a code name for every one a hand can make
        if (o == this) {
            return true;
        }
        if (!(o instanceof CodeName)) {
            return false;
        }
        CodeName other = (CodeName) o;
        return key == other.key && size() == other.size()
                && (size() <= KEYED || numbers.equals(other.numbers));
    }

    @Override
    public int hashCode() {
        return Long.hashCode(key);
    }

    @Override
    public String toString() {
        return notation();
    }
}
