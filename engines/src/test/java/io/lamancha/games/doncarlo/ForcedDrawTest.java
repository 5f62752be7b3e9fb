package io.lamancha.games.doncarlo;

import static io.lamancha.games.doncarlo.CompetitiveExamplesTest.deck;
import static io.lamancha.games.doncarlo.CompetitiveExamplesTest.game;
import static io.lamancha.games.doncarlo.CompetitiveExamplesTest.play;
import static io.lamancha.games.doncarlo.CompetitiveExamplesTest.rejection;
import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** "What do I do if I can't send out an agent?", elimination and the end of the competitive game. */
class ForcedDrawTest {

    @Test
    void aSeatThatCannotPlayLaysItsHandOpenAndDrawsFaceUpUntilACodeNameExists() {
        // Two players: sums 4 and 8 have no country, so 0 0 0 4 plus a 4 and a 0 make nothing.
        DonCarloCompetitiveGame g = game(deck(1, 2, 3, 5), deck(0, 0, 0, 4, 4, 0, 1, 2));
        List<GameEvent> events = play(g, 0, "5");
        assertThat(events).containsSubsequence(
                new DonCarloEvent.HandLaidOpen(1, List.of(0, 0, 0, 4)),
                new DonCarloEvent.OpenCardDrawn(1, 4),
                new DonCarloEvent.OpenCardDrawn(1, 0),
                new DonCarloEvent.OpenCardDrawn(1, 1));
        assertThat(events).filteredOn(e -> e.audience().isEveryone())
                .noneMatch(e -> e instanceof DonCarloEvent.CardsDrawn);
        assertThat(g.awaited()).containsExactly(1);
        DonCarloCompetitiveView spectator = (DonCarloCompetitiveView) g.spectatorView();
        assertThat(spectator.seats().get(1).openHand()).as("open cards are public")
                .containsExactly(0, 0, 0, 0, 1, 4, 4);
        assertThat(spectator.seats().get(0).openHand()).isNull();
        assertThat(g.legalMoves(1)).contains("1", "0/1", "1/4", "1/4/4").doesNotContain("4/4", "0/4");
    }

    @Test
    void afterPlayingFromAnOpenHandTheSeatChoosesWhichCardsGoUnderItsStockpile() {
        DonCarloCompetitiveGame g = game(deck(1, 2, 3, 5), deck(0, 0, 0, 4, 4, 0, 1, 2));
        play(g, 0, "5");
        play(g, 1, "1");
        assertThat(g.awaited()).as("still seat 2: six cards, two must go back").containsExactly(1);
        assertThat(g.legalMoves(1)).containsExactly("back 0 0", "back 0 4", "back 4 4");
        assertThat(((DonCarloCompetitiveView) g.view(1)).putBack()).isEqualTo(2);
        assertThat(rejection(g, 1, "back 4")).contains("Put 2 cards");
        assertThat(rejection(g, 1, "0/1")).contains("Put 2 cards");
        assertThat(rejection(g, 1, "back 1 4")).contains("Put 2 cards");
        int stock = g.family(1).stockSize();
        List<GameEvent> events = play(g, 1, "back 4 4");
        assertThat(events).contains(new DonCarloEvent.CardsPutBack(1, List.of(4, 4)));
        assertThat(g.family(1).hand()).containsExactlyInAnyOrder(0, 0, 0, 0);
        assertThat(g.family(1).stockSize()).isEqualTo(stock + 2);
        assertThat(((DonCarloCompetitiveView) g.spectatorView()).seats().get(1).openHand()).as("picked up again").isNull();
        assertThat(g.awaited()).containsExactly(0);
    }

    @Test
    void aSeatWithFewerThanFourCardsAfterAnOpenPlayDrawsUpAsUsual() {
        DonCarloCompetitiveGame g = game(deck(1, 2, 3, 5), deck(0, 0, 0, 4, 4, 0, 1, 2));
        play(g, 0, "5");
        List<GameEvent> events = play(g, 1, "0/0/1/4");
        assertThat(g.family(1).hand()).hasSize(4);
        assertThat(events).contains(new DonCarloEvent.CardsDrawn(1, List.of(2)));
        assertThat(events).filteredOn(e -> e instanceof DonCarloEvent.CardsDrawn)
                .allMatch(e -> !e.audience().isEveryone());
        assertThat(g.awaited()).containsExactly(0);
    }

    @Test
    void aSeatThatCannotPlayWithItsWholeStockOpenIsOutAndIsBypassed() {
        // Three players: sum 4 has no country, and 0 0 0 4 0 0 makes no other sum.
        DonCarloCompetitiveGame g = game(deck(1, 2, 3, 5), List.of(0, 0, 0, 4, 0, 0), deck(1, 1, 2, 6));
        List<GameEvent> events = play(g, 0, "5");
        assertThat(events).contains(new DonCarloEvent.SeatOut(1, "no code name can be made with every card open"));
        assertThat(g.family(1).out).isTrue();
        assertThat(g.awaited()).as("bypassed").containsExactly(2);
        assertThat(((DonCarloCompetitiveView) g.spectatorView()).seats().get(1).out()).isTrue();
    }

    @Test
    void aSeatThatHasPlayedAllItsCardsIsOutAndTheGameEndsWhenNobodyCanPlay() {
        DonCarloCompetitiveGame g = game(List.of(1, 2, 3, 5), List.of(6, 0, 0, 0));
        List<GameEvent> events = new ArrayList<>();
        events.addAll(play(g, 0, "5"));
        events.addAll(play(g, 1, "6"));
        events.addAll(play(g, 0, "1/2"));
        assertThat(events).doesNotContain(new DonCarloEvent.SeatOut(1, "all own number cards are played"));
        events.addAll(play(g, 0, "3"));
        assertThat(events).contains(new DonCarloEvent.SeatOut(0, "all own number cards are played"));
        assertThat(g.isOver()).isTrue();
        assertThat(g.awaited()).isEmpty();
        assertThat(g.legalMoves(0)).isEmpty();
        assertThat(rejection(g, 0, "1")).isEqualTo("The game is over.");
    }

    @Test
    void onATieTheFewestOwnCardsLeftWinsAndThenTheVictoryIsShared() {
        List<Family> families = List.of(new Family(List.of(1, 2)), new Family(List.of(3)), new Family(List.of(4)));
        for (Family f : families) {
            f.influence = 10;
        }
        assertThat(DonCarloCompetitiveScoring.winners(families)).containsExactly(1, 2);
        families.get(0).bonus = 1;
        assertThat(DonCarloCompetitiveScoring.winners(families)).containsExactly(0);
    }
}
