package io.lamancha.games.tiles;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * The score aide: one seat's points per category and round (like BrettspielWelt's score
 * summary), and a compact table of every seat's round totals.
 */
final class ScoreRender {

    private static final int ROUNDS = TilesScoring.LAST_ROUND;

    private ScoreRender() {
    }

    static List<String> aide(TilesView.ScoreView s, RenderContext c) {
        List<String> lines = new ArrayList<>();
        lines.add(pad("Scores of " + c.name(s.seat()), "R1", "R2", "R3", "Sum"));
        lines.add(category(s, "  Castle 6", RoundScore::castle6));
        lines.add(category(s, "  Castle 4", RoundScore::castle4));
        lines.add(category(s, "  Churches", RoundScore::churches));
        lines.add(category(s, "  Windmills", RoundScore::windmills));
        lines.add(category(s, "  Defense", RoundScore::defense));
        List<String> strength = new ArrayList<>();
        for (int r = 1; r <= ROUNDS; r++) {
            strength.add(r <= s.rounds().size()
                    ? s.rounds().get(r - 1).defenseStrength() + "/" + 4 * r : ".");
        }
        lines.add(pad("    strength/needed", strength.get(0), strength.get(1), strength.get(2), ""));
        List<String> group = new ArrayList<>(List.of("-", "-"));
        group.add(s.rounds().size() == ROUNDS ? Integer.toString(s.rounds().get(ROUNDS - 1).largestGroup()) : ".");
        lines.add(pad("  Knight group", group.get(0), group.get(1), group.get(2),
                Integer.toString(sum(s, RoundScore::largestGroup))));
        lines.add(category(s, "  Round total", RoundScore::total));
        return lines;
    }

    /** Every seat's round totals, one line per seat. */
    static List<String> table(List<TilesView.ScoreView> scores, RenderContext c) {
        List<String> lines = new ArrayList<>();
        lines.add(pad("Scores", "R1", "R2", "R3", "Sum"));
        for (TilesView.ScoreView s : scores) {
            lines.add(category(s, "  " + c.name(s.seat()), RoundScore::total));
        }
        return lines;
    }

    private static String category(TilesView.ScoreView s, String label, ToIntFunction<RoundScore> points) {
        String[] cells = new String[ROUNDS];
        for (int r = 0; r < ROUNDS; r++) {
            cells[r] = r < s.rounds().size() ? Integer.toString(points.applyAsInt(s.rounds().get(r))) : ".";
        }
        return pad(label, cells[0], cells[1], cells[2], Integer.toString(sum(s, points)));
    }

    private static int sum(TilesView.ScoreView s, ToIntFunction<RoundScore> points) {
        return s.rounds().stream().mapToInt(points).sum();
    }

    private static String pad(String label, String r1, String r2, String r3, String sum) {
        String name = label.length() > 24 ? label.substring(0, 24) : label;
        return String.format("%-24s%6s%6s%6s%6s", name, r1, r2, r3, sum).stripTrailing();
    }
}
