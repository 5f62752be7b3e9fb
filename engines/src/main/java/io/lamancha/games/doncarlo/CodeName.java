package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An agent's code name: the numbers of the hand cards it was made of, ascending. Two code names
 * are the same when their sorted numbers are the same; colours never matter.
 */
record CodeName(List<Integer> numbers) implements Comparable<CodeName> {

    CodeName {
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
        numbers = List.copyOf(sorted);
    }

    static CodeName of(Integer... numbers) {
        return new CodeName(List.of(numbers));
    }

    int sum() {
        int sum = 0;
        for (int n : numbers) {
            sum += n;
        }
        return sum;
    }

    int size() {
        return numbers.size();
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
        return Cards.joined(numbers, '/');
    }

    /** By sum, then by size, then number by number: the order moves are listed in. */
    @Override
    public int compareTo(CodeName other) {
        int bySum = Integer.compare(sum(), other.sum());
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
        for (int i = 0; i < size(); i++) {
            int byNumber = Integer.compare(numbers.get(i), other.numbers.get(i));
            if (byNumber != 0) {
                return byNumber;
            }
        }
        return 0;
    }

    @Override
    public String toString() {
        return notation();
    }
}
