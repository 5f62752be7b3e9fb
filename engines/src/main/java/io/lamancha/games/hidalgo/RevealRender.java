package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import java.util.List;

/** The plays of the adventure under way once revealed, or of the last one, with the tally. */
final class RevealRender {

    private final HidalgoView.RevealView r;
    private final RenderContext ctx;
    private final Palette paint;

    RevealRender(HidalgoView.RevealView reveal, RenderContext context, Palette paint) {
        this.r = reveal;
        this.ctx = context;
        this.paint = paint;
    }

    void appendTo(List<String> out) {
        out.add((r.resolved() ? "Last adventure, " : "Revealed for ") + r.adventure()
                + (r.adventureZapped() ? " (the adventure card is zapped)" : "") + ":");
        for (HidalgoView.PlayView p : r.plays()) {
            String card = p.card() == null ? "no card" : HidalgoRender.card(p.card(), paint);
            String flags = (p.blind() ? " [blind]" : "") + (p.zapped() ? " [zapped]" : "")
                    + (p.copied() != null ? " [tent copies " + p.copied() + "]" : "");
            out.add("  " + name(p.seat()) + card + flags);
        }
        r.donkeys().forEach(d -> out.add("  " + name(d.seat()) + paint.item("donkey") + " "
                + (d.positive() ? "+3" : "-3") + " votes"));
        out.add("  Tally: " + r.plus() + " positive vs " + r.minus() + " negative"
                + (r.outcome() != null ? ": " + outcome(r.outcome())
                        : ": " + (r.plus() > r.minus() ? "a success" : "a failure") + " as it stands (a tie fails)"));
    }

    private String name(int seat) {
        String padded = HidalgoRender.pad(ctx.name(seat), HidalgoRender.nameColumn(ctx));
        return seat == ctx.viewerSeat() ? paint.own(padded) : padded;
    }

    /** {@code success: glory 0 -> 4} as {@code a success, glory moves from 0 to 4}. */
    private String outcome(String told) {
        String[] w = told.split(" ");
        boolean success = w[0].equals("success:");
        return paint.outcome(success, success ? "a success" : "a failure") + ", " + paint.token(w[1]) + " moves from "
                + w[2] + " to " + w[4];
    }
}
