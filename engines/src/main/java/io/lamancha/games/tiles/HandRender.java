package io.lamancha.games.tiles;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The viewer's hand: a line of ids ({@code [??]} for the hidden round-3 tile), the tiles drawn
 * unrotated side by side, a mark under each saying whether it can be placed now, and a prompt.
 */
final class HandRender {

    private HandRender() {
    }

    static List<String> render(TilesView v, RenderContext c) {
        List<String> lines = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        List<List<String>> boxes = new ArrayList<>();
        StringBuilder marks = new StringBuilder();
        boolean canPlace = !v.over() && v.awaited().contains(v.viewerSeat());
        boolean onlyLast = v.hand().stream().anyMatch(t -> t.last() && !t.hidden());
        for (TilesView.HandTile t : v.hand()) {
            ids.add(t.hidden() ? "[??]" : t.tile());
            boxes.add(t.hidden() ? TileBox.hidden() : TileBox.tile(t.tile(), t.segments(), false));
            boolean playable = canPlace && !t.hidden() && (!onlyLast || t.last());
            marks.append(marks.length() == 0 ? "" : " ").append(playable ? " ^^^^^ " : t.hidden() ? " last  " : "       ");
        }
        lines.add("Hand: " + (ids.isEmpty() ? "(empty)" : String.join(" ", ids)));
        for (int line = 0; line < 5 && !boxes.isEmpty(); line++) {
            List<String> parts = new ArrayList<>();
            for (List<String> box : boxes) {
                parts.add(box.get(line));
            }
            lines.add(String.join(" ", parts));
        }
        if (!marks.toString().isBlank()) {
            lines.add(marks.toString().stripTrailing());
        }
        lines.add(prompt(v, canPlace));
        return lines;
    }

    private static String prompt(TilesView v, boolean canPlace) {
        if (v.over()) {
            return "The game is over.";
        }
        if (canPlace) {
            return "Place a ^^^ tile on " + v.field() + ": place <tile>, or place <tile> r to turn it 180 degrees.";
        }
        return "You have placed on " + v.field() + "; waiting for the others.";
    }
}
