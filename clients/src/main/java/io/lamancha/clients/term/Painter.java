package io.lamancha.clients.term;

import org.jline.utils.AttributedStyle;

/**
 * Colours for server lines when the terminal has them: errors red, the move prompt bold yellow,
 * whispers magenta, chat cyan names. Renders that the server coloured (/set color on) pass through.
 */
final class Painter {

    private Painter() {
    }

    /** The style for a whole line, or {@code null} to print it as it came. */
    static AttributedStyle styleOf(String line) {
        if (line.startsWith("error ")) {
            return AttributedStyle.DEFAULT.foreground(AttributedStyle.RED).bold();
        }
        if (line.startsWith(">> ")) {
            return AttributedStyle.DEFAULT.foreground(AttributedStyle.YELLOW).bold();
        }
        if (line.startsWith("*** ")) {
            return AttributedStyle.DEFAULT.foreground(AttributedStyle.GREEN);
        }
        if (line.startsWith("[") && line.contains("] <")) {
            return AttributedStyle.DEFAULT.foreground(AttributedStyle.CYAN);
        }
        if (line.contains(" whispers: ") || line.startsWith("(to ")) {
            return AttributedStyle.DEFAULT.foreground(AttributedStyle.MAGENTA);
        }
        return null;
    }
}
