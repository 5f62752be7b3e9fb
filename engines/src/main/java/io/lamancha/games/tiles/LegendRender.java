package io.lamancha.games.tiles;

import java.util.List;

/**
 * The key to the text render: every symbol a board, a hand or the score aide shows, beside a
 * sample tile. Shown in {@code /spielinfo} and {@code /help show} (plain) and under the first
 * render of a game (in the viewer's colours). Each line fits 80 columns.
 */
final class LegendRender {

    private LegendRender() {
    }

    static List<String> lines(Palette p) {
        String o = p.road("o");
        return List.of(
                "Key: each field is a box, its top half above the divider, bottom half below.",
                "  +--" + o + "--+   " + o + " on an edge: a road leaves there; N on top, S at the bottom,",
                "  " + o + "  " + p.feature("K1") + " " + o + "   NW and NE on the sides of the top half, SW and SE below",
                "  |-T07r|   the tile's id; r: it lies turned 180 degrees (N to S, top to bottom)",
                "  |     " + o + "   " + p.feature("K1") + " " + p.feature("K2") + " " + p.feature("K3")
                        + " a knight of strength 1-3, " + p.feature("Ch") + " a church, "
                        + p.feature("Wm") + " a windmill",
                "  +--" + o + "--+   |  A2 | an empty field, by name; " + p.castle("[6]") + " " + p.castle("[4]")
                        + " a castle worth 6 or 4,",
                "            " + p.castle("->#<-") + " between its two roads (SW, SE), which it keeps apart",
                "  " + p.road("=") + "         between two boxes: their roads join; an " + o + " above an " + o
                        + " joins too",
                "  " + p.highlight("*==") + o + p.highlight("==*") + "   the current field: everyone places a tile"
                        + " there this turn",
                "  " + p.highlight("^^^^^") + "     under a tile in your hand: you may place it now",
                "  [??] last your hidden round-3 tile, shown and placed on the round's last turn",
                "  Scores: . not scored yet, - not scored in that round; strength/needed:",
                "            your defending knights' strength, and the 4, 8 or 12 needed");
    }
}
