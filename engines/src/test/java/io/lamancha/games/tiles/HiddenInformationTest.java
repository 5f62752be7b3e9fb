package io.lamancha.games.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.engine.GameEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a seat cannot see changes nothing it is sent: another seat's stack and hand, and every
 * placement of the turn until all have placed. Spectators never see a hand.
 */
class HiddenInformationTest {

    private static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    /** Seat 1's stack with the round-1 tile at {@code a} swapped with the later tile at {@code b}. */
    private static List<RoadTile> swapped(List<RoadTile> stack, int a, int b) {
        List<RoadTile> copy = new ArrayList<>(stack);
        copy.set(a, stack.get(b));
        copy.set(b, stack.get(a));
        return copy;
    }

    @Test
    void anotherSeatsHandChangesNothingSeatZeroSeesUntilThatSeatsDifferentTileIsRevealed() throws Exception {
        List<RoadTile> stack = TestBoards.SET.tiles();
        TilesGame a = TestGames.workedExample(2, stack);
        TilesGame b = TestGames.workedExample(2, swapped(stack, 8, 15));
        for (int turn = 0; turn < 9; turn++) {
            // seat 1 plays its common tiles first; on turn 9 each game's seat 1 plays the tile only it has
            String theirs = "place " + stack.get(turn).id();
            List<GameEvent> ea = TestGames.play(a, 1, theirs).events();
            List<GameEvent> eb = TestGames.play(b, 1, turn < 8 ? theirs : "place " + stack.get(15).id()).events();
            assertSameForSeatZero(a, b, ea, eb);
            List<GameEvent> oa = TestGames.play(a, 0, TestGames.recordMove(turn)).events();
            List<GameEvent> ob = TestGames.play(b, 0, TestGames.recordMove(turn)).events();
            if (turn < 8) {
                assertSameForSeatZero(a, b, oa, ob);
            } else {
                assertThat(((TilesView) a.view(0)).boards().get(1)).isNotEqualTo(((TilesView) b.view(0)).boards().get(1));
            }
        }
    }

    private static void assertSameForSeatZero(TilesGame a, TilesGame b, List<GameEvent> ea, List<GameEvent> eb)
            throws Exception {
        assertThat(a.view(0)).isEqualTo(b.view(0));
        assertThat(JSON.writeValueAsString(a.view(0))).isEqualTo(JSON.writeValueAsString(b.view(0)));
        assertThat(a.spectatorView()).isEqualTo(b.spectatorView());
        assertThat(a.legalMoves(0)).isEqualTo(b.legalMoves(0));
        assertThat(ea.stream().filter(e -> e.audience().admits(0)).toList())
                .isEqualTo(eb.stream().filter(e -> e.audience().admits(0)).toList());
        assertThat(ea.stream().filter(e -> e.audience().isEveryone()).toList())
                .isEqualTo(eb.stream().filter(e -> e.audience().isEveryone()).toList());
    }

    @Test
    void aPlacementIsVisibleToNoOtherSeatOrSpectatorBeforeEveryoneHasPlaced() throws Exception {
        for (String first : List.of("place T07", "place T07 r", "place T01", "place T20 r")) {
            TilesGame game = TestGames.workedExample(3, TestBoards.SET.tiles());
            TilesGame other = TestGames.workedExample(3, TestBoards.SET.tiles());
            TestGames.play(game, 0, first);
            TestGames.play(other, 0, "place T05");
            TestGames.play(game, 1, "place T02");
            TestGames.play(other, 1, "place T02");
            for (int seat = 1; seat < 3; seat++) {
                assertThat(game.view(seat)).isEqualTo(other.view(seat));
            }
            assertThat(game.spectatorView()).isEqualTo(other.spectatorView());
            String spectator = JSON.writeValueAsString(game.spectatorView());
            assertThat(spectator).doesNotContainPattern("T\\d\\d").doesNotContain("\"hand\"");
            TilesView third = (TilesView) game.view(2);
            assertThat(JSON.writeValueAsString(third.boards())).doesNotContainPattern("T\\d\\d");
            assertThat(third.placed()).containsExactly(0, 1);
        }
    }

    @Test
    void theHiddenRoundThreeTileIsNotInItsOwnersViewUntilTheLastTurn() throws Exception {
        TilesGame game = TestGames.workedExample(1, List.of());
        for (int i = 0; i < 21; i++) {
            if (i >= 16) {
                String json = JSON.writeValueAsString(game.view(0));
                assertThat(json).doesNotContain("T08").contains("{\"hidden\":true,\"last\":true}");
            }
            TestGames.play(game, 0, TestGames.recordMove(i));
        }
        assertThat(JSON.writeValueAsString(game.view(0))).contains("{\"tile\":\"T08\",\"hidden\":false,\"last\":true");
    }
}
