package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays the text render out for an 80-column terminal: how wide a line shows (colour codes take no
 * room) and a too-wide line broken at spaces, its continuation indented under its first words.
 */
final class Columns {

    /** The terminal width every render line fits. */
    static final int WIDTH = 80;

    private Columns() {
    }

    /** The columns {@code text} shows in: its characters, colour codes left out. */
    static int width(String text) {
        int width = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\u001b') {
                int end = text.indexOf('m', i);
                i = end < 0 ? text.length() : end;
            } else if (!Character.isLowSurrogate(text.charAt(i))) {
                width++;
            }
        }
        return width;
    }

    /** Adds {@code line} to {@code into}, broken at spaces into lines of at most {@link #WIDTH} columns. */
    static void fit(String line, int indent, List<String> into) {
        String rest = line;
        String pad = "";
        while (width(pad + rest) > WIDTH) {
            int cut = cut(rest, WIDTH - pad.length());
            into.add(pad + rest.substring(0, cut).stripTrailing());
            rest = rest.substring(cut).stripLeading();
            pad = " ".repeat(indent);
        }
        if (!rest.isEmpty() || pad.isEmpty()) {
            into.add(pad + rest);
        }
    }

    /** Every line of {@code lines} fitted, continuations indented by 4. */
    static List<String> fitAll(List<String> lines) {
        List<String> out = new ArrayList<>();
        lines.forEach(l -> fit(l, 4, out));
        return out;
    }

    /** Where to break {@code text} to show in {@code room} columns: the last space that fits, else mid-word. */
    private static int cut(String text, int room) {
        int lastSpace = -1;
        int shown = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\u001b') {
                int end = text.indexOf('m', i);
                i = end < 0 ? text.length() : end;
                continue;
            }
            if (shown == room) {
                return c == ' ' ? i : lastSpace > 0 ? lastSpace : i;
            }
            if (c == ' ') {
                lastSpace = i;
            }
            shown++;
        }
        return text.length();
    }
}
