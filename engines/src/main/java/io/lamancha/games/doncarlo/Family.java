package io.lamancha.games.doncarlo;

import java.util.List;

/** One seat of the competitive game: its family stockpile, hand and score so far. */
final class Family {

    private final Stockpile stock;
    private final Hand hand = new Hand();
    /** The hand lies face up after a forced draw, until the seat picks it up again. */
    boolean open;
    boolean out;
    int influence;
    int bonus;
    int countryPoints;

    /** @param deck the family's cards, top first */
    Family(List<Integer> deck) {
        this.stock = new Stockpile(deck);
    }

    Hand hand() {
        return hand;
    }

    int stockSize() {
        return stock.size();
    }

    boolean hasStock() {
        return !stock.isEmpty();
    }

    /** Takes the top card of the stockpile into the hand. */
    int draw() {
        int card = stock.drawTop();
        hand.put(card);
        return card;
    }

    /**
     * Draws until the hand holds {@code size} cards or the stockpile is empty; returns how many
     * were drawn, now the {@link Hand#last} cards of the hand.
     */
    int refill(int size) {
        int drawn = 0;
        while (hand.size() < size && hasStock()) {
            draw();
            drawn++;
        }
        return drawn;
    }

    /** Moves hand cards to the bottom of the stockpile, in the order given. */
    void putBack(List<Integer> cards) {
        hand.takeOut(cards);
        for (int card : cards) {
            stock.putUnder(card);
        }
    }

    /** Own number cards still held: hand plus stockpile (the final tie-break). */
    int cardsLeft() {
        return hand.size() + stock.size();
    }

    int total() {
        return influence + bonus + countryPoints;
    }
}
