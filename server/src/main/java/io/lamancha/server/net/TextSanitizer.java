package io.lamancha.server.net;

/**
 * Makes user text safe to show on anyone's terminal, and keeps it on one line. A pure function;
 * sanitising twice gives what sanitising once gave.
 *
 * <p>Removes, as whole sequences: CSI ({@code ESC [ params final} and 8-bit U+009B), OSC/DCS/SOS/
 * PM/APC strings ({@code ESC ] ... BEL or ESC \}, their 8-bit forms too) and other {@code ESC x}
 * escapes. Removes every remaining C0 control, DEL, C1 controls U+0080..U+009F, and every format
 * character (Unicode category Cf: the bidi embeddings, overrides, isolates and marks such as
 * U+202E, U+2066 and U+200E, zero-width spaces, soft hyphens, tags, ...), except a zero-width
 * joiner or non-joiner (U+200D, U+200C) that stands between two visible characters of which one
 * is not ASCII (emoji sequences, Persian, Indic scripts). TAB and the line and paragraph
 * separators U+2028 and U+2029 become spaces. A character keeps at most {@value #MAX_MARKS}
 * combining marks (categories Mn, Mc, Me); further ones are dropped. A lone surrogate becomes
 * U+FFFD. The other default-ignorable and blank characters go too ({@link #isBlankLetter}: the
 * Hangul fillers, the Braille blank, ...), and a variation selector stays only after a character
 * that is not ASCII. Everything else, including accents, CJK and emoji, is kept unchanged.
 */
public final class TextSanitizer {

    /** Combining marks kept on one character; a flood of them ("zalgo") is cut to this many. */
    static final int MAX_MARKS = 4;

    private static final char ESC = 0x1B;
    private static final char BEL = 0x07;
    private static final char CSI_8BIT = 0x9B;
    private static final char ST_8BIT = 0x9C;
    private static final int ZWNJ = 0x200C;
    private static final int ZWJ = 0x200D;

    private TextSanitizer() {
    }

    /** The text without terminal control sequences, controls and invisible characters; never null. */
    public static String sanitize(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int marks = 0;
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
                int cp = text.codePointAt(i);
                i += Character.charCount(cp);
                marks = appendKept(out, cp, text, i, marks);
            }
        }
        return text.contentEquals(out) ? text : out.toString();
    }

    /**
     * Appends what {@code cp} (from {@code text}, before {@code next}) becomes, if anything, and
     * returns how many combining marks the current character has after it.
     */
    private static int appendKept(StringBuilder out, int cp, String text, int next, int marks) {
        if (isBlankLetter(cp) || isVariationSelector(cp) && !afterNonAscii(out)) {
            return marks; // it only chooses how the character before it looks: an emoji's, an ideograph's
        }
        if (isMark(cp)) {
            if (marks < MAX_MARKS) {
                out.appendCodePoint(cp);
                return marks + 1;
            }
            return marks;
        }
        if (cp == ZWJ || cp == ZWNJ) {
            if (joins(out, text, next)) {
                out.appendCodePoint(cp);
            }
            return marks;
        }
        if (cp == '\t' || cp == 0x2028 || cp == 0x2029) {
            out.append(' ');
        } else if (!isRemoved(cp)) {
            out.appendCodePoint(cp);
        } else if (Character.getType(cp) == Character.SURROGATE) {
            out.append('\uFFFD'); // a lone one: codePointAt found no pair
        } else {
            return marks;
        }
        return 0;
    }

    /**
     * Whether a single code point is one the output never carries: C0 controls (TAB becomes a
     * space), DEL, C1 controls, format characters but the two joiners, the line and paragraph
     * separators (they become spaces) and lone surrogates.
     */
    static boolean isRemoved(int c) {
        if (c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || isBlankLetter(c)) {
            return true;
        }
        int type = Character.getType(c);
        return (type == Character.FORMAT && c != ZWJ && c != ZWNJ) || type == Character.SURROGATE;
    }

    /**
     * The default-ignorable code points that are not format characters, and the blank that looks
     * like nothing: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the combining grapheme
     * joiner U+034F, the Khmer inherent vowels U+17B4 and U+17B5, the Mongolian free variation
     * selectors U+180B..U+180F, the reserved U+2065 and U+FFF0..U+FFF8 and U+E0000..U+E0FFF (but the
     * variation selectors, see {@link #isVariationSelector}), and the Braille blank U+2800. They
     * would let a line, or a name in a line, look empty or like another.
     */
    static boolean isBlankLetter(int c) {
        return c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800 || c == 0x034F
                || c == 0x17B4 || c == 0x17B5 || (c >= 0x180B && c <= 0x180F) || c == 0x2065
                || (c >= 0xFFF0 && c <= 0xFFF8) || (c >= 0xE0000 && c <= 0xE0FFF && !isVariationSelector(c));
    }

    /** U+FE00..U+FE0F and U+E0100..U+E01EF: kept only after a character that is not ASCII (emoji). */
    static boolean isVariationSelector(int c) {
        return (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xE0100 && c <= 0xE01EF);
    }

    private static boolean afterNonAscii(CharSequence out) {
        return out.length() > 0 && out.charAt(out.length() - 1) > 0x7F;
    }

    /** Whether {@code cp} is a combining mark (categories Mn, Mc, Me). */
    static boolean isMark(int cp) {
        int type = Character.getType(cp);
        return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK;
    }

    /**
     * Whether a joiner found before {@code next} joins: the character kept before it and the one
     * after it are visible, that one is no mark, and they are not both ASCII. The one after is
     * always kept, so a kept joiner joins again when the output is sanitised once more.
     */
    private static boolean joins(CharSequence out, String text, int next) {
        if (out.length() == 0 || next >= text.length()) {
            return false;
        }
        int before = Character.codePointBefore(out, out.length());
        int after = text.codePointAt(next);
        return isVisible(before) && isVisible(after) && !isMark(after) && (before > 0x7F || after > 0x7F);
    }

    private static boolean isVisible(int cp) {
        return cp != ZWJ && cp != ZWNJ && !isRemoved(cp) && !Character.isWhitespace(cp) && !Character.isSpaceChar(cp);
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
