package io.lamancha.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * Laying out text for an 80-column terminal: how wide a line shows (ANSI colour codes take no
 * room, combining marks none, East Asian wide characters two columns), and wrapping a line that is
 * too wide at word boundaries with a hanging indent. Every text line the server sends passes
 * {@link #wrap}, so none is wider than {@link #COLUMNS}.
 */
public final class TextLayout {

    /** The terminal width every text line fits. */
    public static final int COLUMNS = 80;

    private TextLayout() {
    }

    /** The columns {@code text} takes on a terminal. */
    public static int width(String text) {
        int width = 0;
        for (int i = 0; i < text.length(); ) {
            int skip = escapeLength(text, i);
            if (skip > 0) {
                i += skip;
                continue;
            }
            int cp = text.codePointAt(i);
            width += columns(cp);
            i += Character.charCount(cp);
        }
        return width;
    }

    /**
     * {@code line} as lines of at most {@code columns} columns: broken at spaces, continuation
     * lines indented by {@code indent} spaces; a word wider than a line is cut. A line that fits
     * comes back as it is.
     */
    public static List<String> wrap(String line, int columns, int indent) {
        if (width(line) <= columns) {
            return List.of(line);
        }
        if (indent >= columns / 2) {
            indent = 2;
        }
        List<String> out = new ArrayList<>();
        String pad = " ".repeat(indent);
        String rest = line;
        String prefix = "";
        while (width(prefix + rest) > columns) {
            int room = columns - width(prefix);
            int cut = breakPoint(rest, room);
            out.add(prefix + stripEnd(rest.substring(0, cut)));
            rest = rest.substring(cut).stripLeading();
            prefix = pad;
        }
        if (!rest.isEmpty()) {
            out.add(prefix + rest);
        }
        return out;
    }

    /** {@link #wrap} to {@link #COLUMNS} with a hanging indent of two. */
    public static List<String> wrap(String line) {
        return wrap(line, COLUMNS, 2);
    }

    /**
     * A list of items, each in brackets so that an item with spaces reads as one (moves such as
     * {@code [discard done]}): as many as fit after {@code head} on the first line, the rest on
     * lines that start with {@code continuation}. An item is never split.
     */
    public static List<String> bracketed(String head, List<String> items, String continuation) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder(head);
        for (String item : items) {
            String word = "[" + item + "]";
            String candidate = line.length() == 0 ? word : line + " " + word;
            if (width(candidate) > COLUMNS && line.length() > 0) {
                out.add(line.toString());
                line = new StringBuilder(continuation).append(word);
            } else {
                line = new StringBuilder(candidate);
            }
        }
        out.add(line.toString());
        return out;
    }

    /** Where to break {@code text} so that its head takes at most {@code room} columns. */
    private static int breakPoint(String text, int room) {
        int width = 0;
        int lastSpace = -1;
        int i = 0;
        while (i < text.length()) {
            int skip = escapeLength(text, i);
            if (skip > 0) {
                i += skip;
                continue;
            }
            int cp = text.codePointAt(i);
            int w = columns(cp);
            if (width + w > room) {
                break;
            }
            if (cp == ' ') {
                lastSpace = i;
            }
            width += w;
            i += Character.charCount(cp);
        }
        if (i >= text.length()) {
            return text.length();
        }
        if (lastSpace > 0 && text.charAt(i) != ' ' && !text.substring(0, lastSpace).isBlank()) {
            return lastSpace;
        }
        return Math.max(i, Character.charCount(text.codePointAt(0)));
    }

    private static String stripEnd(String s) {
        return s.stripTrailing();
    }

    /** Length of an ANSI CSI sequence ({@code ESC [ ... final}) starting at {@code i}, else 0. */
    private static int escapeLength(String s, int i) {
        if (s.charAt(i) != '\u001b' || i + 1 >= s.length() || s.charAt(i + 1) != '[') {
            return 0;
        }
        int j = i + 2;
        while (j < s.length() && (s.charAt(j) < 0x40 || s.charAt(j) > 0x7e)) {
            j++;
        }
        return Math.min(s.length(), j + 1) - i;
    }

    /** Columns of one code point: 0 for combining marks and zero-width ones, 2 for wide ones. */
    private static int columns(int cp) {
        int type = Character.getType(cp);
        if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || type == Character.FORMAT) {
            return 0;
        }
        return wide(cp) ? 2 : 1;
    }

    /** East Asian wide and full-width characters, and emoji, take two columns. */
    private static boolean wide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf && cp != 0x303f)
                || (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f)
                || (cp >= 0xff00 && cp <= 0xff60) || (cp >= 0xffe0 && cp <= 0xffe6) || (cp >= 0x1f300 && cp <= 0x1f64f)
                || (cp >= 0x1f900 && cp <= 0x1f9ff) || (cp >= 0x20000 && cp <= 0x3fffd);
    }
}
