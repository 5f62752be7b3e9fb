package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Number cards as multisets of their values 0..6, and the code names a hand can make. */
final class Cards {

    static final int LOWEST = 0;
    static final int HIGHEST = 6;

    private Cards() {
    }

    /** One family's 25 cards: four each of 0-4, three 5s, two 6s, ascending. */
    static List<Integer> family() {
        List<Integer> cards = new ArrayList<>();
        for (int n = 0; n <= 4; n++) {
            cards.addAll(List.of(n, n, n, n));
        }
        cards.addAll(List.of(5, 5, 5, 6, 6));
        return cards;
    }

    static int[] counts(List<Integer> cards) {
        int[] counts = new int[HIGHEST + 1];
        for (int n : cards) {
            counts[n]++;
        }
        return counts;
    }

    /** Whether {@code hand} holds every card of {@code wanted} (with repeats). */
    static boolean holds(List<Integer> hand, List<Integer> wanted) {
        int[] have = counts(hand);
        for (int n : wanted) {
            if (n < LOWEST || n > HIGHEST || --have[n] < 0) {
                return false;
            }
        }
        return true;
    }

    /** Removes one card of each value in {@code cards}; the caller has checked {@link #holds}. */
    static void take(List<Integer> hand, List<Integer> cards) {
        for (Integer n : cards) {
            hand.remove(n);
        }
    }

    /**
     * Every distinct code name of 1..maxCards cards from {@code hand} that {@code allowed}
     * accepts, in {@link CodeName} order.
     */
    static List<CodeName> codeNames(List<Integer> hand, int maxCards, Predicate<CodeName> allowed) {
        List<CodeName> found = new ArrayList<>();
        for (List<Integer> cards : multisets(hand, 1, maxCards)) {
            CodeName code = new CodeName(cards);
            if (allowed.test(code)) {
                found.add(code);
            }
        }
        found.sort(null);
        return found;
    }

    /** Every distinct choice of exactly {@code size} cards from {@code hand}, each ascending. */
    static List<List<Integer>> choices(List<Integer> hand, int size) {
        return multisets(hand, size, size);
    }

    private static List<List<Integer>> multisets(List<Integer> hand, int minSize, int maxSize) {
        List<List<Integer>> found = new ArrayList<>();
        collect(counts(hand), 0, new ArrayList<>(), minSize, maxSize, found);
        return found;
    }

    private static void collect(int[] counts, int value, List<Integer> chosen, int minSize, int maxSize,
                                List<List<Integer>> found) {
        if (value > HIGHEST) {
            if (chosen.size() >= minSize) {
                found.add(List.copyOf(chosen));
            }
            return;
        }
        int most = Math.min(counts[value], maxSize - chosen.size());
        for (int k = 0; k <= most; k++) {
            for (int i = 0; i < k; i++) {
                chosen.add(value);
            }
            collect(counts, value + 1, chosen, minSize, maxSize, found);
            for (int i = 0; i < k; i++) {
                chosen.remove(chosen.size() - 1);
            }
        }
    }

    /** Cards written with spaces, e.g. {@code 1 1 6}. */
    static String spaced(List<Integer> cards) {
        return joined(cards, ' ');
    }

    static String joined(List<Integer> cards, char separator) {
        StringBuilder sb = new StringBuilder();
        for (int n : cards) {
            if (sb.length() > 0) {
                sb.append(separator);
            }
            sb.append(n);
        }
        return sb.toString();
    }
}
