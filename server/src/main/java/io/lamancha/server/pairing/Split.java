package io.lamancha.server.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * How a number of players sits at tables: the seats of each table and how many of them bots
 * fill. Tables are as equal in size as the game allows and as near the preferred size as they can
 * be; a bot fills a seat only when no split into legal tables exists (fewer players than the
 * smallest table, or a count no number of legal tables adds up to), and then as few bots as
 * possible, spread over the last tables.
 *
 * @param seats the seats of each table, first table first
 * @param bots the bots at each table, in the same order
 */
public record Split(List<Integer> seats, List<Integer> bots) {

    public Split {
        seats = List.copyOf(seats);
        bots = List.copyOf(bots);
        if (seats.size() != bots.size()) {
            throw new IllegalArgumentException("one bot count per table");
        }
    }

    /**
     * The split of {@code players} players into tables of {@code min}-{@code max} seats, the size
     * {@code preferred} where it can be.
     *
     * @throws IllegalArgumentException unless {@code 2 <= min <= preferred <= max} and {@code players >= 0}
     */
    public static Split of(int players, int preferred, int min, int max) {
        if (min < 2 || preferred < min || max < preferred || players < 0) {
            throw new IllegalArgumentException("need 2 <= min <= preferred <= max and players >= 0: " + min + ", "
                    + preferred + ", " + max + ", " + players);
        }
        if (players == 0) {
            return new Split(List.of(), List.of());
        }
        for (int bots = 0; ; bots++) {
            int tables = bestTableCount(players + bots, preferred, min, max);
            if (tables > 0) {
                return spread(players + bots, tables, bots);
            }
        }
    }

    /**
     * The number of tables for {@code n} seats that keeps the tables nearest the preferred size
     * (the sum of their distances from it; fewer tables on a tie), or 0 when no number of legal
     * tables seats exactly {@code n}.
     */
    private static int bestTableCount(int n, int preferred, int min, int max) {
        int best = 0;
        int bestCost = Integer.MAX_VALUE;
        for (int tables = (n + max - 1) / max; tables * min <= n; tables++) {
            int base = n / tables;
            int bigger = n % tables;
            int cost = bigger * Math.abs(base + 1 - preferred) + (tables - bigger) * Math.abs(base - preferred);
            if (cost < bestCost) {
                best = tables;
                bestCost = cost;
            }
        }
        return best;
    }

    /** {@code n} seats at {@code tables} tables as equal as can be, the bigger ones first, bots at the last ones. */
    private static Split spread(int n, int tables, int bots) {
        List<Integer> seats = new ArrayList<>();
        List<Integer> botsAt = new ArrayList<>();
        for (int t = 0; t < tables; t++) {
            seats.add(n / tables + (t < n % tables ? 1 : 0));
            botsAt.add(0);
        }
        for (int b = 0; b < bots; b++) {
            int t = tables - 1 - b % tables;
            botsAt.set(t, botsAt.get(t) + 1);
        }
        return new Split(seats, botsAt);
    }

    /** The people at each table: its seats less its bots. */
    public List<Integer> people() {
        List<Integer> out = new ArrayList<>();
        for (int t = 0; t < seats.size(); t++) {
            out.add(seats.get(t) - bots.get(t));
        }
        return out;
    }

    /** How many bots sit in all. */
    public int botCount() {
        int n = 0;
        for (int b : bots) {
            n += b;
        }
        return n;
    }
}
