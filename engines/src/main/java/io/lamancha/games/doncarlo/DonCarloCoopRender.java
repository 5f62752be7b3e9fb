package io.lamancha.games.doncarlo;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/** The text a telnet player sees of the cooperative variant, made from the view alone. */
final class DonCarloCoopRender {

    private DonCarloCoopRender() {
    }

    static List<String> render(DonCarloCoopView v, RenderContext c) {
        List<String> lines = new ArrayList<>();
        lines.add("Don Carlo (cooperative) - " + status(v, c));
        lines.add("Penalty cards: " + DonCarloRender.cards(v.penaltyCards()) + " (" + v.penaltyCards().size()
                + " of 4, the fourth loses). Draw pile: " + v.drawPile() + " cards.");
        lines.add("Tasks, done strictly from left to right:");
        for (int i = 0; i < v.row().size(); i++) {
            DonCarloCoopView.TaskView t = v.row().get(i);
            String head = String.format("  %d. %s [%s] needs %d: ", i + 1, t.name(), t.numbers(), t.required());
            if (t.state().equals("closed")) {
                lines.add(head + "done, closed.");
            } else {
                head += t.agents().size() + " sent" + (t.state().equals("due") ? ", DUE NOW:" : ":");
                lines.addAll(DonCarloRender.wrap(head, DonCarloRender.queue(t.agents(), c), "      "));
            }
        }
        List<String> sizes = new ArrayList<>();
        for (int s = 0; s < v.handSizes().size(); s++) {
            sizes.add(DonCarloRender.name(c, s) + " " + v.handSizes().get(s));
        }
        lines.addAll(DonCarloRender.wrap("Cards in hand:", sizes, "  "));
        if (v.hand() != null) {
            lines.add("Your hand: " + DonCarloRender.cards(v.hand()));
        }
        if (v.penaltyDue()) {
            lines.add("You cannot make a code name: lay a penalty card, e.g. /play penalty " + v.hand().get(0) + ".");
        } else if (v.codeNames() != null) {
            lines.addAll(DonCarloRender.codeNames(v.codeNames()));
        }
        return lines;
    }

    private static String status(DonCarloCoopView v, RenderContext c) {
        if (!v.outcome().equals("playing")) {
            return "game over: the families " + v.outcome() + " (" + v.task() + " of " + v.row().size()
                    + " tasks done).";
        }
        int turn = v.awaited().get(0);
        String who = turn == v.seat() ? "your turn" : DonCarloRender.name(c, turn) + "'s turn";
        return who + ". Task " + (v.task() + 1) + " of " + v.row().size() + " is due.";
    }
}
