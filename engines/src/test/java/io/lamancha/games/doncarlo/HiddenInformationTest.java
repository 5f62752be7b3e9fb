package io.lamancha.games.doncarlo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.RandomBot;
import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Other hands and the order of any stockpile or draw pile never reach a seat or a spectator. */
class HiddenInformationTest {

    private static final ObjectMapper JSON = new ObjectMapper()
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    /** Deck position of the first swapped card: deep enough for a long stretch of play. */
    private static final int SWAPPED = 21;

    @Test
    void theOrderOfAnotherSeatsStockpileChangesNothingThatSeatOrASpectatorIsSent() {
        List<List<Integer>> decks = new ArrayList<>();
        Rng rng = new Rng(11);
        for (int s = 0; s < 3; s++) {
            List<Integer> deck = Cards.family();
            rng.shuffle(deck);
            decks.add(deck);
        }
        List<List<Integer>> swapped = new ArrayList<>(decks);
        swapped.set(1, swapDeep(decks.get(1), SWAPPED));
        DonCarloCompetitiveGame a = new DonCarloCompetitiveGame(decks);
        DonCarloCompetitiveGame b = new DonCarloCompetitiveGame(swapped);
        RandomBot bot = new RandomBot(3);
        int moves = 0;
        int putBack = 0;
        while (!a.isOver()) {
            assertSameFor(a, b, List.of(0, 2, -1));
            int seat = a.awaited().iterator().next();
            String move = bot.choose(a.view(seat), a.legalMoves(seat));
            List<GameEvent> ea = events(a.apply(seat, move));
            List<GameEvent> eb = events(b.apply(seat, move));
            putBack += ea.stream().filter(e -> e instanceof DonCarloEvent.CardsPutBack && ((DonCarloEvent.CardsPutBack) e).seat() == 1)
                    .mapToInt(e -> ((DonCarloEvent.CardsPutBack) e).cards().size()).sum();
            // Cards put back go under the original deck, so deck card k is always the (k+1)th drawn.
            if (25 - a.family(1).stockSize() + putBack > SWAPPED) {
                break;
            }
            for (int viewer : List.of(0, 2, -1)) {
                assertThat(visible(eb, viewer)).isEqualTo(visible(ea, viewer));
            }
            moves++;
        }
        assertThat(moves).as("a meaningful stretch of play").isGreaterThan(15);
    }

    @Test
    void anotherSeatsHandIsInvisibleToTheOtherSeatsAndToSpectators() {
        List<Integer> tail = new ArrayList<>(CompetitiveExamplesTest.FILLER);
        DonCarloCompetitiveGame a = new DonCarloCompetitiveGame(List.of(join(List.of(1, 2, 3, 5), tail), join(List.of(1, 1, 6, 6), tail)));
        DonCarloCompetitiveGame b = new DonCarloCompetitiveGame(List.of(join(List.of(1, 2, 3, 5), tail), join(List.of(0, 2, 5, 6), tail)));
        assertSameFor(a, b, List.of(0, -1));
        assertThat(((DonCarloCompetitiveView) a.view(1)).hand()).isNotEqualTo(((DonCarloCompetitiveView) b.view(1)).hand());
    }

    @Test
    void theOrderOfTheSharedDrawPileChangesNothingAnyoneIsSentUntilThoseCardsAreDrawn() {
        List<Integer> pile = DonCarloCoopGame.stackedFamilies(new Rng(4));
        List<Country> row = List.of(Country.PROTZLAND, Country.EGOISTRIA, Country.SQUADRONIA, Country.ABSTRUSIA,
                Country.CHAOTANIA, Country.ABSURDISTAN);
        DonCarloCoopGame a = new DonCarloCoopGame(3, row, pile, 5);
        DonCarloCoopGame b = new DonCarloCoopGame(3, row, swapDeep(pile, 80), 5);
        RandomBot bot = new RandomBot(8);
        int moves = 0;
        while (!a.isOver()) {
            assertSameFor(a, b, List.of(0, 1, 2, -1));
            int seat = a.awaited().iterator().next();
            String move = bot.choose(a.view(seat), a.legalMoves(seat));
            List<GameEvent> ea = events(a.apply(seat, move));
            List<GameEvent> eb = events(b.apply(seat, move));
            if (100 - a.pileSize() > 80) {
                break;
            }
            assertThat(eb).isEqualTo(ea);
            moves++;
        }
        assertThat(moves).isGreaterThan(10);
    }

    @Test
    void spectatorsAndOtherSeatsNeverGetAHandInTheJson() throws Exception {
        DonCarloDefinition d = new DonCarloDefinition();
        for (String variant : List.of("competitive", "coop")) {
            Game g = d.newGame(3, io.lamancha.engine.GameOptions.defaults(d, java.util.Map.of("variant", variant)), 9);
            String spectator = JSON.writeValueAsString(g.spectatorView());
            assertThat(spectator).doesNotContain("\"hand\":").doesNotContain("\"codeNames\"");
            String seat2 = JSON.writeValueAsString(g.view(2));
            assertThat(seat2).contains("\"hand\":").as("not seat 3's turn").doesNotContain("\"codeNames\"");
            String seat1 = JSON.writeValueAsString(g.view(0));
            assertThat(seat1).contains("\"codeNames\"");
        }
    }

    @Test
    void cardsDrawnIntoAClosedHandAreToldOnlyToTheDrawingSeat() {
        DonCarloCompetitiveGame g = CompetitiveExamplesTest.game(CompetitiveExamplesTest.deck(1, 2, 3, 5),
                CompetitiveExamplesTest.deck(1, 2, 3, 5));
        List<GameEvent> events = CompetitiveExamplesTest.play(g, 0, "1/2");
        assertThat(events).filteredOn(e -> e instanceof DonCarloEvent.CardsDrawn).singleElement()
                .satisfies(e -> {
                    assertThat(e.audience().admits(0)).isTrue();
                    assertThat(e.audience().admits(1)).isFalse();
                    assertThat(e.audience().admits(-1)).isFalse();
                });
    }

    private static List<Integer> swapDeep(List<Integer> cards, int from) {
        List<Integer> copy = new ArrayList<>(cards);
        for (int j = copy.size() - 1; j > from; j--) {
            if (!copy.get(j).equals(copy.get(from))) {
                Collections.swap(copy, from, j);
                return copy;
            }
        }
        throw new IllegalStateException("no two different cards to swap");
    }

    private static List<Integer> join(List<Integer> a, List<Integer> b) {
        List<Integer> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static void assertSameFor(Game a, Game b, List<Integer> viewers) {
        for (int viewer : viewers) {
            if (viewer < 0) {
                assertThat(b.spectatorView()).isEqualTo(a.spectatorView());
            } else {
                assertThat(b.view(viewer)).isEqualTo(a.view(viewer));
                assertThat(b.legalMoves(viewer)).isEqualTo(a.legalMoves(viewer));
            }
        }
    }

    private static List<GameEvent> events(MoveResult r) {
        assertThat(r).isInstanceOf(MoveResult.Accepted.class);
        return ((MoveResult.Accepted) r).events();
    }

    private static List<GameEvent> visible(List<GameEvent> events, int viewer) {
        return events.stream().filter(e -> e.audience().admits(viewer)).toList();
    }
}
