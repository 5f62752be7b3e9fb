package io.lamancha.server.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * A Swiss round for multiplayer tables: the players, best standing first, fill the tables in
 * order (the leaders at the first table, the next at the second, ...), and are then moved between
 * tables as little as it takes to keep players who met before apart. What counts, in this order:
 * the fewest repeat meetings (every two players at one table who sat together before, as often as
 * they did), then the least moving away from standing order (the sum over the players of how many
 * tables away from their place in standing order they sit).
 *
 * <p>A round small enough (at most {@link #EXACT_LIMIT} ways to seat it) is searched through, so
 * nothing better exists; a bigger one starts from standing order and swaps two players of
 * different tables while that makes it better, so no single swap could lower its repeats.
 */
public final class SwissPairing {

    /** The most seatings of a round searched through; a bigger round is improved swap by swap. */
    static final long EXACT_LIMIT = 200_000;

    private SwissPairing() {
    }

    /**
     * Seats a round.
     *
     * @param ranked the players, best standing first
     * @param people how many players each table takes, first table first (they add up to the players)
     * @param met who sat with whom before
     * @return the players of each table, in the order of {@code people}; at each table in standing order
     */
    public static List<List<String>> pair(List<String> ranked, List<Integer> people, Meetings met) {
        int total = 0;
        for (int p : people) {
            if (p < 0) {
                throw new IllegalArgumentException("a table takes no fewer than 0 players: " + people);
            }
            total += p;
        }
        if (total != ranked.size()) {
            throw new IllegalArgumentException(ranked.size() + " players for " + total + " places");
        }
        Seating seating = new Seating(ranked, people, met);
        int[] best = seatings(people) <= EXACT_LIMIT ? seating.exact() : seating.improved();
        List<List<String>> tables = new ArrayList<>();
        for (int t = 0; t < people.size(); t++) {
            tables.add(new ArrayList<>());
        }
        for (int i = 0; i < ranked.size(); i++) {
            tables.get(best[i]).add(ranked.get(i));
        }
        return tables;
    }

    /** How many ways there are to seat the round (a multinomial), or more than the limit. */
    static long seatings(List<Integer> people) {
        long ways = 1;
        int placed = 0;
        for (int p : people) {
            for (int k = 1; k <= p; k++) {
                placed++;
                ways = ways * placed / k; // stays whole: a running binomial
                if (ways > EXACT_LIMIT) {
                    return EXACT_LIMIT + 1;
                }
            }
        }
        return ways;
    }

    /** The search: player i (in standing order) at table {@code at[i]}. */
    private static final class Seating {
        private final List<String> ranked;
        private final int[] capacity;
        private final int[] ideal;
        private final int[][] met;
        private int[] best;
        private long bestCost = Long.MAX_VALUE;

        Seating(List<String> ranked, List<Integer> people, Meetings meetings) {
            this.ranked = ranked;
            int n = ranked.size();
            capacity = people.stream().mapToInt(Integer::intValue).toArray();
            ideal = new int[n];
            int t = 0;
            int filled = 0;
            for (int i = 0; i < n; i++) {
                while (filled == capacity[t]) {
                    t++;
                    filled = 0;
                }
                ideal[i] = t;
                filled++;
            }
            met = new int[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    met[i][j] = i == j ? 0 : meetings.times(ranked.get(i), ranked.get(j));
                }
            }
        }

        /** Repeats weigh more than any moving: the cost orders seatings by repeats, then by moving. */
        private long weight() {
            return (long) ranked.size() * capacity.length + 1;
        }

        int[] exact() {
            int[] at = new int[ranked.size()];
            int[] left = capacity.clone();
            search(0, at, left, 0);
            return best;
        }

        private void search(int i, int[] at, int[] left, long cost) {
            if (cost >= bestCost) {
                return;
            }
            if (i == at.length) {
                best = at.clone();
                bestCost = cost;
                return;
            }
            // the ideal table first, then outwards: good seatings are found early and prune the rest
            for (int d = 0; d < capacity.length * 2; d++) {
                int t = ideal[i] + (d % 2 == 0 ? d / 2 : -(d / 2 + 1));
                if (t < 0 || t >= capacity.length || left[t] == 0) {
                    continue;
                }
                long added = (long) Math.abs(t - ideal[i]);
                for (int j = 0; j < i; j++) {
                    if (at[j] == t) {
                        added += met[i][j] * weight();
                    }
                }
                at[i] = t;
                left[t]--;
                search(i + 1, at, left, cost + added);
                left[t]++;
            }
        }

        int[] improved() {
            int[] at = ideal.clone();
            boolean better = true;
            while (better) {
                better = false;
                for (int i = 0; i < at.length; i++) {
                    for (int j = i + 1; j < at.length; j++) {
                        if (at[i] != at[j] && swapGain(at, i, j) > 0) {
                            int t = at[i];
                            at[i] = at[j];
                            at[j] = t;
                            better = true;
                        }
                    }
                }
            }
            return at;
        }

        /** How much cheaper the seating gets when players i and j change tables. */
        private long swapGain(int[] at, int i, int j) {
            int ti = at[i];
            int tj = at[j];
            long before = Math.abs(ti - ideal[i]) + Math.abs(tj - ideal[j]);
            long after = Math.abs(tj - ideal[i]) + Math.abs(ti - ideal[j]);
            long repeatsBefore = 0;
            long repeatsAfter = 0;
            for (int k = 0; k < at.length; k++) {
                if (k == i || k == j) {
                    continue;
                }
                if (at[k] == ti) {
                    repeatsBefore += met[i][k];
                    repeatsAfter += met[j][k];
                } else if (at[k] == tj) {
                    repeatsBefore += met[j][k];
                    repeatsAfter += met[i][k];
                }
            }
            return (repeatsBefore - repeatsAfter) * weight() + before - after;
        }
    }
}
