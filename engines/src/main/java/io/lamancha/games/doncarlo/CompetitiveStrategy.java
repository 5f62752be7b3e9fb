package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.List;

/**
 * How the smart bot plays the competitive game: the code name worth most now (influence, bonus,
 * a share of a country card it would take the lead in) less a price for every extra card spent;
 * when cards go back, it keeps the four that can make the most code names.
 */
final class CompetitiveStrategy {

    /** Part of a country's points counted when taking the lead there; the lead can still change. */
    static final double LEAD_SHARE = 0.5;
    /** What an extra card in a code name costs: each card kept is a later agent. */
    static final double CARD_PRICE = 1.5;

    private CompetitiveStrategy() {
    }

    static String choose(DonCarloCompetitiveView view, List<String> legal) {
        Board board = board(view);
        boolean back = view.phase().equals("back");
        return SmartBot.best(legal, move -> back ? keepValue(view, board, move) : playValue(view, board, move));
    }

    private static double playValue(DonCarloCompetitiveView view, Board board, String move) {
        CodeName code = ((Move.Play) Move.parse(move)).code();
        Country country = board.countryFor(code.sum());
        List<Agent> queue = new ArrayList<>(board.queue(country));
        int before = DonCarloCompetitiveScoring.leader(queue);
        queue.add(new Agent(view.seat(), code));
        boolean takesLead = before != view.seat() && DonCarloCompetitiveScoring.leader(queue) == view.seat();
        return queue.size() + code.bonus() + (takesLead ? LEAD_SHARE * country.points() : 0)
                - CARD_PRICE * (code.size() - 1);
    }

    private static double keepValue(DonCarloCompetitiveView view, Board board, String move) {
        List<Integer> keep = new ArrayList<>(view.hand());
        Cards.take(keep, ((Move.Back) Move.parse(move)).cards());
        int options = CodeNameSet.madeFrom(Cards.counts(keep), DonCarloCompetitiveGame.MAX_CODE, board.sendable())
                .size();
        // Among equally flexible hands keep low cards: they fit more of the small countries.
        return options - keep.stream().mapToInt(Integer::intValue).sum() / 100.0;
    }

    private static Board board(DonCarloCompetitiveView view) {
        List<Country> countries = new ArrayList<>();
        for (DonCarloCompetitiveView.CountryView c : view.countries()) {
            countries.add(SmartBot.country(c.name()));
        }
        Board board = new Board(countries);
        for (DonCarloCompetitiveView.CountryView c : view.countries()) {
            SmartBot.rebuild(board, SmartBot.country(c.name()), c.agents());
        }
        return board;
    }
}
