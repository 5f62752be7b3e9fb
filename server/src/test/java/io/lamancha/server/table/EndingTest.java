package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameResult;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.server.journal.Journal;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a finished game is recorded: the engine's standings, with every player who left (a bot
 * finished for them) placed last and never a winner, the same in the stored result, the places
 * the ratings go by and the end told to the table.
 */
class EndingTest {

    private static final List<String> NAMES = List.of("ann", "bob", "cid", "dee");
    private static final List<Boolean> NOBODY_LEFT = List.of(false, false, false, false);

    private static GameResult won(List<Integer> scores, Integer... winners) {
        return new GameResult(scores, List.of(winners), Collections.nCopies(scores.size(), ""), List.of());
    }

    @Test
    void placesFollowTheStandingsSeatBySeatTiesShared() {
        Journal.Result r = Ending.of(won(List.of(5, 9, 5, 1), 1), NAMES, NOBODY_LEFT).record();
        assertThat(r.places()).containsExactly(2, 1, 2, 4);
        assertThat(r.winners()).containsExactly(1);
        assertThat(r.left()).isEmpty();
    }

    @Test
    void aPlayerWhoLeftIsLastAndNotTheWinnerEvenWithTheBestScore() {
        Ending ending = Ending.of(won(List.of(5, 9, 4, 1), 1), NAMES, List.of(false, true, false, false));
        Journal.Result r = ending.record();
        assertThat(r.places()).as("bob left: last, the others move up").containsExactly(1, 4, 2, 3);
        assertThat(r.winners()).as("the best of those who stayed wins").containsExactly(0);
        assertThat(r.left()).containsExactly(1);
        GameOver end = ending.told("r", "g", NAMES, null);
        assertThat(end.winners()).containsExactly("ann");
        assertThat(end.standings()).extracting(GameOver.Standing::name).containsExactly("ann", "cid", "dee", "bob");
        assertThat(end.standings().get(3).hasLeft()).isTrue();
        assertThat(end.headline()).isEqualTo("ann wins with 5 points.");
    }

    @Test
    void amongThoseWhoStayedTheGamesOwnTieBreakPicksTheWinner() {
        List<Integer> totals = List.of(9, 4, 4);
        List<Integer> lastRound = List.of(1, 0, 3);
        GameResult result = new GameResult(totals, List.of(0), List.of("", "", ""), List.of()).placedBy(
                java.util.Comparator.<Integer, Integer>comparing(totals::get).thenComparing(lastRound::get).reversed());
        Journal.Result r = Ending.of(result, List.of("ann", "bob", "cid"), List.of(true, false, false)).record();
        assertThat(r.winners()).as("cid beats bob on the last round, as the game breaks ties").containsExactly(2);
        assertThat(r.places()).containsExactly(3, 2, 1);
    }

    @Test
    void everyoneWhoLeftSharesTheLastPlace() {
        Journal.Result r = Ending.of(won(List.of(5, 9, 4, 1), 1), NAMES, List.of(true, true, false, false)).record();
        assertThat(r.places()).containsExactly(3, 3, 1, 2);
        assertThat(r.winners()).containsExactly(2);
    }

    @Test
    void aTeamWinsTogetherButWhoeverLeftHasNoShareOfIt() {
        GameResult team = new GameResult(List.of(6, 6, 6), List.of(0, 1, 2), List.of("", "", ""), List.of(),
                "tasks done", true);
        Journal.Result r = Ending.of(team, List.of("ann", "bob", "cid"), List.of(false, true, false)).record();
        assertThat(r.winners()).containsExactly(0, 2);
        assertThat(r.places()).containsExactly(1, 3, 1);

        GameResult lost = new GameResult(List.of(4, 4), List.of(), List.of("", ""), List.of(), "tasks done", true);
        GameOver end = Ending.of(lost, List.of("ann", "bob"), List.of(false, false)).told("r", "g",
                List.of("ann", "bob"), null);
        assertThat(end.winners()).isEmpty();
        assertThat(end.outcome()).isEqualTo(GameOver.TEAM_LOST);
    }

    @Test
    void aSoloGameIsRankedOnlyWhenItsPlayerFinishedItThemselves() {
        GameResult solo = won(List.of(19), 0);
        assertThat(Ending.of(solo, List.of("eve"), List.of(false)).soloPlayer()).isZero();
        Ending left = Ending.of(solo, List.of("eve"), List.of(true));
        assertThat(left.soloPlayer()).isNegative();
        assertThat(left.record().winners()).isEmpty();
    }
}
