package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameView;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A hand, an objective or an unrevealed play never reaches another seat or a spectator. */
class HidalgoHiddenInformationTest {

    private static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private static Fixture table(Integer... seat2Hand) {
        return new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 5, 6).hand(1, seat2Hand).hand(2, 35, 36)
                .begin();
    }

    /** Everything one viewer (-1: spectator) is shown: view, legal moves and the events it may read. */
    private static List<Object> seen(Fixture f, int viewer, List<GameEvent> events) {
        List<Object> out = new ArrayList<>();
        out.add(viewer < 0 ? f.game.spectatorView() : f.game.view(viewer));
        out.add(viewer < 0 ? List.of() : f.game.legalMoves(viewer));
        for (GameEvent e : events) {
            if (e.audience().admits(viewer)) {
                out.add(e);
            }
        }
        return out;
    }

    @Test
    void gamesDifferingOnlyInAnotherSeatsHandLookTheSameToEveryoneElse() {
        Fixture a = table(4, 33, 62, 91);
        Fixture b = table(4, 34, 63, 92);
        String[][] moves = {{"0", "pick A19"}, {"0", "play C5"}, {"1", "play C4"}, {"2", "play C35"},
                            {"1", "pick A3"}};
        for (String[] m : moves) {
            int seat = Integer.parseInt(m[0]);
            List<GameEvent> ea = a.move(seat, m[1]);
            List<GameEvent> eb = b.move(seat, m[1]);
            for (int viewer : new int[] {-1, 0, 2}) {
                assertThat(seen(a, viewer, ea)).as("viewer %s after %s", viewer, m[1]).isEqualTo(seen(b, viewer, eb));
            }
        }
    }

    @Test
    void anUnrevealedPlayIsShownToNobodyButItsPlayerUntilEveryoneHasPlayed() throws Exception {
        Fixture f = table(4, 33);
        f.move(0, "pick A19");
        List<GameEvent> events = f.move(1, "play C4");
        Pattern card = Pattern.compile("\\bC4\\b");
        for (int viewer : new int[] {-1, 0, 2}) {
            assertThat(card.matcher(everything(f, viewer, events)).find()).as("viewer %s", viewer).isFalse();
        }
        assertThat(((HidalgoView) f.game.view(0)).players().get(1).played()).isTrue();
        assertThat(((HidalgoView) f.game.view(1)).mine().play()).isEqualTo("C4");
    }

    @Test
    void onlyTheHandsOwnerLearnsWhichCardThePoisonsBlindPickTook() throws Exception {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 4, 5, 6).hand(1, 33, 34, 35)
                .hand(2, 62, 63, 64).item("poison", 0).begin();
        f.move(0, "pick A19");
        List<GameEvent> events = f.move(0, "item poison");
        int taken = f.st.round.play[1];
        Pattern card = Pattern.compile("\\bC" + taken + "\\b");
        for (int viewer : new int[] {-1, 0, 1}) {
            assertThat(card.matcher(everything(f, viewer, events)).find()).as("viewer %s", viewer).isFalse();
        }
        assertThat(card.matcher(everything(f, 2, List.of())).find()).as("seat3's view after the pick").isFalse();
        assertThat(events.stream().filter(e -> e.audience().admits(2) && !e.audience().isEveryone())
                .map(e -> e.text(RenderContext.plain(3, 2)))).anyMatch(t -> card.matcher(t).find());
        assertThat(((HidalgoView) f.game.view(1)).mine().play()).isEqualTo("blind");
    }

    @Test
    void duringRandomGamesNoViewOrEventShowsAnotherSeatsHandOrObjective() throws Exception {
        HidalgoDefinition d = new HidalgoDefinition();
        for (int seats = 2; seats <= 6; seats += 2) {
            HidalgoGame game = (HidalgoGame) d.newGame(seats, io.lamancha.engine.GameOptions.defaults(d, java.util.Map.of()), seats);
            Rng rng = new Rng(seats);
            while (!game.isOver()) {
                int seat = rng.pick(new ArrayList<>(game.awaited()));
                MoveResult r = game.apply(seat, rng.pick(game.legalMoves(seat)));
                List<GameEvent> events = ((MoveResult.Accepted) r).events();
                boolean secret = events.stream().anyMatch(e -> !e.audience().isEveryone());
                if (!game.isOver() && (secret || game.version() % 4 == 0)) {
                    checkSecrets(game, events);
                }
            }
        }
    }

    private static void checkSecrets(HidalgoGame game, List<GameEvent> events) throws Exception {
        HidalgoState st = game.state();
        for (int viewer = -1; viewer < st.seats; viewer++) {
            String shown = everything(game, viewer, events);
            for (int other = 0; other < st.seats; other++) {
                if (other == viewer) {
                    continue;
                }
                for (int c : st.hands.get(other)) {
                    assertThat(shown).as("viewer %s sees C%s of seat %s", viewer, c, other).doesNotContain("\"C" + c + "\"");
                }
                assertThat(shown).doesNotContain("\"" + st.objectives[other] + "\"");
            }
        }
    }

    private static String everything(Fixture f, int viewer, List<GameEvent> events) throws Exception {
        return everything(f.game, viewer, events);
    }

    private static String everything(HidalgoGame game, int viewer, List<GameEvent> events) throws Exception {
        GameView view = viewer < 0 ? game.spectatorView() : game.view(viewer);
        StringBuilder all = new StringBuilder(JSON.writeValueAsString(view));
        all.append(String.join("\n", view.render(RenderContext.plain(game.seats(), viewer))));
        for (GameEvent e : events) {
            if (e.audience().admits(viewer)) {
                all.append(JSON.writeValueAsString(e)).append(e.text(RenderContext.plain(game.seats(), viewer)));
            }
        }
        return all.toString();
    }
}
