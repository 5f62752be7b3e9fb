package io.lamancha.server.net;

/**
 * Makes user text safe to show on anyone's terminal. A pure function.
 *
 * <p>Removes, as whole sequences: CSI ({@code ESC [ params final} and 8-bit U+009B), OSC/DCS/SOS/
 * PM/APC strings ({@code ESC ] ... BEL or ESC \}, their 8-bit forms too) and other {@code ESC x}
 * escapes. Removes every remaining C0 control (TAB becomes a space), DEL, C1 controls
 * U+0080..U+009F and the bidi embedding/override/isolate controls U+202A..U+202E and
 * U+2066..U+2069. Everything else, including accents, CJK and emoji, is kept unchanged.
 */
public final class TextSanitizer {

    private static final char ESC = 0x1B;
    private static final char BEL = 0x07;
    private static final char CSI_8BIT = 0x9B;
    private static final char ST_8BIT = 0x9C;

    private TextSanitizer() {
    }

    /** The text without terminal control sequences and control characters; never null. */
    public static String sanitize(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ESC) {
                i = afterEscape(text, i + 1);
            } else if (c == CSI_8BIT) {
                i = afterControlSequence(text, i + 1);
            } else if (startsControlString8Bit(c)) {
                i = afterControlString(text, i + 1);
            } else {
                if (c == '\t') {
                    out.append(' ');
                } else if (!isRemoved(c)) {
                    // Surrogates pass through as they are: printable supplementary characters stay whole.
                    out.append(c);
                }
                i++;
            }
        }
        return text.contentEquals(out) ? text : out.toString();
    }

    /** Whether a single character is a control the output never carries. */
    static boolean isRemoved(int c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069);
    }

    /** Index after the escape sequence whose ESC stood just before {@code i}. */
    private static int afterEscape(String text, int i) {
        if (i >= text.length()) {
            return i;
        }
        char c = text.charAt(i);
        if (c == '[') {
            return afterControlSequence(text, i + 1);
        }
        if (c == ']' || c == 'P' || c == 'X' || c == '^' || c == '_') {
            return afterControlString(text, i + 1);
        }
        int j = i;
        while (j < text.length() && text.charAt(j) >= 0x20 && text.charAt(j) <= 0x2F) {
            j++; // intermediate bytes, as in ESC ( B
        }
        if (j < text.length() && text.charAt(j) >= 0x30 && text.charAt(j) <= 0x7E) {
            return j + 1;
        }
        // A lone ESC: drop it and read what follows as text.
        return j;
    }

    /** Index after a CSI body: parameter and intermediate bytes, then one final byte. */
    private static int afterControlSequence(String text, int i) {
        while (i < text.length() && text.charAt(i) >= 0x20 && text.charAt(i) <= 0x3F) {
            i++;
        }
        if (i < text.length() && text.charAt(i) >= 0x40 && text.charAt(i) <= 0x7E) {
            i++;
        }
        return i;
    }

    /** Index after a control string ended by BEL, ST or ESC \; a new ESC ends it too. */
    private static int afterControlString(String text, int i) {
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == BEL || c == ST_8BIT) {
                return i + 1;
            }
            if (c == ESC) {
                return i + 1 < text.length() && text.charAt(i + 1) == '\\' ? i + 2 : i;
            }
            i++;
        }
        return i;
    }

    private static boolean startsControlString8Bit(char c) {
        return c == 0x90 || c == 0x98 || c == 0x9D || c == 0x9E || c == 0x9F;
    }
}
