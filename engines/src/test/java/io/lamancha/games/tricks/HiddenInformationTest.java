package io.lamancha.games.tricks;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class HiddenInformationTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Seats 1 and 2 swap B1 and B2; seat 0 cannot tell the games apart until one of them is played. */
    @Test
    void anotherSeatsHandDoesNotChangeWhatSeatZeroIsShownOrSent() {
        List<String> handsA = List.of("R1 R2 Y3 Y2 Y1 R5 B3", "R7 R6 Y7 P B1 B4 Y4", "R4 P Y6 B6 B2 Y5 B5");
        List<String> handsB = List.of("R1 R2 Y3 Y2 Y1 R5 B3", "R7 R6 Y7 P B2 B4 Y4", "R4 P Y6 B6 B1 Y5 B5");
        SuitPower power = SuitPower.of(Colour.RED, Colour.YELLOW, Colour.BLUE);
        TricksGame a = TricksGame.arranged(Positions.deal(handsA, "R3 B7"), power, 0, List.of(0, 0, 0), 5);
        TricksGame b = TricksGame.arranged(Positions.deal(handsB, "R3 B7"), power, 0, List.of(0, 0, 0), 5);
        Rng rng = new Rng(11);
        int moves = 0;
        while (true) {
            assertThat(a.view(0)).isEqualTo(b.view(0));
            assertThat(a.spectatorView()).isEqualTo(b.spectatorView());
            assertThat(a.legalMoves(0)).isEqualTo(b.legalMoves(0));
            int seat = a.awaited().iterator().next();
            List<String> common = new ArrayList<>(a.legalMoves(seat));
            common.retainAll(b.legalMoves(seat));
            common.removeAll(List.of("B1", "B2"));
            if (common.isEmpty()) {
                break;
            }
            String move = rng.pick(common);
            assertThat(seenBySeatZero(a.apply(seat, move))).isEqualTo(seenBySeatZero(b.apply(seat, move)));
            moves++;
        }
        assertThat(moves).as("moves compared").isGreaterThanOrEqualTo(6);
    }

    /** The order of the next round's deck is a secret too: the seed behind it changes nothing now. */
    @Test
    void theSeedForLaterDealsDoesNotShowDuringTheRound() {
        TricksGame a = TricksGame.arranged(Positions.deal(Positions.EXAMPLE_HANDS, "R3 B7"),
                SuitPower.of(Colour.RED, Colour.YELLOW, Colour.BLUE), 0, List.of(0, 0, 0), 1);
        TricksGame b = Positions.example(List.of(0, 0, 0));
        for (String move : String.join(" ", Positions.EXAMPLE_PLAYS).split(" ")) {
            for (int s = -1; s < 3; s++) {
                assertThat(Positions.view(a, s)).isEqualTo(Positions.view(b, s));
            }
            if (Positions.view(a, -1).trick() == 7 && Positions.view(a, -1).currentTrick().size() == 2) {
                break;
            }
            Positions.play(a, move);
            Positions.play(b, move);
        }
    }

    @Test
    void spectatorsAndOtherSeatsNeverSeeACardThatIsInSomeonesHand() throws Exception {
        for (int seats = 3; seats <= 5; seats++) {
            TricksGame game = TricksGame.start(seats, 300 + seats);
            Rng rng = new Rng(seats);
            while (!game.isOver()) {
                for (int viewer = -1; viewer < seats; viewer++) {
                    Set<String> secret = secretsFrom(game, viewer);
                    TricksView view = Positions.view(game, viewer);
                    assertThat(strings(JSON.valueToTree(view))).noneMatch(secret::contains);
                    List<String> words = new ArrayList<>();
                    view.render(RenderContext.plain(seats, viewer)).forEach(l -> words.addAll(List.of(l.split("[^A-Z0-9]+"))));
                    assertThat(words).noneMatch(secret::contains);
                }
                int seat = game.awaited().iterator().next();
                String move = rng.pick(game.legalMoves(seat));
                Set<String> secret = secretsFrom(game, -1);
                secret.remove(move);
                MoveResult.Accepted done = (MoveResult.Accepted) game.apply(seat, move);
                for (GameEvent e : done.events()) {
                    if (e instanceof TricksEvent.RoundDealt) {
                        secret = secretsFrom(game, -1);
                    }
                    if (e.audience().isEveryone()) {
                        assertThat(strings(JSON.valueToTree(e))).noneMatch(secret::contains);
                    }
                }
            }
        }
    }

    /** Number cards held by seats other than the viewer (pass cards are alike, so they cannot leak). */
    private static Set<String> secretsFrom(TricksGame game, int viewer) {
        Set<String> secret = new HashSet<>();
        for (int s = 0; s < game.seats(); s++) {
            if (s != viewer) {
                game.round().hand(s).stream().filter(c -> !c.isPass()).forEach(c -> secret.add(c.code()));
            }
        }
        return secret;
    }

    private static List<String> strings(JsonNode node) {
        List<String> out = new ArrayList<>();
        if (node.isTextual()) {
            out.add(node.asText());
        }
        node.forEach(child -> out.addAll(strings(child)));
        return out;
    }

    private static List<String> seenBySeatZero(MoveResult result) {
        return ((MoveResult.Accepted) result).events().stream().filter(e -> e.audience().admits(0))
                .map(e -> e.type() + ":" + e.text(RenderContext.plain(3, 0)) + ":" + e)
                .collect(Collectors.toList());
    }
}
