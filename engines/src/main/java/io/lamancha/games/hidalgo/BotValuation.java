package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How much a track position is worth to one seat, judged from its own view only: its pile, a share
 * of its hand (the cards it will still play), its objective and its diamonds.
 */
final class BotValuation {

    private final HidalgoData data;
    private final HidalgoView view;
    private final TrackSide side;
    private final List<Integer> pile = new ArrayList<>();
    private final List<Integer> hand = new ArrayList<>();
    private final Map<List<Integer>, Double> memo = new HashMap<>();

    BotValuation(HidalgoData data, HidalgoView view) {
        this.data = data;
        this.view = view;
        this.side = data.sides().get(view.side());
        view.players().get(view.viewer()).pile().forEach(c -> pile.add(MoveText.cardId(c.id())));
        view.hand().forEach(c -> hand.add(MoveText.cardId(c.id())));
    }

    TokenPositions positions() {
        List<Integer> pos = new ArrayList<>();
        for (Token t : Token.values()) {
            pos.add(view.track().positions().get(t.key()));
        }
        return new TokenPositions(side, pos);
    }

    /** Expected worth of the position: pile and objective in full, the hand weighted by plays left. */
    double worth(TokenPositions track) {
        return memo.computeIfAbsent(track.positions(), p -> compute(track));
    }

    private double compute(TokenPositions track) {
        HidalgoScoring scorer = new HidalgoScoring(data, track);
        HidalgoView.PlayerView me = view.players().get(view.viewer());
        HidalgoScoring.Holdings h = new HidalgoScoring.Holdings(view.viewer(), pile, me.diamonds(), me.items().size(),
                view.objective().id());
        double sum = scorer.score(h).total();
        double handWeight = hand.isEmpty() ? 0 : Math.min(1.0, playsLeft() / (double) hand.size());
        for (int c : hand) {
            Token t = data.card(c).token();
            sum += t == null ? 0 : handWeight * track.value(t);
        }
        return sum;
    }

    int playsLeft() {
        int left = view.adventuresInChapter() - view.adventureNumber() + 1;
        return view.chapter() == 1 ? left + 5 : left;
    }

    /** Worth after an adventure's outcome moves its token. */
    double after(TokenPositions track, Adventure.Outcome o, boolean riversActive) {
        return worth(track.move(o.token(), o.steps(), riversActive));
    }

    /** Worth of success minus worth of failure for an adventure: positive means I want success. */
    double stake(Adventure a) {
        TokenPositions now = positions();
        return after(now, a.success(), view.riversActive()) - after(now, a.failure(), view.riversActive());
    }

    /** The value a card will score with, at the current track. */
    double cardWorth(int card, TokenPositions track) {
        Token t = data.card(card).token();
        if (t == null) {
            return 2.0;
        }
        int drift = (int) Math.round(playsLeftInGame() * 2.5 / Token.values().length);
        int later = side.move(track.position(t), drift, view.chapter() > 1 || view.riversActive());
        return (track.value(t) + side.value(later)) / 2.0;
    }

    /** What adding the card to the pile adds to the final score, objective and Don Diego included. */
    double pileGain(int card, TokenPositions track) {
        HidalgoView.PlayerView me = view.players().get(view.viewer());
        HidalgoScoring scorer = new HidalgoScoring(data, track);
        List<Integer> more = new ArrayList<>(pile);
        more.add(card);
        int before = scorer.score(new HidalgoScoring.Holdings(view.viewer(), pile, me.diamonds(), me.items().size(),
                view.objective().id())).total();
        int after = scorer.score(new HidalgoScoring.Holdings(view.viewer(), more, me.diamonds(), me.items().size(),
                view.objective().id())).total();
        Token t = data.card(card).token();
        return after - before + (t == null ? 0 : cardWorth(card, track) - track.value(t));
    }

    /** Adventures still to come in the whole game, this one included. */
    int playsLeftInGame() {
        int left = view.adventuresInChapter() - view.adventureNumber() + 1;
        return view.chapter() == 1 ? left + 5 : left;
    }
}
