package io.lamancha.games.tiles;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The text render, made from a {@link TilesView} alone: the viewer's own principality (or the
 * focused seat's, or every seat's for a spectator without focus), the status line, who has placed,
 * the viewer's hand as tile pictures, and the scores.
 */
final class TilesRender {

    private TilesRender() {
    }

    static List<String> render(TilesView v, RenderContext c) {
        List<Integer> shown = new ArrayList<>();
        if (c.focusSeat() >= 0) {
            shown.add(c.focusSeat());
        } else if (v.viewerSeat() >= 0) {
            shown.add(v.viewerSeat());
        } else {
            v.boards().forEach(b -> shown.add(b.seat()));
        }
        List<String> lines = new ArrayList<>();
        for (int seat : shown) {
            lines.add("Principality of " + c.name(seat) + (v.placed().contains(seat) ? " (has placed)" : ""));
            lines.addAll(PrincipalityRender.render(v.boards().get(seat), v.field()));
        }
        lines.add(v.over() ? "Game over after round " + v.round()
                : "Round " + v.round() + ", turn " + v.turn() + "/" + v.turnsInRound() + ", field " + v.field());
        if (!v.over() && v.boards().size() > 1) {
            lines.add("Placed: " + names(v.placed(), c) + ". Still thinking: " + names(v.awaited(), c) + ".");
        }
        if (v.hand() != null) {
            lines.addAll(HandRender.render(v, c));
        }
        if (shown.size() == 1) {
            lines.addAll(ScoreRender.aide(v.scores().get(shown.get(0)), c));
        }
        if (v.scores().size() > 1) {
            lines.addAll(ScoreRender.table(v.scores(), c));
        }
        if (v.over()) {
            List<Integer> totals = v.scores().stream().map(TilesView.ScoreView::total).toList();
            lines.add(Results.sentence(c, totals, v.winners()));
        }
        return lines;
    }

    private static String names(List<Integer> seats, RenderContext c) {
        if (seats.isEmpty()) {
            return "nobody";
        }
        List<String> names = new ArrayList<>();
        seats.forEach(s -> names.add(c.name(s)));
        return String.join(", ", names);
    }
}
