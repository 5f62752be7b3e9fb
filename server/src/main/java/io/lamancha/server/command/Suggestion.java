package io.lamancha.server.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The command someone probably meant when they typed one that does not exist: a name or alias one
 * typo away (a letter wrong, missing, extra, or two swapped; two for longer words), or the one
 * command the typed word begins. Nothing when it is not clear which.
 */
final class Suggestion {

    private Suggestion() {
    }

    /** The closest of {@code known} to {@code typed}, when there is exactly one closest. */
    static Optional<String> of(String typed, List<String> known) {
        if (typed.isEmpty() || typed.length() > 24) {
            return Optional.empty();
        }
        int allowed = typed.length() <= 4 ? 1 : 2;
        int best = Integer.MAX_VALUE;
        List<String> closest = new ArrayList<>();
        for (String k : known) {
            int d = distance(typed, k);
            if (d < best) {
                best = d;
                closest.clear();
            }
            if (d == best) {
                closest.add(k);
            }
        }
        if (best <= allowed && closest.size() == 1) {
            return Optional.of(closest.get(0));
        }
        List<String> started = known.stream().filter(k -> typed.length() >= 3 && k.startsWith(typed)).toList();
        return started.size() == 1 ? Optional.of(started.get(0)) : Optional.empty();
    }

    /** Edit distance with adjacent swaps counted as one (optimal string alignment). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
