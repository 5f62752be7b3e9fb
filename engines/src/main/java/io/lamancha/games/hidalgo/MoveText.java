package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns what a player typed into canonical notation: case and spacing do not matter, a PLAY line is
 * read as one {@link PlaySubmission} (a bare {@code C50} or {@code blind} is a play; items may come
 * before or after the card, with or without {@code item}), card and adventure lists are sorted, and
 * a bare {@code discard} at the end of chapter I means {@code discard done}.
 *
 * <p>It runs for every move the server is sent, so it reads the text in one pass, char by char:
 * in PLAY a {@code ,} or {@code ;} separates like a space, and a vote sign ({@code +}, {@code -},
 * {@code +3}, {@code -3}) that ends a word stands as a word of its own without its 3
 * ({@code donkey+3} reads as {@code donkey +}); words are split at runs of whitespace (space, tab,
 * line breaks, form feed), after any control characters at either end are cut off; and a typed id,
 * {@code c} or {@code a} with one to six digits, is written {@code C<n>} or {@code A<n>} without
 * leading zeros.
 */
final class MoveText {

    private static final int MOST_ID_DIGITS = 6;

    private MoveText() {
    }

    static String canonical(Phase phase, String raw) {
        List<String> words = words(phase, raw);
        if (words.isEmpty()) {
            return "";
        }
        if (phase == Phase.PLAY) {
            PlaySubmission play = PlaySubmission.parse(words);
            return play == null ? String.join(" ", words) : play.canonical();
        }
        if (phase == Phase.CHAPTER_DISCARD && words.equals(List.of("discard"))) {
            words.add("done");
        }
        if (words.get(0).equals("discard") || words.get(0).equals("keep")) {
            List<String> rest = new ArrayList<>(words.subList(1, words.size()));
            rest.sort(MoveText::byNumber);
            words = new ArrayList<>(List.of(words.get(0)));
            words.addAll(rest);
        }
        return String.join(" ", words);
    }

    /** The number of a card code {@code C<n>}. */
    static int cardId(String code) {
        return Integer.parseInt(code, 1, code.length(), 10);
    }

    /** A PLAY line read as a submission, or null when its words are not one (see {@link PlaySubmission#parse}). */
    static PlaySubmission play(String raw) {
        PlaySubmission written = PlaySubmission.asWritten(raw);
        if (written != null) {
            return written;
        }
        List<String> words = words(Phase.PLAY, raw);
        return words.isEmpty() ? null : PlaySubmission.parse(words);
    }

    /** The typed words, lower case but for typed ids; empty for a blank line. */
    static List<String> words(Phase phase, String raw) {
        boolean play = phase == Phase.PLAY;
        String text = raw == null ? "" : raw.toLowerCase(Locale.ROOT);
        if (play) {
            text = text.replace(',', ' ').replace(';', ' ');
        }
        int start = 0;
        int end = text.length();
        while (start < end && text.charAt(start) <= ' ') {
            start++;
        }
        while (end > start && text.charAt(end - 1) <= ' ') {
            end--;
        }
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            int sign = play ? voteSignLength(text, i) : 0;
            if (sign > 0) {
                addWord(words, word);
                word.append(c);
                addWord(words, word);
                i += sign - 1;
            } else if (isSpace(c)) {
                addWord(words, word);
            } else {
                word.append(c);
            }
        }
        addWord(words, word);
        return words;
    }

    /**
     * How many chars a vote sign at {@code i} takes ({@code +} or {@code -}, perhaps with a
     * {@code 3}) when a word ends after it; else 0.
     */
    private static int voteSignLength(String text, int i) {
        char c = text.charAt(i);
        if (c != '+' && c != '-') {
            return 0;
        }
        if (i + 1 < text.length() && text.charAt(i + 1) == '3' && endsWord(text, i + 2)) {
            return 2;
        }
        return endsWord(text, i + 1) ? 1 : 0;
    }

    /**
     * Whether a word ends before {@code i}: whitespace follows, or the end of the text, or only a
     * line terminator (as a regular expression's {@code $} has it).
     */
    private static boolean endsWord(String text, int i) {
        if (i >= text.length()) {
            return true;
        }
        char c = text.charAt(i);
        return isSpace(c) || i == text.length() - 1 && (c == '\u0085' || c == '\u2028' || c == '\u2029');
    }

    /** Whitespace between words: the characters a regular expression's {@code \s} matches. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** Adds the word built so far, if any, written as an id when it is a typed one; empties the builder. */
    private static void addWord(List<String> words, StringBuilder word) {
        if (word.length() == 0) {
            return;
        }
        words.add(isTypedId(word) ? Character.toUpperCase(word.charAt(0)) + Integer.toString(number(word))
                : word.toString());
        word.setLength(0);
    }

    /** {@code c} or {@code a} and one to six digits. */
    private static boolean isTypedId(CharSequence w) {
        return (w.charAt(0) == 'c' || w.charAt(0) == 'a') && w.length() >= 2 && w.length() <= 1 + MOST_ID_DIGITS
                && digitsFrom(w, 1);
    }

    private static boolean digitsFrom(CharSequence w, int from) {
        for (int i = from; i < w.length(); i++) {
            if (w.charAt(i) < '0' || w.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** The number of a written id; only ever called on an id of at most six digits. */
    private static int number(CharSequence id) {
        return Integer.parseInt(id, 1, id.length(), 10);
    }

    private static int byNumber(String a, String b) {
        return Integer.compare(sortKey(a), sortKey(b));
    }

    /** The number of an id {@code C<n>} or {@code A<n>}; anything else sorts last. */
    private static int sortKey(String word) {
        return (word.charAt(0) == 'C' || word.charAt(0) == 'A') && word.length() >= 2 && digitsFrom(word, 1)
                ? number(word) : Integer.MAX_VALUE;
    }
}
