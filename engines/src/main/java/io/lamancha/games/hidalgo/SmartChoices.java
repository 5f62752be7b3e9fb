package io.lamancha.games.hidalgo;

import java.util.List;

/** Scores each legal move for {@link SmartBot}; the highest score is played. */
final class SmartChoices {

    private static final double USE = 100;

    private final HidalgoData data;
    private final HidalgoView view;
    private final BotValuation value;
    private final TokenPositions track;
    private final boolean zapping;

    SmartChoices(HidalgoData data, HidalgoView view, BotValuation value, List<String> legal) {
        this.data = data;
        this.view = view;
        this.value = value;
        this.track = value.positions();
        this.zapping = legal.stream().anyMatch(m -> m.startsWith("zap "));
    }

    double score(String move) {
        String[] w = move.split(" ");
        switch (w[0]) {
            case "pick":
                return expected(data.adventure(w[1]));
            case "play":
                return submissionScore(PlaySubmission.parse(List.of(w)));
            case "item":
                return itemScore(w[1], w.length > 2 && w[2].equals("+"));
            case "copy":
                return abilityWorth(data.card(MoveText.cardId(w[1])).ability());
            case "zap":
                return zapScore(w[1]);
            case "get":
                return thingWorth(w[1]);
            case "steal":
                return thingWorth(w[2]) + 0.1;
            case "refresh":
                return w[1].equals("cards") ? 1.0 : refreshAdventuresScore();
            case "discard":
                return discardScore(w);
            case "keep":
                return keepScore(w);
            default:
                return passScore();
        }
    }

    private double passScore() {
        if (zapping) {
            // passing a zap leaves the tally as it is: compare with the outcomes the zaps would give
            return outcomeWorth(view.reveal().plus(), view.reveal().minus());
        }
        return 0;
    }

    static double successChance(Adventure a) {
        return Math.max(0.15, Math.min(0.85, 0.45 + 0.12 * (a.plus() - a.minus())));
    }

    private double expected(Adventure a) {
        double p = successChance(a);
        return p * value.after(track, a.success(), view.riversActive())
                + (1 - p) * value.after(track, a.failure(), view.riversActive());
    }

    private Adventure current() {
        return data.adventure(view.current().id());
    }

    private double playScore(int card) {
        CharacterCard c = data.card(card);
        double stake = view.current() == null ? 0 : value.stake(current());
        double push = Math.signum(stake) * Math.min(Math.abs(stake), 6) * 0.7 * (c.plus() - c.minus());
        return value.pileGain(card, track) + push + abilityWorth(c.ability()) * 0.4;
    }

    private double abilityWorth(Ability a) {
        switch (a) {
            case ZAP:
                return 1.5;
            case GET_DIAMOND_OR_ITEM:
                return 2.0;
            case REFRESH_2:
                return 0.5;
            case ZAP_PROTECTION:
                return 0.3;
            default:
                return 0;
        }
    }

    /** A card with items: the card's worth plus each item's, so items are used only when the stake is large. */
    private double submissionScore(PlaySubmission play) {
        double score = play.card() == null ? 0 : playScore(play.card());
        for (boolean plus : play.donkeySigns()) {
            score += itemScore("donkey", plus);
        }
        return score + (play.tent() ? itemScore("tent", false) : 0);
    }

    private double itemScore(String item, boolean plus) {
        double stake = view.current() == null ? 0 : value.stake(current());
        switch (item) {
            case "donkey":
                boolean wantPlus = stake > 0;
                return Math.abs(stake) >= 2 && wantPlus == plus ? USE : -USE;
            case "tent":
                return Math.abs(stake) >= 1 && !view.objective().name().equals("Wealthy") ? USE : -USE;
            case "poison":
                return Math.abs(stake) >= 2 ? 1 : -1;
            default:
                return 1;
        }
    }

    private double outcomeWorth(int plus, int minus) {
        Adventure a = current();
        Adventure.Outcome o = plus > minus ? a.success() : a.failure();
        return value.after(track, o, view.riversActive()) + 0.01 * (plus > minus ? plus - minus : minus - plus);
    }

    private double zapScore(String target) {
        HidalgoView.RevealView r = view.reveal();
        int plus = r.plus();
        int minus = r.minus();
        if (target.equals("adventure")) {
            plus -= view.current().plus();
            minus -= view.current().minus();
        } else {
            int seat = Integer.parseInt(target.substring(4)) - 1;
            for (HidalgoView.PlayView p : r.plays()) {
                if (p.seat() == seat && p.card() != null) {
                    plus -= p.card().plus();
                    minus -= p.card().minus();
                }
            }
        }
        return outcomeWorth(plus, minus);
    }

    private double thingWorth(String thing) {
        if (thing.equals("diamond")) {
            return 2.0 + (view.objective().name().equals("Wealthy") ? 0 : 0.5);
        }
        double wealthy = view.objective().name().equals("Wealthy") ? 4 : 0;
        switch (thing) {
            case "donkey":
                return 1.5 + wealthy;
            case "tent":
                return 1.2 + wealthy;
            case "shield":
                return 1.0 + wealthy;
            default:
                return 0.8 + wealthy;
        }
    }

    private double refreshAdventuresScore() {
        double best = Double.NEGATIVE_INFINITY;
        for (HidalgoView.AdventureView a : view.pool()) {
            best = Math.max(best, expected(data.adventure(a.id())) - value.worth(track));
        }
        return best < 0.5 ? 0.8 : 0.2;
    }

    private double discardScore(String[] w) {
        if (w[1].equals("done")) {
            return 0.5;
        }
        double sum = 0;
        for (int i = 1; i < w.length; i++) {
            sum -= value.cardWorth(MoveText.cardId(w[i]), track);
        }
        if (view.phase().equals("chapter_discard")) {
            double gain = value.pileGain(MoveText.cardId(w[1]), track);
            return gain < 0.75 && view.mine().marked().size() < 4 ? 1 - gain : 0;
        }
        return sum;
    }

    private double keepScore(String[] w) {
        double best = Double.NEGATIVE_INFINITY;
        for (String id : List.of(w).subList(1, w.length)) {
            best = Math.max(best, expected(data.adventure(id)));
        }
        return best;
    }
}
