package io.lamancha.games.tricks;

import io.lamancha.games.tricks.TricksView.PlayedCard;
import java.util.ArrayList;
import java.util.List;

/**
 * What the smart bot reads from its own view: the stack, the trick, its progress this round, and
 * the cards it has not seen (in other hands), which it works out from public information.
 */
final class Situation {

    /** How much a card of a stronger colour counts as a threat: it is only played by a void player. */
    private static final double OFF_COLOUR_THREAT = 0.3;

    final TricksView view;
    final SuitPower power;
    final Trick trick;
    final PlayerCountRules rules;
    final List<Card> unseen;

    private Situation(TricksView view, SuitPower power, Trick trick, List<Card> unseen) {
        this.view = view;
        this.power = power;
        this.trick = trick;
        this.rules = PlayerCountRules.of(view.seats());
        this.unseen = unseen;
    }

    static Situation of(TricksView view) {
        List<Colour> order = new ArrayList<>();
        view.suitPower().forEach(code -> order.add(Colour.ofCode(code.charAt(0))));
        Trick trick = Trick.EMPTY;
        for (PlayedCard p : view.currentTrick()) {
            trick = trick.with(new Play(p.seat(), Card.parse(p.card())));
        }
        List<Card> unseen = PlayerCountRules.of(view.seats()).deck();
        List<String> seen = new ArrayList<>(view.hand());
        seen.addAll(view.leftovers());
        seen.addAll(view.playedThisRound());
        view.currentTrick().forEach(p -> seen.add(p.card()));
        seen.forEach(code -> unseen.remove(Card.parse(code)));
        return new Situation(view, new SuitPower(order), trick, unseen);
    }

    int myTricks() {
        return view.players().get(view.viewer()).tricks();
    }

    /** Tricks still to play this round, this one included. */
    int tricksLeft() {
        return PlayerCountRules.TRICKS_PER_ROUND - view.trick() + 1;
    }

    /** Strength of the card winning the trick so far; -1 while only pass cards were played. */
    int bestSoFar() {
        return trick.plays().stream().mapToInt(p -> power.strength(p.card())).max().orElse(-1);
    }

    boolean lastToPlay() {
        return trick.plays().size() == view.seats() - 1;
    }

    /**
     * Roughly how many unseen cards could beat {@code card}: higher cards of its colour count fully
     * (they may have to follow), cards of stronger colours count a little.
     */
    double beaters(Card card) {
        double threat = 0;
        for (Card other : unseen) {
            if (other.isPass() || power.strength(other) < power.strength(card)) {
                continue;
            }
            threat += other.colour() == card.colour() ? 1.0 : OFF_COLOUR_THREAT;
        }
        return threat;
    }
}
