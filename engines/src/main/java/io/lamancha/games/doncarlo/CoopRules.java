package io.lamancha.games.doncarlo;

import io.lamancha.engine.GameResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/** What the cooperative variant allows: which code names may be sent, and when a penalty is due. */
final class CoopRules {

    private CoopRules() {
    }

    /** Why a code name cannot be sent (cards aside). */
    private enum Bar { NO_COUNTRY, CLOSED, TAKEN, NOT_DUE }

    /**
     * The code names an agent may be sent under now (cards aside), in {@link CodeName} order: those
     * {@link #refusal} has nothing against, worked out country by country rather than one by one.
     */
    static CodeNameSet allowed(Board board, int task) {
        List<Country> row = board.countries();
        CodeNameSet open = CodeNameSet.none();
        for (int index = task; index < row.size(); index++) {
            Country country = row.get(index);
            boolean lastNotDue = index != task && board.queue(country).size() + 1 == country.points();
            if (!lastNotDue) {
                open = open.with(CodeNameSet.takenBy(country));
            }
        }
        return open.and(board.sendable());
    }

    private static Bar bar(Board board, int task, CodeName code) {
        Country country = board.countryFor(code.sum());
        if (country == null) {
            return Bar.NO_COUNTRY;
        }
        int index = board.countries().indexOf(country);
        if (index < task) {
            return Bar.CLOSED;
        }
        if (board.holds(country, code)) {
            return Bar.TAKEN;
        }
        boolean last = board.queue(country).size() + 1 == country.points();
        return last && index != task ? Bar.NOT_DUE : null;
    }

    /** Null when an agent with this code name may be sent now (cards aside), else why not. */
    static String refusal(Board board, int task, CodeName code) {
        Bar bar = bar(board, task, code);
        if (bar == null) {
            return null;
        }
        Country country = board.countryFor(code.sum());
        switch (bar) {
            case NO_COUNTRY:
                return "No country in the row takes the sum " + code.sum() + "; choose another code name (see /moves).";
            case CLOSED:
                return country.label() + " is closed: its task is done. Choose another code name (see /moves).";
            case TAKEN:
                return country.label() + " already has an agent " + code.notation()
                        + "; each code name may appear only once per country (see /moves).";
            default:
                return "You cannot send the last agent to " + country.label() + ": its task is not yet due."
                        + " Tasks are done from left to right (see /moves).";
        }
    }

    /** Empty when the seat to move may make this move, else a sentence saying what to do instead. */
    static Optional<String> check(DonCarloCoopGame game, int seat, Move move) {
        boolean stuck = game.playable(seat).isEmpty();
        if (move instanceof Move.Back) {
            return Optional.of("Cards go under a stockpile only in the competitive game; send an agent"
                    + " or lay a penalty card (see /moves).");
        }
        if (move instanceof Move.Penalty) {
            if (!stuck) {
                return Optional.of("You can still make a code name, so no penalty card is due; send an agent"
                        + " (see /moves).");
            }
            int card = ((Move.Penalty) move).card();
            return game.hand(seat).contains(card) ? Optional.empty()
                    : Optional.of("You hold no " + card + "; lay one of your own hand cards as penalty card"
                            + " (see /moves).");
        }
        CodeName code = ((Move.Play) move).code();
        if (stuck) {
            return Optional.of("You cannot make any code name now: lay one hand card as penalty card,"
                    + " e.g. penalty " + game.hand(seat).get(0) + ".");
        }
        if (code.size() > DonCarloCoopGame.MAX_CODE || !Cards.holds(game.hand(seat), code.numbers())) {
            return Optional.of("Make a code name from up to 5 of your own hand cards, e.g. "
                    + game.playable(seat).get(0).notation() + " (see /moves).");
        }
        return Optional.ofNullable(refusal(game.board(), game.task(), code));
    }

    /**
     * Every seat shares the outcome: all win or nobody does; the score is the number of tasks done,
     * which each seat's breakdown says out of how many.
     */
    static GameResult result(DonCarloCoopGame game) {
        List<Integer> all = new ArrayList<>();
        for (int s = 0; s < game.seats(); s++) {
            all.add(s);
        }
        boolean won = game.outcome() == DonCarloCoopGame.Outcome.WON;
        String line = (won ? "Won: " : "Lost: ") + game.task() + " of " + game.row().size() + " tasks done, "
                + game.penalties().size() + " penalty cards.";
        String done = "the team's " + game.task() + " of " + game.row().size() + " tasks";
        return new GameResult(Collections.nCopies(game.seats(), game.task()), won ? all : List.of(),
                Collections.nCopies(game.seats(), done), List.of(line), "tasks done", true);
    }
}
