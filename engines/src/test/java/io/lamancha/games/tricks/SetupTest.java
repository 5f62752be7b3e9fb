package io.lamancha.games.tricks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SetupTest {

    @Test
    void threePlayersShuffleTwentyThreeCardsNumbersOneToSevenOfEachColourAndTwoPassCards() {
        List<Card> deck = PlayerCountRules.of(3).deck();
        assertThat(deck).hasSize(23);
        assertThat(deck).filteredOn(Card::isPass).hasSize(2);
        assertThat(deck).filteredOn(c -> !c.isPass()).allMatch(c -> c.number() >= 1 && c.number() <= 7).hasSize(21);
    }

    @Test
    void fourPlayersUseNumbersOneToNineAndThreePassCards() {
        List<Card> deck = PlayerCountRules.of(4).deck();
        assertThat(deck).hasSize(30).filteredOn(Card::isPass).hasSize(3);
        assertThat(deck).contains(Card.of(Colour.BLUE, 9)).doesNotContain(Card.of(Colour.BLUE, 10));
    }

    @Test
    void fivePlayersUseNumbersOneToElevenAndFourPassCards() {
        List<Card> deck = PlayerCountRules.of(5).deck();
        assertThat(deck).hasSize(37).filteredOn(Card::isPass).hasSize(4);
        assertThat(deck).contains(Card.of(Colour.YELLOW, 11));
    }

    @Test
    void theSetupExampleDealsSevenCardsToEachPlayerAndRevealsTheRemainingTwo() {
        for (int seats = 3; seats <= 5; seats++) {
            TricksGame game = TricksGame.start(seats, 7L * seats);
            List<String> all = new ArrayList<>(Positions.view(game, -1).leftovers());
            assertThat(Positions.view(game, -1).leftovers()).hasSize(2);
            for (int s = 0; s < seats; s++) {
                assertThat(Positions.view(game, s).hand()).hasSize(7);
                all.addAll(Positions.view(game, s).hand());
            }
            assertThat(all).containsExactlyInAnyOrderElementsOf(
                    TricksGame.codes(PlayerCountRules.of(seats).deck()));
        }
    }

    @Test
    void theSuitPowerStackStartsInARandomOrderTakenFromTheSeed() {
        Set<List<String>> orders = new HashSet<>();
        for (long seed = 0; seed < 100; seed++) {
            orders.add(Positions.view(TricksGame.start(4, seed), -1).suitPower());
            assertThat(Positions.view(TricksGame.start(4, seed), -1).suitPower())
                    .isEqualTo(Positions.view(TricksGame.start(4, seed), -1).suitPower());
        }
        assertThat(orders).hasSize(6);
    }

    @Test
    void theStartPlayerOfTheFirstRoundIsChosenFromTheSeed() {
        Set<Integer> starters = new HashSet<>();
        for (long seed = 0; seed < 100; seed++) {
            TricksGame game = TricksGame.start(5, seed);
            int turn = Positions.view(game, -1).turn();
            assertThat(game.awaited()).containsExactly(turn);
            assertThat(Positions.view(game, -1).leader()).isEqualTo(turn);
            assertThat(TricksGame.start(5, seed).awaited()).containsExactly(turn);
            starters.add(turn);
        }
        assertThat(starters).containsExactlyInAnyOrder(0, 1, 2, 3, 4);
    }

    @Test
    void theDefinitionOffersThreeToFiveSeatsNoOptionsAndBothBotLevels() {
        TricksDefinition d = new TricksDefinition();
        assertThat(d.id()).isEqualTo("quixote-tricks");
        assertThat(d.title()).isEqualTo("Don Quixote (2026)");
        assertThat(d.minSeats()).isEqualTo(3);
        assertThat(d.maxSeats()).isEqualTo(5);
        assertThat(d.options()).isEmpty();
        assertThat(d.botLevels()).containsExactly("random", "smart");
        assertThat(d.summary()).allMatch(line -> line.length() <= 80);
    }
}
