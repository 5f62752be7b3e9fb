package io.lamancha.games.tricks;

import java.util.ArrayList;
import java.util.List;

/**
 * A trick in play order. Immutable; {@link #with} adds a card. Holds the follow-colour rule and
 * the winner rule, which are the heart of the game.
 */
record Trick(List<Play> plays) {

    static final Trick EMPTY = new Trick(List.of());

    Trick {
        plays = List.copyOf(plays);
    }

    Trick with(Play play) {
        List<Play> more = new ArrayList<>(plays);
        more.add(play);
        return new Trick(more);
    }

    boolean isEmpty() {
        return plays.isEmpty();
    }

    /**
     * The colour players must follow: that of the first number card in the trick. It is the led
     * card's colour, unless a pass card was led; then the first number card played afterwards sets
     * it. {@code null} while the trick holds only pass cards (anything may be played).
     */
    Colour startingColour() {
        for (Play p : plays) {
            if (!p.card().isPass()) {
                return p.card().colour();
            }
        }
        return null;
    }

    /**
     * The distinct cards of {@code hand} that may be played now: with a number card of the starting
     * colour in hand, those cards and any pass card; otherwise every card.
     */
    List<Card> playable(List<Card> hand) {
        Colour colour = startingColour();
        boolean canFollow = false;
        for (Card c : hand) {
            canFollow |= colour != null && c.colour() == colour;
        }
        List<Card> result = new ArrayList<>(hand.size());
        for (Card c : hand) {
            if ((!canFollow || c.isPass() || c.colour() == colour) && !result.contains(c)) {
                result.add(c);
            }
        }
        return result;
    }

    /**
     * The winning play: the strongest number card by suit power, then number. A pass card never
     * wins; every trick holds at least one number card, as there are fewer pass cards than seats.
     */
    Play winner(SuitPower power) {
        Play best = null;
        for (Play p : plays) {
            if (!p.card().isPass() && (best == null || power.strength(p.card()) > power.strength(best.card()))) {
                best = p;
            }
        }
        if (best == null) {
            throw new IllegalStateException("a trick of pass cards only");
        }
        return best;
    }

    int passCards() {
        int passes = 0;
        for (Play p : plays) {
            passes += p.card().isPass() ? 1 : 0;
        }
        return passes;
    }
}
