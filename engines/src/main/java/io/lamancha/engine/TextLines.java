package io.lamancha.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Laying out a render or an event text for an 80-column terminal. Widths are what a terminal
 * shows: the colour codes of {@link Ansi} take no room. Games lay out their lines with these
 * rather than leaving long lines to the server's wrap.
 */
public final class TextLines {

    /** The terminal width every line of a render or event text fits. */
    public static final int COLUMNS = 80;

    private static final Pattern ANSI = Pattern.compile("\u001b\\[[0-9;]*m");

    private TextLines() {
    }

    /** The columns {@code text} takes on a terminal: colour codes take none. */
    public static int width(String text) {
        return text.indexOf('\u001b') < 0 ? text.length() : ANSI.matcher(text).replaceAll("").length();
    }

    /**
     * {@code head} and then the tokens, one space apart (none after an empty head or at the start
     * of a continued line), in lines of at most {@link #COLUMNS} columns; a line that would pass
     * it goes on after {@code indent}. A token is never split.
     */
    public static List<String> wrap(String head, List<String> tokens, String indent) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(head);
        int width = width(head);
        boolean gap = !head.isEmpty();
        for (String token : tokens) {
            int tokenWidth = width(token);
            if (width + (gap ? 1 : 0) + tokenWidth > COLUMNS && width > indent.length()) {
                lines.add(line.toString().stripTrailing());
                line = new StringBuilder(indent);
                width = indent.length();
                gap = false;
            }
            if (gap) {
                line.append(' ');
                width++;
            }
            line.append(token);
            width += tokenWidth;
            gap = true;
        }
        lines.add(line.toString());
        return lines;
    }

    /**
     * A sentence as an event text: as it is when it fits, else broken between words into lines
     * of at most {@link #COLUMNS} columns, the later ones indented by two spaces and joined by
     * {@code \n}.
     */
    public static String fit(String sentence) {
        if (width(sentence) <= COLUMNS) {
            return sentence;
        }
        return String.join("\n", wrap("", List.of(sentence.split(" ")), "  "));
    }
}
