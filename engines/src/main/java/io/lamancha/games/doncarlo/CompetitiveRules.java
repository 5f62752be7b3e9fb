package io.lamancha.games.doncarlo;

import io.lamancha.engine.EventSink;
import io.lamancha.engine.GameResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The checks, the forced draw and the final scoring of the competitive game. */
final class CompetitiveRules {

    private CompetitiveRules() {
    }

    /** Empty when the seat to move may send an agent under this code name, else why not. */
    static Optional<String> checkPlay(DonCarloCompetitiveGame game, int seat, Move move) {
        if (!(move instanceof Move.Play)) {
            return Optional.of("Send an agent: write a code name of 1 to 4 hand cards, e.g. 1/1/6 (see /moves).");
        }
        CodeName code = ((Move.Play) move).code();
        if (code.size() > DonCarloCompetitiveGame.MAX_CODE) {
            return Optional.of("A code name has 1 to 4 cards; choose fewer cards (see /moves).");
        }
        if (!Cards.holds(game.family(seat).hand(), code.numbers())) {
            return Optional.of("Your hand does not hold the cards " + Cards.spaced(code.numbers())
                    + "; choose a code name from your own hand cards (see /moves).");
        }
        Country country = game.board().countryFor(code.sum());
        if (country == null) {
            return Optional.of("No country in play takes the sum " + code.sum()
                    + "; choose a code name whose sum names a country (see /moves).");
        }
        if (game.board().holds(country, code)) {
            return Optional.of(country.label() + " already has an agent " + code.notation()
                    + "; each code name may appear only once per country (see /moves).");
        }
        return Optional.empty();
    }

    /** Empty when the seat to move may put exactly these cards under its stockpile, else why not. */
    static Optional<String> checkBack(DonCarloCompetitiveGame game, Move move) {
        List<Integer> hand = game.family(game.turn()).hand();
        int excess = hand.size() - DonCarloCompetitiveGame.HAND;
        String what = "Put " + excess + (excess == 1 ? " card" : " cards")
                + " of your open hand under your stockpile, e.g. "
                + new Move.Back(hand.subList(0, excess)).notation();
        if (!(move instanceof Move.Back)) {
            return Optional.of("Your agent is sent. " + what + ".");
        }
        List<Integer> cards = ((Move.Back) move).cards();
        if (cards.size() != excess || !Cards.holds(hand, cards)) {
            return Optional.of(what + " (see /moves).");
        }
        return Optional.empty();
    }

    /**
     * Whether the seat can send an agent now. If it cannot, it lays its hand open and draws face
     * up until it can; if its whole stock is open and it still cannot, it is out.
     */
    static boolean readyToPlay(DonCarloCompetitiveGame game, int seat, EventSink events) {
        Family f = game.family(seat);
        if (f.cardsLeft() == 0) {
            f.out = true;
            events.add(new DonCarloEvent.SeatOut(seat, "all own number cards are played"));
            return false;
        }
        if (!game.playable(seat).isEmpty()) {
            return true;
        }
        f.open = true;
        events.add(() -> new DonCarloEvent.HandLaidOpen(seat, f.hand()));
        while (game.playable(seat).isEmpty() && f.hasStock()) {
            int card = f.draw();
            events.add(new DonCarloEvent.OpenCardDrawn(seat, card));
        }
        if (!game.playable(seat).isEmpty()) {
            return true;
        }
        f.out = true;
        events.add(new DonCarloEvent.SeatOut(seat, "no code name can be made with every card open"));
        return false;
    }

    /** Country scoring: most agents wins each card, the first to arrive breaks ties. */
    static void score(DonCarloCompetitiveGame game, EventSink events) {
        Board board = game.board();
        for (Country c : board.countries()) {
            int leader = DonCarloCompetitiveScoring.leader(board.queue(c));
            if (leader >= 0) {
                game.family(leader).countryPoints += c.points();
                events.add(() -> new DonCarloEvent.CountryWon(c.label(), leader,
                        DonCarloCompetitiveScoring.agentsOf(board.queue(c), leader), c.points()));
            }
        }
        events.add(() -> {
            List<Family> families = game.families();
            List<Integer> winners = DonCarloCompetitiveScoring.winners(families);
            return new DonCarloEvent.GameWon(winners, families.get(winners.get(0)).total());
        });
    }

    /** The final table, once the countries are scored. */
    static GameResult result(DonCarloCompetitiveGame game) {
        List<Family> families = game.families();
        List<Integer> winners = DonCarloCompetitiveScoring.winners(families);
        List<Integer> scores = new ArrayList<>();
        List<String> breakdown = new ArrayList<>();
        for (int s = 0; s < families.size(); s++) {
            Family f = families.get(s);
            scores.add(f.total());
            // short enough for the end's line beside a name and a score in 80 columns
            breakdown.add(f.influence + " influence, " + f.bonus + " bonus, " + f.countryPoints + " country; "
                    + f.cardsLeft() + (f.cardsLeft() == 1 ? " card left" : " cards left"));
        }
        return new GameResult(scores, winners, breakdown, List.of("The winner becomes Don Carlo;",
                "on a tie in points, the fewest own cards left wins."))
                .placedBy(java.util.Comparator.<Integer, Integer>comparing(s -> -families.get(s).total())
                        .thenComparing(s -> families.get(s).cardsLeft()));
    }
}
