package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/** The open question in words, with the players' names, as every viewer reads it: "Waiting for ...". */
final class Question {

    private final HidalgoView v;
    private final RenderContext ctx;

    Question(HidalgoView view, RenderContext context) {
        this.v = view;
        this.ctx = context;
    }

    String line() {
        List<String> names = new ArrayList<>();
        v.awaited().forEach(s -> names.add(ctx.name(s)));
        return "Waiting for " + String.join(", ", names) + ": " + text(ctx.name(v.awaited().get(0))) + ".";
    }

    private String text(String who) {
        HidalgoView.QuestionView q = v.question();
        String by = q == null || q.by() < 0 ? "" : ctx.name(q.by());
        switch (v.phase()) {
            case "pick":
                return who + " picks the adventure Don Quixote goes on next";
            case "poison":
                return who + " may use the poison, so that everyone else plays a card drawn blindly"
                        + " from the hand on their left";
            case "poison_shield":
                return by + " used the poison; " + who + " may block it with a shield";
            case "play":
                return "each plays a card face down, their vote on the adventure";
            case "tent":
                return who + " may copy, with the tent, the ability of a card played this adventure";
            case "ability":
                Ability a = Ability.fromKey(q.about());
                return who + " may use " + (q.copied() ? "the copied ability " : "their card's ability ")
                        + a.label() + ", which " + a.effect().replaceFirst("^this card", "their card");
            case "zap_shield":
                return by + " zaps the card of " + who + ", who may block the zap with a shield";
            case "steal_shield":
                return by + " tries to steal a " + q.about() + " from " + who + ", who may stop it with a shield";
            case "refresh_discard":
                return who + " discards as many cards as refresh 2 drew";
            case "refresh_keep":
                return who + " chooses which " + v.pool().size() + " adventures form the pool, after refresh 2";
            case "chapter_discard":
                return "each sets aside, in secret, the cards to discard before chapter II";
            default:
                return v.waitingFor();
        }
    }
}
