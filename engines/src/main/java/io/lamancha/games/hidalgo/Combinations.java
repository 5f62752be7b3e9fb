package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;

/** Every k-element choice from a list, each written space-separated in the list's order. */
final class Combinations {

    private Combinations() {
    }

    static List<String> of(List<String> items, int k) {
        List<String> out = new ArrayList<>();
        collect(items, k, 0, new ArrayList<>(), out);
        return out;
    }

    private static void collect(List<String> items, int k, int from, List<String> chosen, List<String> out) {
        if (chosen.size() == k) {
            out.add(String.join(" ", chosen));
            return;
        }
        for (int i = from; i <= items.size() - (k - chosen.size()); i++) {
            chosen.add(items.get(i));
            collect(items, k, i + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }

    /**
     * The positions, ascending, of the items in choice number {@code index} of {@link #of}, found
     * without writing the choices before it.
     */
    static int[] at(int n, int k, int index) {
        int[] chosen = new int[k];
        int from = 0;
        int left = index;
        for (int slot = 0; slot < k; slot++) {
            int item = from;
            // the choices whose next item is `item` come together: skip whole runs of them
            for (int run = count(n - item - 1, k - slot - 1); left >= run; run = count(n - item - 1, k - slot - 1)) {
                left -= run;
                item++;
            }
            chosen[slot] = item;
            from = item + 1;
        }
        return chosen;
    }

    /** How many choices {@link #of} lists for {@code n} items: n choose k, without writing them. */
    static int count(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        long choices = 1;
        for (int i = 1; i <= k; i++) {
            choices = choices * (n - k + i) / i;
        }
        return (int) choices;
    }
}
