package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Draws one field or hand tile as a 7x5 character box: exits as {@code o}
 * on the edges, feature tokens centred in their half, the tile id on the divider; a highlighted
 * box (the current field) uses {@code *} corners and sides and {@code =} edges.
 */
final class TileBox {

    static final int WIDTH = 7;
    static final int INNER = 5;

    private TileBox() {
    }

    /** A placed tile or castle, in placed orientation. */
    static List<String> of(TilesView.FieldView f, boolean highlight) {
        if (f.castle() > 0) {
            return draw(exits(f.segments()), "[" + f.castle() + "]", "-----", "->#<-", highlight);
        }
        String label = f.tile() + (f.rotated() ? "r" : "");
        return tile(label, f.segments(), highlight);
    }

    /** A road tile drawn from its segments with {@code label} on the divider. */
    static List<String> tile(String label, List<TilesView.SegmentView> segments, boolean highlight) {
        char fill = highlight ? '=' : '-';
        return draw(exits(segments), tokens(segments, "top"), centre(label, fill), tokens(segments, "bottom"),
                highlight);
    }

    /** An empty field: its name in the top half, no exits. */
    static List<String> empty(String fieldName, boolean highlight) {
        return draw(Set.of(), fieldName, "     ", "", highlight);
    }

    /** The round-3 tile its owner cannot see yet. */
    static List<String> hidden() {
        return draw(Set.of(), "??", "-----", "", false);
    }

    static Set<String> exits(List<TilesView.SegmentView> segments) {
        Set<String> exits = new HashSet<>();
        segments.forEach(s -> exits.addAll(s.exits()));
        return exits;
    }

    private static String tokens(List<TilesView.SegmentView> segments, String half) {
        StringBuilder sb = new StringBuilder();
        for (TilesView.SegmentView s : segments) {
            for (TilesView.FeatureView f : s.features()) {
                if (f.half().equals(half)) {
                    sb.append(token(f));
                }
            }
        }
        return sb.toString();
    }

    static String token(TilesView.FeatureView f) {
        switch (f.kind()) {
            case "knight": return "K" + f.strength();
            case "church": return "Ch";
            default: return "Wm";
        }
    }

    private static List<String> draw(Set<String> exits, String top, String divider, String bottom, boolean hi) {
        char corner = hi ? '*' : '+';
        char edge = hi ? '=' : '-';
        char side = hi ? '*' : '|';
        String edges = String.valueOf(edge).repeat(2);
        List<String> lines = new ArrayList<>();
        lines.add(corner + edges + (exits.contains("N") ? 'o' : edge) + edges + corner);
        lines.add(mark(exits, "NW", side) + centre(top, ' ') + mark(exits, "NE", side));
        lines.add(side + centre(divider, edge) + side);
        lines.add(mark(exits, "SW", side) + centre(bottom, ' ') + mark(exits, "SE", side));
        lines.add(corner + edges + (exits.contains("S") ? 'o' : edge) + edges + corner);
        return lines;
    }

    private static String mark(Set<String> exits, String exit, char side) {
        return String.valueOf(exits.contains(exit) ? 'o' : side);
    }

    /** Centred in the 5-character interior; the odd space goes to the left. */
    static String centre(String text, char fill) {
        String t = text.length() > INNER ? text.substring(0, INNER) : text;
        int pad = INNER - t.length();
        String f = String.valueOf(fill);
        return f.repeat((pad + 1) / 2) + t + f.repeat(pad / 2);
    }
}
