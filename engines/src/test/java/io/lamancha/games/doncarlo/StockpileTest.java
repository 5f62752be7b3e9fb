package io.lamancha.games.doncarlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cards come off the top of a stockpile and go back under it, for as long as a game lasts. */
class StockpileTest {

    private static List<Integer> drawAll(Stockpile pile) {
        List<Integer> drawn = new ArrayList<>();
        while (!pile.isEmpty()) {
            drawn.add(pile.drawTop());
        }
        return drawn;
    }

    @Test
    void cardsComeOffTheTopInTheDecksOrder() {
        Stockpile pile = new Stockpile(List.of(5, 0, 3));
        assertThat(pile.size()).isEqualTo(3);
        assertThat(drawAll(pile)).containsExactly(5, 0, 3);
    }

    @Test
    void cardsPutBackGoUnderTheBottomInTheOrderGiven() {
        Stockpile pile = new Stockpile(List.of(1, 2, 3, 4));
        int first = pile.drawTop();
        int second = pile.drawTop();
        pile.drawTop();
        pile.putUnder(second);
        pile.putUnder(first);
        assertThat(drawAll(pile)).containsExactly(4, 2, 1);
    }

    @Test
    void cardsGoRoundAndRoundWithoutTheRingFillingUp() {
        Stockpile pile = new Stockpile(List.of(1, 2, 3));
        for (int i = 0; i < 10; i++) {
            pile.putUnder(pile.drawTop());
        }
        // ten cards went under: the ring has turned three times and one card more
        assertThat(drawAll(pile)).containsExactly(2, 3, 1);
    }

    @Test
    void anEmptyPileHasNothingToDrawAndAFullOneTakesNothingBack() {
        Stockpile pile = new Stockpile(List.of(6));
        assertThatThrownBy(() -> pile.putUnder(6)).isInstanceOf(IllegalStateException.class);
        pile.drawTop();
        assertThatThrownBy(pile::drawTop).isInstanceOf(IllegalStateException.class);
        assertThat(new Stockpile(List.of()).isEmpty()).isTrue();
    }
}
