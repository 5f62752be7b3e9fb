package io.lamancha.games.tiles;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The text render, made from a {@link TilesView} alone: the viewer's own principality (or the
 * focused seat's, or every seat's for a spectator without focus, and every seat's with its score
 * aide once the game is over), the status line, who has placed, the viewer's hand as tile
 * pictures, and the scores (with what the board would score if the round ended now). The first
 * turn's render ends with the key to the symbols, later ones until the end say where to find it.
 * Every line fits 80 columns.
 */
final class TilesRender {

    private TilesRender() {
    }

    static List<String> render(TilesView v, RenderContext c) {
        Palette paint = new Palette(c);
        List<Integer> shown = shown(v, c);
        boolean aidePerBoard = v.over() && shown.size() > 1;
        List<String> lines = new ArrayList<>();
        for (int seat : shown) {
            lines.add(header(v, c, paint, seat));
            lines.addAll(PrincipalityRender.render(v.boards().get(seat), v.field(), paint));
            if (aidePerBoard) {
                lines.addAll(ScoreRender.aide(v.scores().get(seat), c));
            }
        }
        lines.add(v.over() ? "The last round (" + v.round() + ") is scored: the principalit"
                + (v.boards().size() == 1 ? "y above is final." : "ies above are final.")
                : "Round " + v.round() + ", turn " + v.turn() + "/" + v.turnsInRound() + ", field " + v.field());
        if (!v.over() && v.boards().size() > 1) {
            lines.addAll(whoHasPlaced(v, c));
        }
        if (v.hand() != null && !v.over()) {
            lines.addAll(HandRender.render(v, paint));
        }
        if (shown.size() == 1) {
            int seat = shown.get(0);
            // while playing, what the board scores now: boards are public, a pending tile only on its owner's
            RoundScore now = v.over() ? null : TilesScoring.score(BoardReader.board(v.boards().get(seat)), v.round());
            lines.addAll(ScoreRender.aide(v.scores().get(seat), c, now));
        }
        if (v.scores().size() > 1) {
            lines.addAll(ScoreRender.table(v.scores(), c));
        }
        if (v.round() == 1 && v.turn() == 1 && !v.over()) {
            lines.addAll(LegendRender.lines(paint));
        } else if (!v.over()) {
            lines.add("The key to these symbols: /help show.");
        }
        return lines;
    }

    /** The focused seat; else at the end every seat (boards are public); else the viewer's own, or all. */
    private static List<Integer> shown(TilesView v, RenderContext c) {
        List<Integer> shown = new ArrayList<>();
        if (c.focusSeat() >= 0) {
            shown.add(c.focusSeat());
        } else if (v.viewerSeat() >= 0 && !v.over()) {
            shown.add(v.viewerSeat());
        } else {
            v.boards().forEach(b -> shown.add(b.seat()));
        }
        return shown;
    }

    private static String header(TilesView v, RenderContext c, Palette paint, int seat) {
        String name = seat == v.viewerSeat() ? paint.highlight(c.name(seat)) : c.name(seat);
        if (v.over()) {
            return "Final principality of " + name;
        }
        return "Principality of " + name + (v.placed().contains(seat) ? " (has placed)" : "");
    }

    /** {@code Placed: .. Still thinking: ..} on one line when it fits, else each list on its own. */
    private static List<String> whoHasPlaced(TilesView v, RenderContext c) {
        List<String> placed = names(v.placed(), c);
        List<String> thinking = names(v.awaited(), c);
        String oneLine = "Placed: " + String.join(", ", placed) + ". Still thinking: " + String.join(", ", thinking) + ".";
        if (TextFit.width(oneLine) <= TextFit.COLUMNS) {
            return List.of(oneLine);
        }
        List<String> lines = new ArrayList<>(TextFit.listed("Placed:", placed, "."));
        lines.addAll(TextFit.listed("Still thinking:", thinking, "."));
        return lines;
    }

    private static List<String> names(List<Integer> seats, RenderContext c) {
        if (seats.isEmpty()) {
            return List.of("nobody");
        }
        List<String> names = new ArrayList<>();
        seats.forEach(s -> names.add(c.name(s)));
        return names;
    }
}
