package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.event.GameOver;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The places a rated game is rated by: the standings', with leavers whose seat a bot finished last. */
class RatedPlacesTest {

    private static final List<String> NAMES = List.of("ann", "bob", "cid", "dee");

    private static List<GameOver.Standing> standings(List<Integer> scores) {
        return GameOver.of("r", "g", NAMES, scores, List.of(scores.indexOf(scores.stream().max(Integer::compare)
                .orElseThrow())), List.of("", "", "", ""), List.of()).standings();
    }

    @Test
    void placesFollowTheStandingsSeatBySeatTiesShared() {
        List<Seat> seats = List.of(Seat.absent("ann"), Seat.absent("bob"), Seat.absent("cid"), Seat.absent("dee"));
        assertThat(Rated.places(standings(List.of(5, 9, 5, 1)), seats)).containsExactly(2, 1, 2, 4);
    }

    @Test
    void aPlayerWhoseSeatABotFinishedIsPlacedLastWhateverTheScore() {
        Seat left = Seat.absent("bob");
        left.substitute("smart");
        List<Seat> seats = List.of(Seat.absent("ann"), left, Seat.absent("cid"), Seat.absent("dee"));
        assertThat(Rated.places(standings(List.of(5, 9, 4, 1)), seats)).containsExactly(2, 5, 3, 4);
    }
}
