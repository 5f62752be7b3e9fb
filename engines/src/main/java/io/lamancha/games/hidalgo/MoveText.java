package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Turns what a player typed into canonical notation: case and spacing do not matter, a PLAY line is
 * read as one {@link PlaySubmission} (a bare {@code C50} or {@code blind} is a play; items may come
 * before or after the card, with or without {@code item}), card and adventure lists are sorted, and
 * a bare {@code discard} at the end of chapter I means {@code discard done}.
 */
final class MoveText {

    // Compiled once: canonical() runs for every move the server is sent.
    private static final Pattern SEPARATORS = Pattern.compile("[,;]");
    private static final Pattern VOTE_SIGN = Pattern.compile("([+-])3?(?=\\s|$)");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern TYPED_ID = Pattern.compile("[ca][0-9]{1,6}");
    private static final Pattern ID = Pattern.compile("[CA][0-9]+");

    private MoveText() {
    }

    static String canonical(Phase phase, String raw) {
        String text = raw == null ? "" : raw.toLowerCase(Locale.ROOT);
        if (phase == Phase.PLAY) {
            // "donkey+3, tent" reads as "donkey + tent"
            text = VOTE_SIGN.matcher(SEPARATORS.matcher(text).replaceAll(" ")).replaceAll(" $1 ");
        }
        text = SPACES.matcher(text.trim()).replaceAll(" ");
        if (text.isEmpty()) {
            return "";
        }
        List<String> words = new ArrayList<>(Arrays.asList(text.split(" ")));
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (TYPED_ID.matcher(w).matches()) {
                words.set(i, w.substring(0, 1).toUpperCase(Locale.ROOT) + Integer.parseInt(w.substring(1)));
            }
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

    private static int byNumber(String a, String b) {
        return Integer.compare(number(a), number(b));
    }

    private static int number(String id) {
        return ID.matcher(id).matches() ? Integer.parseInt(id.substring(1)) : Integer.MAX_VALUE;
    }
}
