package io.lamancha.games.doncarlo;

import io.lamancha.engine.Ansi;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.TextLines;
import java.util.ArrayList;
import java.util.List;

/**
 * The text a telnet player sees of the cooperative variant, made from the view alone: every line
 * fits 80 columns; with colour on, each family's agents show in its colour and the task due now
 * stands out.
 */
final class DonCarloCoopRender {

    private DonCarloCoopRender() {
    }

    static List<String> render(DonCarloCoopView v, RenderContext c) {
        List<String> lines = new ArrayList<>();
        lines.add("Don Carlo (cooperative) - " + status(v, c));
        lines.add("Penalty cards: " + DonCarloRender.cards(v.penaltyCards()) + " (" + v.penaltyCards().size()
                + " of 4; the fourth loses). Draw pile: " + v.drawPile() + " cards.");
        lines.add("Tasks, done strictly from left to right [sums the country takes]:");
        for (int i = 0; i < v.row().size(); i++) {
            lines.addAll(task(i + 1, v.row().get(i), v.outcome().equals("playing"), c));
        }
        List<String> sizes = new ArrayList<>();
        for (int s = 0; s < v.handSizes().size(); s++) {
            sizes.add(DonCarloRender.own(c, s, DonCarloRender.family(c, s, DonCarloRender.name(c, s))) + " "
                    + v.handSizes().get(s) + (s < v.handSizes().size() - 1 ? "," : ""));
        }
        lines.addAll(TextLines.wrap("Cards in hand:", sizes, "  "));
        if (v.hand() != null) {
            lines.add(Ansi.bold(c, "Your hand: " + DonCarloRender.cards(v.hand())));
        }
        if (v.penaltyDue()) {
            lines.add(Ansi.bold(c, "No code name possible: lay a penalty card, e.g. /play penalty "
                    + v.hand().get(0) + " (or " + v.hand().get(0) + ")."));
        } else if (v.codeNames() != null) {
            lines.addAll(DonCarloRender.codeNames(v.codeNames(), c));
        }
        return lines;
    }

    /** A task's line; the due one is marked while the game goes on. */
    private static List<String> task(int number, DonCarloCoopView.TaskView t, boolean playing, RenderContext c) {
        String head = String.format("  %d. %s [%s] needs %d:", number, t.name(), t.numbers(), t.required());
        if (t.state().equals("closed")) {
            return List.of(head + " done, closed.");
        }
        head += " " + t.agents().size() + " sent" + (playing && t.state().equals("due") ? ", " + Ansi.bold(c, "DUE NOW") : "")
                + ":";
        return TextLines.wrap(head, DonCarloRender.queue(t.agents(), c), DonCarloRender.INDENT);
    }

    private static String status(DonCarloCoopView v, RenderContext c) {
        if (!v.outcome().equals("playing")) {
            return "the families " + v.outcome() + " (" + v.task() + " of " + v.row().size() + " tasks done).";
        }
        int turn = v.awaited().get(0);
        String who = turn == v.seat() ? Ansi.bold(c, "your turn")
                : DonCarloRender.family(c, turn, DonCarloRender.name(c, turn)) + "'s turn";
        return who + ". Task " + (v.task() + 1) + " of " + v.row().size() + " is due.";
    }
}
