package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * A move as typed: a code name ({@code 1/1/6}, {@code 1 1 6}, {@code 116}), the cards put under
 * the stockpile ({@code back 5 6}) or a penalty card ({@code penalty 3}).
 */
sealed interface Move {

    /** Canonical notation, as stored and replayed. */
    String notation();

    /** Sends an agent under this code name. */
    record Play(CodeName code) implements Move {
        @Override
        public String notation() {
            return code.notation();
        }
    }

    /** Puts these cards, ascending, under the own stockpile. */
    record Back(List<Integer> cards) implements Move {
        public Back {
            List<Integer> sorted = new ArrayList<>(cards);
            Collections.sort(sorted);
            cards = List.copyOf(sorted);
        }

        @Override
        public String notation() {
            return "back " + Cards.spaced(cards);
        }
    }

    /** Lays this hand card out as a penalty card (cooperative variant). */
    record Penalty(int card) implements Move {
        @Override
        public String notation() {
            return "penalty " + card;
        }
    }

    /**
     * Reads a move, case-insensitive, with spaces, {@code /} or {@code ,} between numbers.
     *
     * @throws IllegalArgumentException with a sentence saying how moves are written
     */
    static Move parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        if (t.startsWith("back")) {
            return new Back(numbers(t.substring(4), "back 5 6"));
        }
        if (t.startsWith("penalty")) {
            List<Integer> cards = numbers(t.substring(7), "penalty 3");
            if (cards.size() != 1) {
                throw new IllegalArgumentException("Name exactly one hand card as the penalty card, e.g. penalty 3.");
            }
            return new Penalty(cards.get(0));
        }
        return new Play(CodeName.of(numbers(t, "1/1/6")));
    }

    private static List<Integer> numbers(String text, String example) {
        List<Integer> cards = new ArrayList<>();
        for (char ch : text.toCharArray()) {
            if (ch >= '0' && ch <= '6') {
                cards.add(ch - '0');
            } else if (ch != ' ' && ch != '/' && ch != ',' && ch != '\t') {
                throw new IllegalArgumentException("Write card numbers 0 to 6, e.g. " + example
                        + " (see /moves for what you can play).");
            }
        }
        if (cards.isEmpty()) {
            throw new IllegalArgumentException("Name at least one card, e.g. " + example
                    + " (see /moves for what you can play).");
        }
        return cards;
    }
}
