package io.lamancha.games.tiles;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * The score aide: one seat's points per category and round (like BrettspielWelt's score
 * summary), and a compact table of every seat's round totals. While a round is played the aide
 * also says what each line would score if the round ended now, and how that line scores.
 */
final class ScoreRender {

    private static final int ROUNDS = TilesScoring.LAST_ROUND;

    private ScoreRender() {
    }

    static List<String> aide(TilesView.ScoreView s, RenderContext c) {
        return aide(s, c, null);
    }

    /**
     * The aide, with {@code now} (the current round scored on the board as it stands) in a column of
     * its own and beside each line how it scores in that round; {@code now} null: the rounds only.
     */
    static List<String> aide(TilesView.ScoreView s, RenderContext c, RoundScore now) {
        int r = now == null ? 0 : now.round();
        List<String> lines = new ArrayList<>();
        lines.add(pad("Scores of " + c.name(s.seat()), "R1", "R2", "R3", "Sum")
                + (now == null ? "" : "   Now  How round " + r + " scores"));
        String knights = r == 1 ? "1 joined knight" : r + " joined knights";
        lines.add(category(s, "  Castle 6", RoundScore::castle6) + hint(now, RoundScore::castle6, "6 if " + knights));
        lines.add(category(s, "  Castle 4", RoundScore::castle4) + hint(now, RoundScore::castle4, "4 if " + knights));
        lines.add(category(s, "  Churches", RoundScore::churches) + hint(now, RoundScore::churches,
                "2 joined: 2; 3+: 2 each"));
        lines.add(category(s, "  Windmills", RoundScore::windmills) + hint(now, RoundScore::windmills,
                "the same for windmills"));
        lines.add(category(s, "  Defense", RoundScore::defense) + hint(now, RoundScore::defense,
                "5 at strength " + 4 * Math.max(1, r)));
        List<String> strength = new ArrayList<>();
        for (int round = 1; round <= ROUNDS; round++) {
            strength.add(round <= s.rounds().size()
                    ? s.rounds().get(round - 1).defenseStrength() + "/" + 4 * round : ".");
        }
        lines.add(pad("    strength/needed", strength.get(0), strength.get(1), strength.get(2), "")
                + (now == null ? "" : String.format("%12s  %s", now.defenseStrength() + "/" + 4 * r,
                        "knights on roads out")));
        List<String> group = new ArrayList<>(List.of("-", "-"));
        group.add(s.rounds().size() == ROUNDS ? Integer.toString(s.rounds().get(ROUNDS - 1).largestGroup()) : ".");
        lines.add(pad("  Knight group", group.get(0), group.get(1), group.get(2),
                Integer.toString(sum(s, RoundScore::largestGroup)))
                + (now == null ? "" : r < ROUNDS ? String.format("%6s  %s", "-", "round 3: strongest group")
                        : hint(now, RoundScore::largestGroup, "the strongest group")));
        lines.add(category(s, "  Round total", RoundScore::total) + hint(now, RoundScore::total, ""));
        if (now != null) {
            lines.add("Now: this round's points if it ended with your board as it is. Joined: on one");
            lines.add("  road network (roads that meet); defenders: knights whose road leads out.");
        }
        return lines;
    }

    /** The line's points now, right-aligned under {@code Now}, and how it scores; nothing without {@code now}. */
    private static String hint(RoundScore now, ToIntFunction<RoundScore> points, String how) {
        if (now == null) {
            return "";
        }
        return String.format("%6s  %s", points.applyAsInt(now), how).stripTrailing();
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
