package io.lamancha.server.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * What a place at a table is worth: at a table of {@code n} seats the first takes {@code n - 1}
 * points, the second {@code n - 2}, ..., the last 0. Players who share a place share the points of
 * the places they fill: two sharing the first place at a table of four take (3 + 2) / 2 = 2.5
 * each. A table's points always add up to {@code n (n - 1) / 2}; bots take their share like
 * anyone (it counts for nobody). Points are in halves.
 */
public final class PlacePoints {

    private PlacePoints() {
    }

    /**
     * The half points of each seat of a finished table.
     *
     * @param ranks each seat's place (1 best; players who share a place have the same, and the
     *     next place after {@code k} sharing rank {@code r} is {@code r + k}), seat 0 first
     */
    public static List<Integer> halfPoints(List<Integer> ranks) {
        int n = ranks.size();
        List<Integer> out = new ArrayList<>();
        for (int rank : ranks) {
            if (rank < 1 || rank > n) {
                throw new IllegalArgumentException("a place is 1-" + n + ": " + ranks);
            }
            int sharing = 0;
            for (int other : ranks) {
                if (other == rank) {
                    sharing++;
                }
            }
            // the mean of the points of places rank .. rank + sharing - 1, doubled
            out.add((n - rank) + (n - (rank + sharing - 1)));
        }
        return out;
    }

    /** Half points as people read them: {@code 5} is 2.5, {@code 6} is 3. */
    public static String show(int halfPoints) {
        return halfPoints % 2 == 0 ? Integer.toString(halfPoints / 2) : (halfPoints / 2) + ".5";
    }
}
