package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.List;

/**
 * Laying out the game's texts for an 80-column terminal: how wide a line shows (ANSI colour
 * codes take no room), the first of several phrasings that fits, and a list of names spread over
 * as many lines as it needs.
 */
final class TextFit {

    /** The terminal width every render and event line fits. */
    static final int COLUMNS = 80;

    private TextFit() {
    }

    /** The columns {@code line} takes: its characters without ANSI colour codes. */
    static int width(String line) {
        return plain(line).length();
    }

    /** {@code line} without ANSI colour codes. */
    static String plain(String line) {
        return line.replaceAll("\u001b\\[[0-9;]*m", "");
    }

    /** The first phrasing that fits {@link #COLUMNS}, else the last (the shortest one given). */
    static String firstFitting(String... phrasings) {
        for (String p : phrasings) {
            if (width(p) <= COLUMNS) {
                return p;
            }
        }
        return phrasings[phrasings.length - 1];
    }

    /**
     * {@code head} and then {@code items} separated by commas, ending in {@code end}, on as many
     * lines as it takes; continuation lines are indented by two. An item is never split.
     */
    static List<String> listed(String head, List<String> items, String end) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(head);
        for (int i = 0; i < items.size(); i++) {
            String word = items.get(i) + (i + 1 < items.size() ? "," : end);
            boolean first = line.length() == head.length();
            if (!first && width(line + " " + word) > COLUMNS) {
                lines.add(line.toString());
                line = new StringBuilder("  ").append(word);
            } else {
                line.append(first && head.isEmpty() ? "" : " ").append(word);
            }
        }
        if (items.isEmpty()) {
            line.append(end);
        }
        lines.add(line.toString());
        return lines;
    }
}
