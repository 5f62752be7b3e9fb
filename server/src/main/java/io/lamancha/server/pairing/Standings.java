package io.lamancha.server.pairing;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The standings of a tournament from its finished tables. Everyone entered is listed, also with no
 * points yet; bots never are. Ordered by points, then:
 * <ul>
 * <li>Swiss: the sum of the points of every opponent met, as often as met (their points now, a
 *     Buchholz score: the stronger the field one played, the better), then the rating brought to
 *     the tournament;
 * <li>arena: fewer games (the same points from fewer games), then the rating.
 * </ul>
 * Players equal on all of them share the place; they are listed by name.
 */
public final class Standings {

    /** A player entered: their name and the rating they brought. */
    public record Entrant(String name, int rating) {
    }

    private Standings() {
    }

    /** The standings of a Swiss tournament. */
    public static List<Standing> swiss(Collection<Entrant> entrants, Collection<TableResult> tables) {
        Map<String, int[]> totals = totals(entrants, tables);
        Map<String, Integer> opponents = new LinkedHashMap<>();
        for (Entrant e : entrants) {
            opponents.put(key(e.name()), 0);
        }
        for (TableResult t : tables) {
            for (String p : t.players()) {
                for (String o : t.players()) {
                    if (!o.equalsIgnoreCase(p) && totals.containsKey(key(o)) && opponents.containsKey(key(p))) {
                        opponents.merge(key(p), totals.get(key(o))[0], Integer::sum);
                    }
                }
            }
        }
        return ranked(entrants, totals, e -> opponents.get(key(e.name())), true);
    }

    /** The standings of an arena. */
    public static List<Standing> arena(Collection<Entrant> entrants, Collection<TableResult> tables) {
        Map<String, int[]> totals = totals(entrants, tables);
        return ranked(entrants, totals, e -> totals.get(key(e.name()))[1], false);
    }

    /** Each entrant's half points and games. */
    private static Map<String, int[]> totals(Collection<Entrant> entrants, Collection<TableResult> tables) {
        Map<String, int[]> totals = new LinkedHashMap<>();
        for (Entrant e : entrants) {
            totals.put(key(e.name()), new int[2]);
        }
        for (TableResult t : tables) {
            for (int i = 0; i < t.players().size(); i++) {
                int[] total = totals.get(key(t.players().get(i)));
                if (total != null) {
                    total[0] += t.halfPoints().get(i);
                    total[1]++;
                }
            }
        }
        return totals;
    }

    private static List<Standing> ranked(Collection<Entrant> entrants, Map<String, int[]> totals,
            java.util.function.ToIntFunction<Entrant> tieBreak, boolean higherBreaksBetter) {
        List<Standing> lines = new ArrayList<>();
        for (Entrant e : entrants) {
            int[] t = totals.get(key(e.name()));
            lines.add(new Standing(0, e.name(), t[0], tieBreak.applyAsInt(e), e.rating(), t[1]));
        }
        Comparator<Standing> breaks = higherBreaksBetter ? Comparator.comparingInt(Standing::tieBreak).reversed()
                : Comparator.comparingInt(Standing::tieBreak);
        Comparator<Standing> better = Comparator.comparingInt(Standing::halfPoints).reversed().thenComparing(breaks)
                .thenComparing(Comparator.comparingInt(Standing::rating).reversed());
        lines.sort(better.thenComparing(s -> key(s.name())));
        List<Standing> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Standing s = lines.get(i);
            int rank = i > 0 && better.compare(lines.get(i - 1), s) == 0 ? out.get(i - 1).rank() : i + 1;
            out.add(new Standing(rank, s.name(), s.halfPoints(), s.tieBreak(), s.rating(), s.games()));
        }
        return out;
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
