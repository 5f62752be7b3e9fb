package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Reads a placement in the game's notation, {@code place <tile> [r]}, and its shorthands: without
 * the verb ({@code T07 r}), the {@code r} glued on ({@code T07r}), any case and spacing, and the
 * record form with the current field in front ({@code C2 T07r}).
 */
final class MoveParser {

    /** A readable move: the tile id as the player typed it (upper case) and the turn. */
    record Parsed(String tileId, boolean rotated) {
    }

    /** Either a parsed move or a problem sentence. */
    record Outcome(Parsed move, String problem) {
    }

    static final String HOW = "Write place <tile> or place <tile> r (turned 180 degrees), e.g. place T07 r.";

    private MoveParser() {
    }

    /**
     * @param knownIds every tile id of the set (ids ending in {@code R} stay readable this way)
     * @param current the current field, or null
     */
    static Outcome parse(String move, List<String> knownIds, Field current) {
        List<String> words = new ArrayList<>(Arrays.asList(move.trim().toUpperCase(Locale.ROOT).split("\\s+")));
        if (!words.isEmpty() && words.get(0).equals("PLACE")) {
            words.remove(0);
        }
        if (words.size() > 1 && Field.parse(words.get(0)) != null && !isKnown(words.get(0), knownIds)) {
            Field named = Field.parse(words.remove(0));
            if (!named.equals(current)) {
                return new Outcome(null, "Tiles go on the current field " + current + ", not on " + named
                        + ". " + HOW);
            }
        }
        boolean rotated = false;
        if (words.size() == 2 && words.get(1).equals("R")) {
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

    private static boolean isKnown(String upperId, List<String> knownIds) {
        return knownIds.stream().anyMatch(k -> k.equalsIgnoreCase(upperId));
    }

    /** Echo only short, printable input back to the player. */
    private static String printable(String s) {
        return s.length() <= 12 && s.chars().allMatch(c -> c >= 0x21 && c < 0x7f) ? s : "like that";
    }
}
