package io.lamancha.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The places of a result: the winners first, then by the game's own order; equal seats share a place. */
class GameResultTest {

    @Test
    void byDefaultTheWinnersComeFirstThenTheHigherScoreWithTiesShared() {
        GameResult r = new GameResult(List.of(5, 9, 5, 9), List.of(3), List.of("", "", "", ""), List.of());
        assertThat(r.places()).containsExactly(3, 2, 3, 1);
        assertThat(r.unit()).isEqualTo("points");
        assertThat(r.team()).isFalse();
    }

    @Test
    void aGamesOwnOrderBreaksTiesBelowTheWinnerToo() {
        List<Integer> totals = List.of(7, 4, 4);
        List<Integer> lastRound = List.of(1, 0, 3);
        GameResult r = new GameResult(totals, List.of(0), List.of("", "", ""), List.of())
                .placedBy(Comparator.<Integer, Integer>comparing(totals::get).thenComparing(lastRound::get).reversed());
        assertThat(r.places()).containsExactly(1, 3, 2);
    }
}
