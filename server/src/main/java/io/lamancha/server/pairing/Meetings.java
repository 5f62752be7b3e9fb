package io.lamancha.server.pairing;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** How often each two players sat at one table before. Names are compared ignoring case. */
public final class Meetings {

    private final Map<String, Integer> times = new HashMap<>();

    /** Nobody has met anybody yet. */
    public Meetings() {
    }

    /** The meetings at the tables played so far: each two players at one table met once more. */
    public static Meetings at(Collection<TableResult> tables) {
        Meetings m = new Meetings();
        for (TableResult t : tables) {
            m.sat(t.players());
        }
        return m;
    }

    /** Everyone in {@code table} met everyone else in it once more. */
    public void sat(List<String> table) {
        for (int i = 0; i < table.size(); i++) {
            for (int j = i + 1; j < table.size(); j++) {
                times.merge(key(table.get(i), table.get(j)), 1, Integer::sum);
            }
        }
    }

    /** How often {@code a} and {@code b} sat at one table. */
    public int times(String a, String b) {
        return times.getOrDefault(key(a, b), 0);
    }

    /** The meetings of every two players of {@code table} before: each pair counted as often as they met. */
    public int repeats(List<String> table) {
        int n = 0;
        for (int i = 0; i < table.size(); i++) {
            for (int j = i + 1; j < table.size(); j++) {
                n += times(table.get(i), table.get(j));
            }
        }
        return n;
    }

    /** The repeats of every table of a round. */
    public int repeats(Collection<List<String>> tables) {
        int n = 0;
        for (List<String> t : tables) {
            n += repeats(t);
        }
        return n;
    }

    private static String key(String a, String b) {
        String x = a.toLowerCase(Locale.ROOT);
        String y = b.toLowerCase(Locale.ROOT);
        return x.compareTo(y) < 0 ? x + "\n" + y : y + "\n" + x;
    }
}
