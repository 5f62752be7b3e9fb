package io.lamancha.games.tricks;

import java.util.ArrayList;
import java.util.List;

/**
 * What the player count changes: the number cards used (1 to {@code highestNumber} of each colour),
 * the pass cards used, and the exact trick count that scores a point.
 */
record PlayerCountRules(int seats, int highestNumber, int passCards, int targetTricks) {

    static final int HAND_SIZE = 7;
    static final int TRICKS_PER_ROUND = 7;
    static final int LEFTOVERS = 2;

    static PlayerCountRules of(int seats) {
        switch (seats) {
            case 3:
                return new PlayerCountRules(3, 7, 2, 3);
            case 4:
                return new PlayerCountRules(4, 9, 3, 2);
            case 5:
                return new PlayerCountRules(5, 11, 4, 1);
            default:
                throw new IllegalArgumentException("Don Quixote is for 3 to 5 players, not " + seats);
        }
    }

    /** The unshuffled deck for this player count: every colour 1..highest, then the pass cards. */
    List<Card> deck() {
        List<Card> deck = new ArrayList<>();
        for (Colour colour : Colour.values()) {
            for (int n = 1; n <= highestNumber; n++) {
                deck.add(Card.of(colour, n));
            }
        }
        for (int i = 0; i < passCards; i++) {
            deck.add(Card.PASS);
        }
        return deck;
    }
}
