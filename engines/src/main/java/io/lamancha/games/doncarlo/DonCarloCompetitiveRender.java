package io.lamancha.games.doncarlo;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/** The text a telnet player sees of the competitive game, made from the view alone. */
final class DonCarloCompetitiveRender {

    private DonCarloCompetitiveRender() {
    }

    static List<String> render(DonCarloCompetitiveView v, RenderContext c) {
        List<String> lines = new ArrayList<>();
        lines.add("Don Carlo (competitive) - " + status(v, c));
        lines.add("Countries (agents in order of arrival):");
        for (DonCarloCompetitiveView.CountryView country : v.countries()) {
            String head = "  " + country.name() + " [" + country.numbers() + "] " + country.points() + " pts"
                    + (country.leader() >= 0 ? ", led by " + DonCarloRender.name(c, country.leader()) : "") + ":";
            lines.addAll(DonCarloRender.wrap(head, DonCarloRender.queue(country.agents(), c), "      "));
        }
        lines.add(String.format("  %-12s %9s %5s %7s %5s %5s %4s", "player", "influence", "bonus", "country",
                "total", "stock", "hand"));
        for (DonCarloCompetitiveView.SeatView s : v.seats()) {
            String extra = s.out() ? "  out" : "";
            if (s.openHand() != null) {
                extra += "  open: " + DonCarloRender.cards(s.openHand());
            }
            lines.add(String.format("  %-12s %9d %5d %7d %5d %5d %4d%s", DonCarloRender.name(c, s.seat()),
                    s.influence(), s.bonus(), s.country(), s.total(), s.stock(), s.handSize(), extra));
        }
        if (v.hand() != null) {
            lines.add("Your hand: " + DonCarloRender.cards(v.hand()));
        }
        if (v.codeNames() != null) {
            lines.addAll(DonCarloRender.codeNames(v.codeNames()));
        }
        if (v.putBack() > 0) {
            lines.add("Put " + v.putBack() + " of your cards under your stockpile, e.g. /play back "
                    + Cards.spaced(v.hand().subList(0, v.putBack())) + " (see /moves).");
        }
        if (v.result() != null) {
            for (int s = 0; s < v.result().size(); s++) {
                lines.add(c.name(s) + ": " + v.result().get(s));
            }
        }
        return lines;
    }

    private static String status(DonCarloCompetitiveView v, RenderContext c) {
        if (v.awaited().isEmpty()) {
            return "game over.";
        }
        int turn = v.awaited().get(0);
        String who = turn == v.seat() ? "your turn" : DonCarloRender.name(c, turn) + "'s turn";
        return who + (v.phase().equals("back") ? ": cards go under the stockpile." : ": send an agent.");
    }
}
