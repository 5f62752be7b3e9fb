package io.lamancha.games.tiles;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The sentence that explains one seat's points in one category, e.g. {@code alice, churches: 10
 * points (groups of 4 and 2 score 8 + 2; 1 alone).}; where a name and a long working would pass
 * 80 columns, the working is told more briefly.
 */
final class ScoreExplanation {

    private ScoreExplanation() {
    }

    static String line(TilesEvent.CategoryScored e, RenderContext c) {
        String head = c.name(e.seat()) + ", " + label(e.category()) + ": " + points(e.points()) + " (";
        List<String> workings = workings(e);
        String[] phrasings = new String[workings.size()];
        for (int i = 0; i < workings.size(); i++) {
            phrasings[i] = head + workings.get(i) + ").";
        }
        return TextFit.firstFitting(phrasings);
    }

    static String points(int points) {
        return points + (points == 1 ? " point" : " points");
    }

    private static String label(String category) {
        switch (category) {
            case "castle6": return "castle 6";
            case "castle4": return "castle 4";
            case "knight_group": return "strongest knight group";
            default: return category;
        }
    }

    /** What made the points, the fullest first. */
    private static List<String> workings(TilesEvent.CategoryScored e) {
        switch (e.category()) {
            case "castle6":
            case "castle4":
                return castle(e.parts().get(0), e.needed());
            case "churches":
                return sets(e.parts(), "church", "churches");
            case "windmills":
                return sets(e.parts(), "windmill", "windmills");
            case "defense":
                return defense(e.parts(), e.needed());
            default:
                return knightGroups(e.parts());
        }
    }

    private static List<String> castle(int knights, int needed) {
        return List.of((knights == 0 ? "no knight" : count(knights, "knight", "knights")) + " joined to it, "
                + needed + " needed");
    }

    private static List<String> defense(List<Integer> defenders, int needed) {
        String asked = ", " + needed + " needed";
        if (defenders.isEmpty()) {
            return List.of("no knight defends, strength " + needed + " needed");
        }
        int strength = defenders.stream().mapToInt(Integer::intValue).sum();
        String knights = defenders.size() == 1 ? "one defending knight, strength " + strength
                : "defending knights " + joined(defenders, " + ") + " = " + strength;
        return List.of(knights + asked, "defending strength " + strength + asked);
    }

    private static List<String> knightGroups(List<Integer> groups) {
        if (groups.isEmpty()) {
            return List.of("no knights on the board");
        }
        return List.of(groups.size() == 1 ? "the only group" : "groups of strength " + joined(groups, ", "),
                "the strongest of " + groups.size() + " groups");
    }

    /** Churches or windmills: the joined groups and what each scores, and how many stand alone. */
    private static List<String> sets(List<Integer> parts, String one, String many) {
        List<Integer> joined = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        int alone = 0;
        for (int n : parts) {
            if (n >= TilesEvent.CategoryScored.SET_NEEDED) {
                joined.add(n);
                scores.add(TilesScoring.setPoints(n));
            } else {
                alone++;
            }
        }
        if (parts.isEmpty()) {
            return List.of("no " + many + " on the board");
        }
        if (joined.isEmpty()) {
            return List.of(count(alone, one, many) + ", none joined to another");
        }
        String rest = alone == 0 ? "" : "; " + alone + " alone";
        String groups = joined.size() == 1 ? "a group of " + joined.get(0) + " scores " + scores.get(0)
                : "groups of " + listed(joined) + " score " + joined(scores, " + ");
        return List.of(groups + rest, count(joined.size(), "group", "groups") + " joined" + rest);
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    private static String joined(List<Integer> numbers, String separator) {
        List<String> words = new ArrayList<>();
        numbers.forEach(n -> words.add(Integer.toString(n)));
        return String.join(separator, words);
    }

    /** {@code 4}, {@code 4 and 2}, {@code 2, 2 and 2}. */
    private static String listed(List<Integer> numbers) {
        String all = joined(numbers, ", ");
        int last = all.lastIndexOf(", ");
        return last < 0 ? all : all.substring(0, last) + " and " + all.substring(last + 2);
    }
}
