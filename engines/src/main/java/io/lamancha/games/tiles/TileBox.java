package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Draws one field or hand tile as a 7x5 character box: exits as {@code o}
 * on the edges, feature tokens centred in their half, the tile id on the divider; a highlighted
 * box (the current field) uses {@code *} corners and sides and {@code =} edges. Text is laid out
 * on its plain width and painted afterwards, so a coloured box is as wide as a plain one.
 */
final class TileBox {

    static final int WIDTH = 7;
    static final int INNER = 5;

    /** Text for the inside of a box: what it reads as, and how it shows (painted or not). */
    private record Cell(String plain, String shown) {
        static Cell of(String text) {
            return new Cell(text, text);
        }
    }

    private TileBox() {
    }

    /** A placed tile or castle, in placed orientation. */
    static List<String> of(TilesView.FieldView f, boolean highlight, Palette paint) {
        if (f.castle() > 0) {
            String value = "[" + f.castle() + "]";
            return draw(exits(f.segments()), new Cell(value, paint.castle(value)), Cell.of("-----"),
                    new Cell("->#<-", paint.castle("->#<-")), highlight, paint);
        }
        String label = f.tile() + (f.rotated() ? "r" : "");
        return tile(label, f.segments(), highlight, paint);
    }

    /** A road tile drawn from its segments with {@code label} on the divider. */
    static List<String> tile(String label, List<TilesView.SegmentView> segments, boolean highlight, Palette paint) {
        return draw(exits(segments), tokens(segments, "top", paint), divider(label, highlight, paint),
                tokens(segments, "bottom", paint), highlight, paint);
    }

    /** An empty field: its name in the top half, no exits. */
    static List<String> empty(String fieldName, boolean highlight, Palette paint) {
        return draw(Set.of(), Cell.of(fieldName), Cell.of("     "), Cell.of(""), highlight, paint);
    }

    /** The round-3 tile its owner cannot see yet. */
    static List<String> hidden(Palette paint) {
        return draw(Set.of(), Cell.of("??"), Cell.of("-----"), Cell.of(""), false, paint);
    }

    static Set<String> exits(List<TilesView.SegmentView> segments) {
        Set<String> exits = new HashSet<>();
        segments.forEach(s -> exits.addAll(s.exits()));
        return exits;
    }

    /** The tile id centred on the divider line, filled with the frame's edge character. */
    private static Cell divider(String label, boolean highlight, Palette paint) {
        String plain = centre(label, highlight ? '=' : '-');
        if (!highlight || label.length() >= INNER) {
            return Cell.of(plain);
        }
        int left = plain.indexOf(label);
        String fill = plain.substring(0, left);
        String rest = plain.substring(left + label.length());
        return new Cell(plain, paint.highlight(fill) + label + paint.highlight(rest));
    }

    private static Cell tokens(List<TilesView.SegmentView> segments, String half, Palette paint) {
        StringBuilder plain = new StringBuilder();
        StringBuilder shown = new StringBuilder();
        for (TilesView.SegmentView s : segments) {
            for (TilesView.FeatureView f : s.features()) {
                if (f.half().equals(half)) {
                    plain.append(token(f));
                    shown.append(paint.feature(token(f)));
                }
            }
        }
        return new Cell(plain.toString(), shown.toString());
    }

    static String token(TilesView.FeatureView f) {
        switch (f.kind()) {
            case "knight": return "K" + f.strength();
            case "church": return "Ch";
            default: return "Wm";
        }
    }

    private static List<String> draw(Set<String> exits, Cell top, Cell divider, Cell bottom, boolean hi,
                                     Palette paint) {
        String corner = frame(hi ? "*" : "+", hi, paint);
        String side = frame(hi ? "*" : "|", hi, paint);
        String edges = frame((hi ? "=" : "-").repeat(2), hi, paint);
        String edge = frame(hi ? "=" : "-", hi, paint);
        String road = paint.road("o");
        List<String> lines = new ArrayList<>();
        lines.add(corner + edges + (exits.contains("N") ? road : edge) + edges + corner);
        lines.add(mark(exits, "NW", side, road) + centred(top) + mark(exits, "NE", side, road));
        lines.add(side + divider.shown() + side); // every divider is exactly INNER wide
        lines.add(mark(exits, "SW", side, road) + centred(bottom) + mark(exits, "SE", side, road));
        lines.add(corner + edges + (exits.contains("S") ? road : edge) + edges + corner);
        return lines;
    }

    private static String frame(String text, boolean highlight, Palette paint) {
        return highlight ? paint.highlight(text) : text;
    }

    private static String mark(Set<String> exits, String exit, String side, String road) {
        return exits.contains(exit) ? road : side;
    }

    /** A cell centred in the interior; one too wide is cut, and then shown plain. */
    private static String centred(Cell cell) {
        if (cell.plain().length() > INNER) {
            return centre(cell.plain(), ' ');
        }
        int pad = INNER - cell.plain().length();
        return " ".repeat((pad + 1) / 2) + cell.shown() + " ".repeat(pad / 2);
    }

    /** Centred in the 5-character interior; the odd space goes to the left. */
    static String centre(String text, char fill) {
        String t = text.length() > INNER ? text.substring(0, INNER) : text;
        int pad = INNER - t.length();
        String f = String.valueOf(fill);
        return f.repeat((pad + 1) / 2) + t + f.repeat(pad / 2);
    }
}
