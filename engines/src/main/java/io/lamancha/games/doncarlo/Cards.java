package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.List;

/** Number cards as multisets of their values 0..6, and the code names a hand can make. */
final class Cards {

    static final int LOWEST = 0;
    static final int HIGHEST = 6;

    /** One family's 25 cards, ascending; never written. */
    private static final List<Integer> FAMILY = familyCards();

    private Cards() {
    }

    /** One family's 25 cards: four each of 0-4, three 5s, two 6s, ascending; a fresh list to shuffle. */
    static List<Integer> family() {
        return new ArrayList<>(FAMILY);
    }

    private static List<Integer> familyCards() {
        List<Integer> cards = new ArrayList<>();
        for (int n = 0; n <= 4; n++) {
            cards.addAll(List.of(n, n, n, n));
        }
        cards.addAll(List.of(5, 5, 5, 6, 6));
        return List.copyOf(cards);
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
        return holds(counts(hand), wanted);
    }

    /** Whether a hand with these counts per number holds every card of {@code wanted}. */
    static boolean holds(int[] counts, List<Integer> wanted) {
        int[] have = counts.clone();
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

    /** Every distinct choice of exactly {@code size} cards from {@code hand}, each ascending, in no particular order. */
    static List<List<Integer>> choices(List<Integer> hand, int size) {
        List<List<Integer>> found = new ArrayList<>();
        multisets(counts(hand), size, (chosen, n) -> {
            Integer[] cards = new Integer[n];
            for (int i = 0; i < n; i++) {
                cards[i] = chosen[i];
            }
            found.add(List.of(cards));
        });
        return found;
    }

    /** Receives one multiset: its numbers, ascending, are {@code chosen[0..size)}. */
    private interface Multiset {
        void found(int[] chosen, int size);
    }

    /**
     * Every distinct multiset of exactly {@code size} cards with these counts per value, in no
     * particular order; counts through the values the hand holds like an odometer.
     */
    private static void multisets(int[] counts, int size, Multiset to) {
        int[] values = new int[counts.length];
        int[] held = new int[counts.length];
        int distinct = 0;
        for (int v = 0; v < counts.length; v++) {
            if (counts[v] > 0) {
                values[distinct] = v;
                held[distinct++] = counts[v];
            }
        }
        int[] taken = new int[distinct];
        int[] chosen = new int[size];
        int taking = 0;
        while (true) {
            // the next count of taken cards: raise the first value that still fits, zeroing those before it
            int d = 0;
            while (d < distinct && (taken[d] == held[d] || taking == size)) {
                taking -= taken[d];
                taken[d] = 0;
                d++;
            }
            if (d == distinct) {
                return;
            }
            taken[d]++;
            taking++;
            if (taking == size) {
                int at = 0;
                for (int i = 0; i < distinct; i++) {
                    for (int k = 0; k < taken[i]; k++) {
                        chosen[at++] = values[i];
                    }
                }
                to.found(chosen, size);
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
