package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Draws one principality as docs/games/quixote-tiles.md shows it: a header of column letters, then per
 * row five lines of boxes with the row number on the divider line; {@code =} between boxes marks a
 * join in the top or bottom lane, and the current field is highlighted.
 */
final class PrincipalityRender {

    private PrincipalityRender() {
    }

    static List<String> render(TilesView.BoardView board, String currentField, Palette paint) {
        Map<String, TilesView.FieldView> byName = new HashMap<>();
        board.fields().forEach(f -> byName.put(f.field(), f));
        List<String> lines = new ArrayList<>();
        StringBuilder header = new StringBuilder("   ");
        for (int c = 0; c < Field.COLS; c++) {
            header.append(c == 0 ? "" : " ").append("   ").append((char) ('A' + c)).append("   ");
        }
        lines.add(header.toString().stripTrailing());
        for (int r = 0; r < Field.ROWS; r++) {
            lines.addAll(row(r, byName, currentField, paint));
        }
        return lines;
    }

    private static List<String> row(int r, Map<String, TilesView.FieldView> byName, String currentField,
                                    Palette paint) {
        List<List<String>> boxes = new ArrayList<>();
        List<Set<String>> exits = new ArrayList<>();
        for (int c = 0; c < Field.COLS; c++) {
            String name = new Field(c, r).name();
            TilesView.FieldView f = byName.get(name);
            boolean hi = name.equals(currentField);
            boxes.add(f == null ? TileBox.empty(name, hi, paint) : TileBox.of(f, hi, paint));
            exits.add(f == null ? Set.of() : TileBox.exits(f.segments()));
        }
        List<String> lines = new ArrayList<>();
        for (int line = 0; line < 5; line++) {
            StringBuilder sb = new StringBuilder(line == 2 ? " " + (r + 1) + " " : "   ");
            for (int c = 0; c < Field.COLS; c++) {
                if (c > 0) {
                    sb.append(joins(line, exits.get(c - 1), exits.get(c)) ? paint.road("=") : " ");
                }
                sb.append(boxes.get(c).get(line));
            }
            lines.add(sb.toString().stripTrailing());
        }
        return lines;
    }

    /** Whether the left box's NE meets the right's NW (line 2) or SE meets SW (line 4): drawn {@code =}. */
    private static boolean joins(int line, Set<String> left, Set<String> right) {
        boolean top = line == 1 && left.contains("NE") && right.contains("NW");
        boolean bottom = line == 3 && left.contains("SE") && right.contains("SW");
        return top || bottom;
    }
}
