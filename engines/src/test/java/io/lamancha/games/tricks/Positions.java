package io.lamancha.games.tricks;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.MoveResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Exact positions for rule tests, written in the game's own card codes. */
final class Positions {

    /** The rulebook's scoring example, seats 0..2 = Sohyeon, Jihun, Unseo. */
    static final int SOHYEON = 0;
    static final int JIHUN = 1;
    static final int UNSEO = 2;

    /**
     * A 3-player round that ends as in the rulebook: Sohyeon takes no trick, Jihun takes 3 (one with
     * a pass card), Unseo takes 4 (one with a pass card). Stack R > Y > B, Sohyeon leads.
     */
    static final List<String> EXAMPLE_HANDS = List.of(
            "R1 R2 Y3 Y2 B1 B2 B3",
            "R7 R6 Y7 P Y1 B4 Y4",
            "R4 R5 P B5 Y6 B6 Y5");
    static final String EXAMPLE_LEFTOVERS = "R3 B7";
    /** Seat:card in play order, trick by trick. */
    static final List<String> EXAMPLE_PLAYS = List.of(
            "0:R1 1:R7 2:R4",
            "1:R6 2:R5 0:R2",
            "1:Y7 2:P 0:Y3",
            "1:P 2:B5 0:B1",
            "2:Y6 0:Y2 1:Y1",
            "2:B6 0:B2 1:B4",
            "2:Y5 0:B3 1:Y4");

    private Positions() {
    }

    static List<Card> cards(String codes) {
        List<Card> cards = new ArrayList<>();
        for (String code : codes.trim().split("\\s+")) {
            if (!code.isEmpty()) {
                cards.add(Card.parse(code));
            }
        }
        return cards;
    }

    static Deal deal(List<String> hands, String leftovers) {
        List<List<Card>> dealt = new ArrayList<>();
        hands.forEach(h -> dealt.add(cards(h)));
        return new Deal(dealt, cards(leftovers));
    }

    static TricksGame game(SuitPower power, int leader, String... hands) {
        return TricksGame.arranged(deal(Arrays.asList(hands), "R3 B7"), power, leader,
                new ArrayList<>(java.util.Collections.nCopies(hands.length, 0)), 1L);
    }

    static TricksGame example(List<Integer> scores) {
        return TricksGame.arranged(deal(EXAMPLE_HANDS, EXAMPLE_LEFTOVERS),
                SuitPower.of(Colour.RED, Colour.YELLOW, Colour.BLUE), SOHYEON, scores, 2026L);
    }

    /** Plays "seat:card" moves separated by spaces, each of which must be accepted; returns the events. */
    static List<GameEvent> play(Game game, String moves) {
        List<GameEvent> events = new ArrayList<>();
        for (String move : moves.trim().split("\\s+")) {
            String[] parts = move.split(":");
            MoveResult result = game.apply(Integer.parseInt(parts[0]), parts[1]);
            assertThat(result).as("move %s", move).isInstanceOf(MoveResult.Accepted.class);
            events.addAll(((MoveResult.Accepted) result).events());
        }
        return events;
    }

    static List<GameEvent> playAll(Game game, List<String> tricks) {
        List<GameEvent> events = new ArrayList<>();
        tricks.forEach(t -> events.addAll(play(game, t)));
        return events;
    }

    static TricksView view(Game game, int seat) {
        return (TricksView) (seat < 0 ? game.spectatorView() : game.view(seat));
    }
}
