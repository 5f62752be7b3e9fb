package io.lamancha.games.tiles;

import io.lamancha.engine.MoveResult;
import java.util.ArrayList;
import java.util.List;

/** Games with an exact setup, for tests. */
final class TestGames {

    /** The worked example's record, row by row; the deck follows this order. */
    static final List<String> RECORD = List.of(
            "A1 T07r", "B1 T05", "D1 T11", "E1 T01", "F1 T09", "G1 T03", "H1 T16",
            "A2 T20r", "B2 T12", "C2 T10", "D2 T13", "E2 T06", "G2 T02r", "H2 T04r",
            "A3 T18", "B3 T17", "C3 T19", "D3 T22r", "E3 T14", "F3 T15", "G3 T21", "H3 T08r");

    private TestGames() {
    }

    /**
     * Castles on C1 and F2, the record's fields as the deck (H3 last), and for seat 0 the record's
     * tiles in deck order, so its round-3 hidden tile is T08. Other seats get {@code others}.
     */
    static TilesGame workedExample(int seats, List<RoadTile> others) {
        List<Field> deck = new ArrayList<>();
        List<RoadTile> stack = new ArrayList<>();
        for (String r : RECORD) {
            deck.add(Field.parse(r.substring(0, 2)));
            stack.add(TestBoards.tile(r.substring(3, 6)));
        }
        List<List<RoadTile>> stacks = new ArrayList<>();
        stacks.add(stack);
        for (int s = 1; s < seats; s++) {
            stacks.add(others);
        }
        return new TilesGame(new Setup(TestBoards.SET, List.of(Field.parse("C1"), Field.parse("F2")), deck, stacks));
    }

    /** The move seat 0 makes on turn {@code index} of the worked example (0-based). */
    static String recordMove(int index) {
        String label = RECORD.get(index).substring(3);
        return "place " + label.substring(0, 3) + (label.endsWith("r") ? " r" : "");
    }

    /** Applies a move that must be accepted. */
    static MoveResult.Accepted play(TilesGame game, int seat, String move) {
        MoveResult r = game.apply(seat, move);
        if (!(r instanceof MoveResult.Accepted)) {
            throw new AssertionError("rejected " + move + " by seat " + seat + ": " + r);
        }
        return (MoveResult.Accepted) r;
    }

    /** Every seat but seat 0 places its first legal tile. */
    static void othersPlaceFirstTile(TilesGame game) {
        for (int s = 1; s < game.seats(); s++) {
            play(game, s, game.legalMoves(s).get(0));
        }
    }
}
