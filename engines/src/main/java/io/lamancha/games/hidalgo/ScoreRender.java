package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/** The end of the game as text: the score table, each objective, and the story of Don Quixote. */
final class ScoreRender {

    private final HidalgoView v;
    private final RenderContext ctx;
    private final Palette paint;

    ScoreRender(HidalgoView view, RenderContext context, Palette paint) {
        this.v = view;
        this.ctx = context;
        this.paint = paint;
    }

    void appendTo(List<String> out) {
        out.add("Final scores (points; diamonds score 2 each):");
        out.add("  " + HidalgoRender.pad("player", HidalgoRender.nameColumn(ctx)) + "  cards  Don Diego  diamonds  objective  total");
        for (ScoreLine l : v.scores()) {
            String name = HidalgoRender.pad(ctx.name(l.seat()), HidalgoRender.nameColumn(ctx));
            out.add(String.format("  %s%7d%11d%10d%11d%7d   (%d %s)", l.seat() == ctx.viewerSeat()
                    ? paint.own(name) : name, l.cards(), l.donDiego(), l.diamonds(), l.objective(), l.total(),
                    l.items(), l.items() == 1 ? "item" : "items"));
            HidalgoView.ObjectiveView o = v.players().get(l.seat()).objective();
            String kept = l.donDiegoKept() > 0 ? "; keeps Don Diego C" + l.donDiegoKept() : "";
            String removed = l.removed().isEmpty() ? "" : ", removes " + codes(l.removed());
            out.add("      objective " + (o == null ? "unknown" : o.id() + " " + o.name()) + kept + removed);
        }
        // who won is the server's end of the game, said once
        out.add("The story of Don Quixote:");
        for (StoryEntry e : v.story()) {
            out.add("  " + HidalgoRender.pad(HidalgoRender.chapter(e.chapter()), 3) + e.adventure() + " " + e.name()
                    + " (" + e.ref() + "): " + e.plus() + " vs " + e.minus() + ", "
                    + paint.outcome(e.success(), e.success() ? "success" : "failure") + ", " + paint.token(e.token())
                    + " " + e.from() + " -> " + e.to());
        }
    }

    private static String codes(List<Integer> ids) {
        List<String> out = new ArrayList<>();
        ids.forEach(i -> out.add("C" + i));
        return String.join(" ", out);
    }
}
