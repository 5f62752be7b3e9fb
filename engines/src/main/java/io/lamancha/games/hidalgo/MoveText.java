package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Turns what a player typed into canonical notation: case and spacing do not matter, a bare card
 * ({@code C50}) or {@code blind} means a play during PLAY, card and adventure lists are sorted, and
 * a bare {@code discard} at the end of chapter I means {@code discard done}.
 */
final class MoveText {

    private MoveText() {
    }

    static String canonical(Phase phase, String raw) {
        String text = raw == null ? "" : raw.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        if (text.isEmpty()) {
            return "";
        }
        List<String> words = new ArrayList<>(Arrays.asList(text.split(" ")));
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (w.matches("[ca][0-9]{1,6}")) {
                words.set(i, w.substring(0, 1).toUpperCase(Locale.ROOT) + Integer.parseInt(w.substring(1)));
            }
        }
        if (phase == Phase.PLAY && words.size() == 1 && (words.get(0).matches("C[0-9]+") || words.get(0).equals("blind"))) {
            words.add(0, "play");
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
        return id.matches("[CA][0-9]+") ? Integer.parseInt(id.substring(1)) : Integer.MAX_VALUE;
    }
}
