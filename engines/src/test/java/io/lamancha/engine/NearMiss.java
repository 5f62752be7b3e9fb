package io.lamancha.engine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * One way of getting a legal move slightly wrong, as a typing player or a hostile client would:
 * case changed, padded, truncated, a character dropped, doubled or replaced, unicode look-alikes
 * and invisible marks slipped in, numbers bent, words reordered or repeated, two moves run
 * together. Applied to whatever move the position offers, so one arbitrary fits every game.
 *
 * @param kind what is done
 * @param at where in the move it is done (taken modulo the move's length)
 * @param text what is put in, where the kind puts something in
 */
record NearMiss(Kind kind, int at, String text) {

    enum Kind {
        UPPER_CASE, LOWER_CASE, FLIP_CASE_AT, PAD, TRUNCATE, DROP_AT, DOUBLE_AT, REPLACE_AT, INSERT_AT,
        BEND_NUMBER, DOUBLE_SPACES, SQUEEZE_SPACES, REORDER_WORDS, DROP_WORD, REPEAT_WORD, APPEND
    }

    /**
     * Characters that trip parsers: look-alikes that case-fold to ASCII (Kelvin sign, dotless and
     * dotted i, long s, fullwidth forms), separators, whitespace a trim does not remove, invisible
     * and direction marks, combining marks, controls, a lone surrogate and an astral character.
     */
    private static final List<String> TRICKY = List.of("\u212A", "\u0131", "\u0130", "\u017F", "\uFF11", "\uFF22",
            "\u00DF", "\uFB01", "/", "//", " ", "  ", "\t", "\u00A0", "\u3000", "\u2028", "\u200B", "\u200E", "\u202E",
            "\uFEFF", "\u0301", "\u0000", "\u001B[2J", "\u007F", "\uD800", "\uD83C\uDCA1", "-", "+", "0", "9", "00",
            ",", ";", ".", "#", "*", "?", "r", "R", "x", "pass", "play", "all", "%s", "\\", "\"");

    /** Mutations with every kind, place and inserted text. */
    static Arbitrary<NearMiss> any() {
        Arbitrary<String> inserted = Arbitraries.oneOf(Arbitraries.of(TRICKY),
                Arbitraries.strings().all().ofMinLength(1).ofMaxLength(3));
        return Combinators.combine(Arbitraries.of(Kind.class), Arbitraries.integers().between(0, 1000), inserted)
                .as(NearMiss::new);
    }

    /** {@code move} with this mutation; {@code other} is a second move that {@link Kind#APPEND} may add. */
    String applyTo(String move, String other) {
        int n = move.length();
        int i = n == 0 ? 0 : at % n;
        switch (kind) {
            case UPPER_CASE:
                return move.toUpperCase(Locale.ROOT);
            case LOWER_CASE:
                return move.toLowerCase(Locale.ROOT);
            case FLIP_CASE_AT:
                return n == 0 ? move : move.substring(0, i) + flipCase(move.charAt(i)) + move.substring(i + 1);
            case PAD:
                return at % 3 == 0 ? text + move : at % 3 == 1 ? move + text : text + move + text;
            case TRUNCATE:
                return move.substring(0, n == 0 ? 0 : at % n);
            case DROP_AT:
                return n == 0 ? move : move.substring(0, i) + move.substring(i + 1);
            case DOUBLE_AT:
                return n == 0 ? move : move.substring(0, i + 1) + move.substring(i);
            case REPLACE_AT:
                return n == 0 ? text : move.substring(0, i) + text + move.substring(i + 1);
            case INSERT_AT:
                return move.substring(0, i) + text + move.substring(i);
            case BEND_NUMBER:
                return bendNumber(move);
            case DOUBLE_SPACES:
                return move.replace(" ", "  ");
            case SQUEEZE_SPACES:
                return move.replace(" ", "");
            case REORDER_WORDS:
                return reorderWords(move);
            case DROP_WORD:
                return dropWord(move);
            case REPEAT_WORD:
                return repeatWord(move);
            case APPEND:
                return move + (at % 2 == 0 ? " " : "") + other;
            default:
                throw new IllegalStateException(kind.toString());
        }
    }

    private static char flipCase(char c) {
        return Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c);
    }

    /** The first number in the move made one more, a leading zero, negative, huge, or too long for a long. */
    private String bendNumber(String move) {
        int start = 0;
        while (start < move.length() && !Character.isDigit(move.charAt(start))) {
            start++;
        }
        if (start == move.length()) {
            return move + at;
        }
        int end = start;
        while (end < move.length() && Character.isDigit(move.charAt(end))) {
            end++;
        }
        String digits = move.substring(start, end);
        String bent;
        switch (at % 5) {
            case 0:
                bent = new BigInteger(digits).add(BigInteger.ONE).toString();
                break;
            case 1:
                bent = "0" + digits;
                break;
            case 2:
                bent = "-" + digits;
                break;
            case 3:
                bent = "2147483648";
                break;
            default:
                bent = "99999999999999999999999";
        }
        return move.substring(0, start) + bent + move.substring(end);
    }

    /** Words (split at spaces and slashes) rotated by {@code at}, keeping the separators in place. */
    private String reorderWords(String move) {
        List<String> words = new ArrayList<>(List.of(move.split("[ /]", -1)));
        if (words.size() < 2) {
            return move;
        }
        Collections.rotate(words, 1 + at % (words.size() - 1));
        StringBuilder out = new StringBuilder();
        int w = 0;
        out.append(words.get(w++));
        for (char c : move.toCharArray()) {
            if (c == ' ' || c == '/') {
                out.append(c).append(words.get(w++));
            }
        }
        return out.toString();
    }

    private String dropWord(String move) {
        String[] words = move.split(" ", -1);
        if (words.length < 2) {
            return "";
        }
        List<String> kept = new ArrayList<>(List.of(words));
        kept.remove(at % words.length);
        return String.join(" ", kept);
    }

    private String repeatWord(String move) {
        String[] words = move.split(" ", -1);
        List<String> out = new ArrayList<>(List.of(words));
        int w = at % words.length;
        out.add(w, words[w]);
        return String.join(" ", out);
    }
}
