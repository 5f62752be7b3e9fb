package io.lamancha.games.doncarlo;

import io.lamancha.engine.Ansi;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.TextLines;
import java.util.ArrayList;
import java.util.List;

/**
 * The text a telnet player sees of the competitive game, made from the view alone: every line
 * fits 80 columns; with colour on, each family's agents and line show in its colour.
 */
final class DonCarloCompetitiveRender {

    private DonCarloCompetitiveRender() {
    }

    static List<String> render(DonCarloCompetitiveView v, RenderContext c) {
        List<String> lines = new ArrayList<>();
        lines.add("Don Carlo (competitive) - " + status(v, c));
        lines.add("Countries [sums they take], points at the end, agents first to last:");
        for (DonCarloCompetitiveView.CountryView country : v.countries()) {
            String head = "  " + country.name() + " [" + country.numbers() + "] " + country.points() + " pts"
                    + (country.leader() >= 0 ? ", led by " + DonCarloRender.family(c, country.leader(),
                            DonCarloRender.name(c, country.leader())) : "") + ":";
            lines.addAll(TextLines.wrap(head, DonCarloRender.queue(country.agents(), c), DonCarloRender.INDENT));
        }
        lines.add(String.format("  %-12s %9s %5s %7s %5s %5s %4s", "player", "influence", "bonus", "country",
                "total", "stock", "hand"));
        for (DonCarloCompetitiveView.SeatView s : v.seats()) {
            String line = String.format("%-12s %9d %5d %7d %5d %5d %4d%s", DonCarloRender.name(c, s.seat()),
                    s.influence(), s.bonus(), s.country(), s.total(), s.stock(), s.handSize(), s.out() ? "  out" : "");
            lines.add("  " + DonCarloRender.own(c, s.seat(), DonCarloRender.family(c, s.seat(), line)));
        }
        for (DonCarloCompetitiveView.SeatView s : v.seats()) {
            if (s.openHand() != null) {
                lines.addAll(TextLines.wrap("  " + DonCarloRender.name(c, s.seat()) + "'s hand lies open:",
                        List.of(DonCarloRender.cards(s.openHand())), "    "));
            }
        }
        if (v.hand() != null) {
            lines.add(Ansi.bold(c, "Your hand: " + DonCarloRender.cards(v.hand())));
        }
        if (v.codeNames() != null) {
            lines.addAll(DonCarloRender.codeNames(v.codeNames(), c));
        }
        if (v.putBack() > 0) {
            lines.add(Ansi.bold(c, "Put " + v.putBack() + " of your cards under your stockpile, e.g. /play back "
                    + Cards.spaced(v.hand().subList(0, v.putBack())) + "."));
        }
        // the final scores, each with how it was made, and who won are the server's end of the game
        return lines;
    }

    private static String status(DonCarloCompetitiveView v, RenderContext c) {
        if (v.awaited().isEmpty()) {
            return "the final table.";
        }
        int turn = v.awaited().get(0);
        String who = turn == v.seat() ? Ansi.bold(c, "your turn")
                : DonCarloRender.family(c, turn, DonCarloRender.name(c, turn)) + "'s turn";
        return who + (v.phase().equals("back") ? ": cards go under the stockpile." : ": send an agent.");
    }
}
