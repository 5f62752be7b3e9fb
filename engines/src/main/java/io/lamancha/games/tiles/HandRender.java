package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.List;

/**
 * The viewer's hand: a line of ids ({@code [??]} for the hidden round-3 tile), the tiles drawn
 * unrotated side by side, a mark under each saying whether it can be placed now, and a prompt.
 */
final class HandRender {

    private static final String PLACEABLE = "^^^^^";
    private static final String LAST = " last  ";
    private static final String NO_MARK = "       ";

    private HandRender() {
    }

    static List<String> render(TilesView v, Palette paint) {
        List<String> lines = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        List<List<String>> boxes = new ArrayList<>();
        List<String> marks = new ArrayList<>();
        boolean canPlace = !v.over() && v.awaited().contains(v.viewerSeat());
        boolean onlyLast = v.hand().stream().anyMatch(t -> t.last() && !t.hidden());
        for (TilesView.HandTile t : v.hand()) {
            ids.add(t.hidden() ? "[??]" : t.tile());
            boxes.add(t.hidden() ? TileBox.hidden(paint) : TileBox.tile(t.tile(), t.segments(), false, paint));
            boolean playable = canPlace && !t.hidden() && (!onlyLast || t.last());
            marks.add(playable ? " " + paint.highlight(PLACEABLE) + " " : t.hidden() ? LAST : NO_MARK);
        }
        lines.add("Hand: " + (ids.isEmpty() ? "(empty)" : String.join(" ", ids)));
        for (int line = 0; line < 5 && !boxes.isEmpty(); line++) {
            List<String> parts = new ArrayList<>();
            for (List<String> box : boxes) {
                parts.add(box.get(line));
            }
            lines.add(String.join(" ", parts));
        }
        String markLine = String.join(" ", marks);
        if (!TextFit.plain(markLine).isBlank()) {
            lines.add(markLine.stripTrailing());
        }
        lines.add(canPlace
                ? "Place a ^^^^^ tile on " + v.field() + ": place <tile>, or place <tile> r (turned 180 degrees)."
                : "You have placed on " + v.field() + "; waiting for the others.");
        return lines;
    }
}
