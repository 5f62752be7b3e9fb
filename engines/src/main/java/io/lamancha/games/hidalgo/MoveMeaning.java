package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;

/**
 * What each move of the item, tent and ability questions does, for the seat asked: a move naming a
 * seat ({@code zap seat2}, {@code steal seat2 shield}) names that player and their card.
 */
final class MoveMeaning {

    private final HidalgoView v;
    private final RenderContext ctx;

    MoveMeaning(HidalgoView view, RenderContext context) {
        this.v = view;
        this.ctx = context;
    }

    void explain(MoveGuide guide) {
        HidalgoView.QuestionView q = v.question();
        String by = q == null || q.by() < 0 ? "" : ctx.name(q.by());
        switch (v.phase()) {
            case "poison":
                guide.decide("whether to use your poison now, before the cards are played.");
                guide.move("item poison", "everyone else plays a card drawn blindly from the hand on their left");
                guide.move("pass", "keep the poison");
                break;
            case "poison_shield":
                guide.decide(by + " used the poison: block it with your shield?");
                guide.move("item shield", "you choose your own card; the shield " + shieldFate());
                guide.move("pass", "you play a card drawn blindly from " + ctx.name(left()) + "'s hand");
                break;
            case "zap_shield":
                guide.decide(by + " zaps your card: block the zap with your shield?");
                guide.move("item shield", "your card's votes still count; the shield " + shieldFate());
                guide.move("pass", "your card's votes do not count");
                break;
            case "steal_shield":
                guide.decide(by + " tries to steal your " + q.about() + ": stop it with your shield?");
                guide.move("item shield", "you keep it; the shield " + shieldFate());
                guide.move("pass", by + " takes your " + q.about());
                break;
            case "tent":
                guide.decide("whose ability your tent copies; it is used after your own card's.");
                v.moves().forEach(m -> guide.move(m, m.equals("pass") ? "copy nothing" : copy(m.substring(5))));
                break;
            default:
                ability(guide, q);
                break;
        }
    }

    private void ability(MoveGuide guide, HidalgoView.QuestionView q) {
        Ability a = Ability.fromKey(q.about());
        guide.decide("how to use " + (q.copied() ? "the ability you copied, " : "your card's ability, ")
                + a.label() + ", which " + a.effect() + ".");
        for (String m : v.moves()) {
            guide.move(m, meaning(m.split(" ")));
        }
    }

    private String meaning(String[] w) {
        switch (w[0]) {
            case "zap":
                return w[1].equals("adventure") ? "cancel the adventure card's votes (" + adventureVotes() + ")"
                        : "cancel the votes of " + cardOf(seat(w[1]));
            case "get":
                return "take " + (w[1].equals("diamond") ? "a diamond" : "the " + w[1]) + " from the centre";
            case "steal":
                return "take " + ctx.name(seat(w[1])) + "'s " + w[2] + " (the centre has none to take)";
            case "refresh":
                return w[1].equals("cards") ? "draw 2 character cards, then discard 2 from your hand"
                        : "reveal 2 adventures, then choose which form the pool";
            default:
                return "use nothing this time";
        }
    }

    /** The shield's side after this use: damaged, or back to the centre when it already was. */
    private String shieldFate() {
        boolean damaged = v.players().get(v.viewer()).items().contains("shield (damaged)");
        return damaged ? "goes back to the centre, restored" : "turns to its damaged side";
    }

    private int left() {
        return (v.viewer() + 1) % v.players().size();
    }

    private static int seat(String word) {
        return Integer.parseInt(word.substring("seat".length())) - 1;
    }

    /** {@code bob's C4 Rocinante (+1)}, from the revealed plays. */
    private String cardOf(int seat) {
        for (HidalgoView.PlayView p : v.reveal().plays()) {
            if (p.seat() == seat && p.card() != null) {
                return ctx.name(seat) + "'s " + p.card().id() + " " + p.card().name() + " ("
                        + HidalgoRules.votes(p.card().plus(), p.card().minus()) + ")";
            }
        }
        return ctx.name(seat) + "'s card";
    }

    /** {@code copy the zap of alice's C50 Marcela}. */
    private String copy(String code) {
        for (HidalgoView.PlayView p : v.reveal().plays()) {
            if (p.card() != null && p.card().id().equals(code)) {
                String ability = p.card().ability().equals(Ability.NONE.key()) ? "no ability (copying does nothing)"
                        : Ability.labelOf(p.card().ability());
                String whose = p.seat() == v.viewer() ? "your " : ctx.name(p.seat()) + "'s ";
                return whose + p.card().name() + ": " + ability;
            }
        }
        return "copy " + code;
    }

    private String adventureVotes() {
        return v.current() == null ? "" : HidalgoRules.votes(v.current().plus(), v.current().minus());
    }
}
