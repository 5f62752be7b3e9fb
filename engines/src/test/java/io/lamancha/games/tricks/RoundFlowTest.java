package io.lamancha.games.tricks;

import static io.lamancha.games.tricks.Positions.EXAMPLE_PLAYS;
import static io.lamancha.games.tricks.Positions.JIHUN;
import static io.lamancha.games.tricks.Positions.SOHYEON;
import static io.lamancha.games.tricks.Positions.UNSEO;
import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.Audience;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameResult;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** A whole round played out: the rulebook scoring example, then the next deal or the game end. */
class RoundFlowTest {

    @Test
    void theScoringExampleRoundGivesSohyeonThreeJihunTwoAndUnseoOnePoint() {
        TricksGame game = Positions.example(List.of(0, 0, 0));
        List<GameEvent> events = Positions.playAll(game, EXAMPLE_PLAYS);
        assertThat(events).contains(new TricksEvent.RoundScored(1, List.of(0, 3, 4), List.of(0, 1, 1),
                List.of(3, 2, 1), List.of(3, 2, 1)));
        TricksView view = Positions.view(game, -1);
        assertThat(view.players()).extracting(TricksView.PlayerLine::score).containsExactly(3, 2, 1);
        assertThat(view.players()).extracting(TricksView.PlayerLine::lastRoundPoints)
                .containsExactly(3, 2, 1);
    }

    @Test
    void aRoundHasSevenTricksAndItsLastWinnerLeadsTheNewDeal() {
        TricksGame game = Positions.example(List.of(0, 0, 0));
        Positions.playAll(game, EXAMPLE_PLAYS.subList(0, 6));
        assertThat(Positions.view(game, -1).trick()).isEqualTo(7);
        List<GameEvent> events = Positions.play(game, EXAMPLE_PLAYS.get(6));
        assertThat(game.isOver()).isFalse();
        TricksView view = Positions.view(game, -1);
        assertThat(view.round()).isEqualTo(2);
        assertThat(view.trick()).isEqualTo(1);
        assertThat(view.turn()).isEqualTo(UNSEO);
        assertThat(view.playedThisRound()).isEmpty();
        assertThat(view.players()).allMatch(p -> p.handSize() == 7 && p.tricks() == 0 && p.passCards() == 0);
        assertThat(view.leftovers()).hasSize(2);
        assertThat(events).contains(new TricksEvent.RoundDealt(2, view.leftovers(), UNSEO));
    }

    @Test
    void eachSeatIsToldItsNewHandPrivately() {
        TricksGame game = Positions.example(List.of(0, 0, 0));
        List<GameEvent> events = Positions.playAll(game, EXAMPLE_PLAYS);
        List<TricksEvent.HandDealt> hands = events.stream().filter(e -> e instanceof TricksEvent.HandDealt)
                .map(e -> (TricksEvent.HandDealt) e).collect(Collectors.toList());
        assertThat(hands).hasSize(3);
        for (TricksEvent.HandDealt hand : hands) {
            assertThat(hand.audience()).isEqualTo(Audience.seat(hand.seat()));
            assertThat(hand.hand()).isEqualTo(Positions.view(game, hand.seat()).hand());
        }
        assertThat(events).filteredOn(e -> !(e instanceof TricksEvent.HandDealt))
                .allMatch(e -> e.audience().isEveryone());
    }

    @Test
    void theGameEndsWhenARoundEndsWithSomeoneAtSevenAndATieGoesToTheBestFinalRound() {
        TricksGame game = Positions.example(List.of(4, 5, 6));
        Positions.playAll(game, EXAMPLE_PLAYS.subList(0, 6));
        Positions.play(game, "2:Y5 0:B3");
        assertThat(game.isOver()).isFalse();
        List<GameEvent> events = Positions.play(game, "1:Y4");
        assertThat(game.isOver()).isTrue();
        assertThat(game.awaited()).isEmpty();
        GameResult result = game.result().orElseThrow();
        assertThat(result.scores()).containsExactly(7, 7, 7);
        assertThat(result.winners()).containsExactly(SOHYEON);
        assertThat(events.get(events.size() - 1)).isEqualTo(new TricksEvent.GameOver(List.of(7, 7, 7),
                List.of(SOHYEON), "tie on score broken by points in the final round"));
        assertThat(events).noneMatch(e -> e instanceof TricksEvent.RoundDealt);
        assertThat(Positions.view(game, JIHUN).winners()).containsExactly(SOHYEON);
        assertThat(Positions.view(game, JIHUN).turn()).isEqualTo(-1);
    }

    @Test
    void theHighestScoreWinsOutrightWhenNobodyTies() {
        TricksGame game = Positions.example(List.of(0, 6, 0));
        Positions.playAll(game, EXAMPLE_PLAYS);
        assertThat(game.result().orElseThrow().winners()).containsExactly(JIHUN);
        assertThat(game.result().orElseThrow().scores()).containsExactly(3, 8, 1);
    }
}
