package io.lamancha.games.tricks;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a move (a card code such as {@code R7}, {@code b11}, {@code P}, or the word {@code pass};
 * any case, spaces ignored) and explains refusals without naming any card the mover cannot see.
 */
final class MoveParser {

    static final String HOW_TO_WRITE =
            "Name a card from your hand: e.g. R7, b11, or P (pass).";

    private MoveParser() {
    }

    /** The card named by {@code move}, or {@code null} when it names none. */
    static Card parse(String move) {
        StringBuilder letters = new StringBuilder(move.length());
        for (int i = 0; i < move.length(); i++) {
            char ch = move.charAt(i);
            if (!Character.isWhitespace(ch)) {
                letters.append(ch);
            }
        }
        String compact = letters.toString().toUpperCase(Locale.ROOT);
        if (compact.equals("PASS")) {
            return Card.PASS;
        }
        return Card.parse(compact);
    }

    /** Why {@code card} may not be played from {@code hand} into {@code trick}; empty when it may. */
    static Optional<String> refusal(Card card, List<Card> hand, Trick trick) {
        if (!hand.contains(card)) {
            return Optional.of(card.isPass() ? "You hold no pass card; play a card from your hand."
                    : "You do not hold " + card.code() + "; play a card from your hand.");
        }
        if (trick.playable(hand).contains(card)) {
            return Optional.empty();
        }
        Colour colour = trick.startingColour();
        String orPass = hand.contains(Card.PASS) ? " or a pass card" : "";
        return Optional.of("Follow " + colour.word() + ": play a " + colour.word() + " card (" + colour.code() + ")"
                + orPass + ".");
    }
}
