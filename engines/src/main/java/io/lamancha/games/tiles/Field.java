package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One of the 24 fields of a principality: columns {@code A..H} left to right, rows {@code 1..3}
 * top to bottom, named like {@code C2}.
 *
 * @param col 0 for A .. 7 for H
 * @param row 0 for row 1 .. 2 for row 3
 */
record Field(int col, int row) {

    static final int COLS = 8;
    static final int ROWS = 3;

    /** Every field, row by row (A1, B1, .., H1, A2, ..). */
    static final List<Field> ALL = all();
    /** The name of each field, indexed like {@link #ALL}: events name a field at every move. */
    private static final String[] NAMES = names();

    Field {
        if (col < 0 || col >= COLS || row < 0 || row >= ROWS) {
            throw new IllegalArgumentException("no such field: col " + col + ", row " + row);
        }
    }

    private static List<Field> all() {
        List<Field> fields = new ArrayList<>();
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) {
                fields.add(new Field(c, r));
            }
        }
        return List.copyOf(fields);
    }

    private static String[] names() {
        String[] names = new String[COLS * ROWS];
        for (int i = 0; i < names.length; i++) {
            names[i] = (char) ('A' + i % COLS) + Integer.toString(i / COLS + 1);
        }
        return names;
    }

    /** The field named like {@code c2} (case-insensitive), or null. */
    static Field parse(String name) {
        String n = name.trim().toUpperCase(Locale.ROOT);
        if (n.length() != 2) {
            return null;
        }
        int c = n.charAt(0) - 'A';
        int r = n.charAt(1) - '1';
        return c >= 0 && c < COLS && r >= 0 && r < ROWS ? new Field(c, r) : null;
    }

    /** Position in {@link #ALL}. */
    int index() {
        return row * COLS + col;
    }

    String name() {
        return NAMES[index()];
    }

    /** Whether this exit of this field lies on the principality's outer boundary. */
    boolean leadsOutside(Exit exit) {
        switch (exit) {
            case N: return row == 0;
            case S: return row == ROWS - 1;
            case NW: case SW: return col == 0;
            default: return col == COLS - 1;
        }
    }

    /** Touching includes diagonal contact: the castles must not touch. */
    boolean touches(Field other) {
        return Math.max(Math.abs(col - other.col), Math.abs(row - other.row)) < 2;
    }

    @Override
    public String toString() {
        return name();
    }
}
