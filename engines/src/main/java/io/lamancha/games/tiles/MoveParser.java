package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads a placement in the game's notation, {@code place <tile> [r]}, and its shorthands: without
 * the verb ({@code T07 r}), the {@code r} glued on ({@code T07r}) or said in words ({@code T07
 * rotated}), any case and spacing, and the current field in front ({@code C2 T07r}, the record
 * form) or after the tile ({@code T07 on C2}); another field is refused with the one this turn.
 */
final class MoveParser {

    /** A readable move: the tile id as the player typed it (upper case) and the turn. */
    record Parsed(String tileId, boolean rotated) {
    }

    /** Either a parsed move or a problem sentence. */
    record Outcome(Parsed move, String problem) {
    }

    private static final String PLACE = "place ";
    private static final String TURNED_SUFFIX = " r";
    static final String HOW = "Write place <tile> or place <tile> r (turned 180 degrees), e.g. place T07 r.";
    /** The words that turn a tile: {@code r}, and what people type for it. */
    private static final Set<String> TURNED = Set.of("R", "ROTATED", "TURNED", "TURN", "ROTATE", "180");

    private MoveParser() {
    }

    /**
     * @param knownIds every tile id of the set (ids ending in {@code R} stay readable this way)
     * @param current the current field, or null
     */
    static Outcome parse(String move, Set<String> knownIds, Field current) {
        Outcome canonical = canonical(move, knownIds);
        if (canonical != null) {
            return canonical;
        }
        List<String> words = words(move.trim().toUpperCase(Locale.ROOT));
        if (!words.isEmpty() && words.get(0).equals("PLACE")) {
            words.remove(0);
        }
        words.removeIf(w -> w.equals("ON") || w.equals("AT"));
        for (int end : new int[] {0, words.size() - 1}) {
            // the field in front (the record form) or after the tile (T07 on C3): it must be the current one
            if (words.size() > 1 && Field.parse(words.get(end)) != null && !isKnown(words.get(end), knownIds)) {
                Field named = Field.parse(words.remove(end));
                if (!named.equals(current)) {
                    return new Outcome(null, "This turn every tile goes on " + current + " (the field is drawn for"
                            + " everyone), not on " + named + ". " + HOW);
                }
                break;
            }
        }
        boolean rotated = false;
        if (words.size() == 2 && TURNED.contains(words.get(1))) {
            rotated = true;
            words.remove(1);
        }
        if (words.size() != 1 || words.get(0).isEmpty()) {
            return new Outcome(null, HOW);
        }
        String id = words.get(0);
        if (!rotated && !isKnown(id, knownIds) && id.endsWith("R") && isKnown(id.substring(0, id.length() - 1), knownIds)) {
            return new Outcome(new Parsed(id.substring(0, id.length() - 1), true), null);
        }
        if (!isKnown(id, knownIds)) {
            return new Outcome(null, "There is no tile " + printable(id) + ". " + HOW);
        }
        return new Outcome(new Parsed(id, rotated), null);
    }

    /**
     * The move as the legal moves write it, {@code place <tile>} or {@code place <tile> r} with a
     * known id as the set writes it (upper case), read as {@link #parse} reads it but at once: bots
     * send these; null for any other text, which {@link #parse} reads word by word.
     */
    private static Outcome canonical(String move, Set<String> knownIds) {
        if (!move.startsWith(PLACE)) {
            return null;
        }
        boolean rotated = move.endsWith(TURNED_SUFFIX) && move.length() >= PLACE.length() + TURNED_SUFFIX.length();
        String id = move.substring(PLACE.length(), move.length() - (rotated ? TURNED_SUFFIX.length() : 0));
        return knownIds.contains(id) ? new Outcome(new Parsed(id, rotated), null) : null;
    }

    /** The ids of these tiles in upper case: what {@link #parse} is given as known ids. */
    static Set<String> upperCaseIds(List<RoadTile> tiles) {
        Set<String> ids = new HashSet<>();
        for (RoadTile t : tiles) {
            ids.add(t.id().toUpperCase(Locale.ROOT));
        }
        return Set.copyOf(ids);
    }

    private static boolean isKnown(String upperId, Set<String> knownIds) {
        return knownIds.contains(upperId);
    }

    /**
     * The words of trimmed {@code text} between runs of whitespace (as the regex {@code \\s} has
     * it); one empty word for empty text.
     */
    private static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean space = i == text.length() || " \t\n\u000B\f\r".indexOf(text.charAt(i)) >= 0;
            if (space && start >= 0) {
                words.add(text.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        if (words.isEmpty()) {
            words.add("");
        }
        return words;
    }

    /** Echo only short, printable input back to the player. */
    private static String printable(String s) {
        return s.length() <= 12 && s.chars().allMatch(c -> c >= 0x21 && c < 0x7f) ? s : "like that";
    }
}
