package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.List;

/**
 * How the smart bot plays the cooperative variant: complete the due task when it can, else add to
 * it, else prepare a later task without blocking it early, always with as few cards as possible;
 * when stuck, it gives up the card its hand can best spare.
 */
final class CoopStrategy {

    static final double CARD_PRICE = 3;
    static final double ZERO_GAIN = 2;

    private CoopStrategy() {
    }

    static String choose(DonCarloCoopView view, List<String> legal) {
        Board board = board(view);
        boolean stuck = view.penaltyDue();
        return SmartBot.best(legal, move -> stuck ? spareValue(view, board, move) : playValue(view, board, move));
    }

    private static double playValue(DonCarloCoopView view, Board board, String move) {
        CodeName code = ((Move.Play) Move.parse(move)).code();
        Country country = board.countryFor(code.sum());
        int index = board.countries().indexOf(country);
        int after = board.queue(country).size() + 1;
        double value;
        if (index == view.task()) {
            value = after == country.points() ? 1000 : 100;
        } else {
            // The second-last agent of a later task blocks its sums for everyone until it is due.
            value = after == country.points() - 1 ? -50 : 20;
        }
        int zeros = (int) code.numbers().stream().filter(n -> n == 0).count();
        // Zeros only pad code names; hoarding them is what leaves a hand unable to play.
        return value - CARD_PRICE * (code.size() - zeros) + ZERO_GAIN * zeros;
    }

    /** A penalty card is best given up when the rest of the hand can still make most code names. */
    private static double spareValue(DonCarloCoopView view, Board board, String move) {
        int card = ((Move.Penalty) Move.parse(move)).card();
        List<Integer> rest = new ArrayList<>(view.hand());
        rest.remove(Integer.valueOf(card));
        CodeNameSet open = CodeNameSet.takenByAny(board.countries().subList(view.task(), board.countries().size()));
        int options = CodeNameSet.madeFrom(Cards.counts(rest), DonCarloCoopGame.MAX_CODE,
                open.and(board.sendable())).size();
        return options + card / 10.0;
    }

    private static Board board(DonCarloCoopView view) {
        List<Country> row = new ArrayList<>();
        for (DonCarloCoopView.TaskView t : view.row()) {
            row.add(SmartBot.country(t.name()));
        }
        Board board = new Board(row);
        for (DonCarloCoopView.TaskView t : view.row()) {
            SmartBot.rebuild(board, SmartBot.country(t.name()), t.agents());
        }
        return board;
    }
}
