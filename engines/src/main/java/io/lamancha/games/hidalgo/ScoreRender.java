package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/** The end of the game as text: the score table and the story of Don Quixote's adventures. */
final class ScoreRender {

    private final HidalgoView v;
    private final RenderContext ctx;

    ScoreRender(HidalgoView view, RenderContext context) {
        this.v = view;
        this.ctx = context;
    }

    void appendTo(List<String> out) {
        out.add("Final scores:");
        out.add("  " + HidalgoRender.pad("player", 12) + "cards  DonDiego  diamonds  objective  total  items");
        for (ScoreLine l : v.scores()) {
            HidalgoView.ObjectiveView o = v.players().get(l.seat()).objective();
            out.add(String.format("  %s%5d  %8d  %8d  %9d  %5d  %5d   %s %s", HidalgoRender.pad(ctx.name(l.seat()), 12),
                    l.cards(), l.donDiego(), l.diamonds(), l.objective(), l.total(), l.items(),
                    o == null ? "" : o.id(), o == null ? "" : o.name()));
            if (l.donDiegoKept() > 0 || !l.removed().isEmpty()) {
                out.add("      keeps Don Diego C" + l.donDiegoKept() + (l.removed().isEmpty() ? ""
                        : ", removes " + codes(l.removed())));
            }
        }
        List<String> names = new ArrayList<>();
        v.winners().forEach(w -> names.add(ctx.name(w)));
        out.add("Winner: " + String.join(" and ", names) + (names.size() > 1 ? " (shared victory)" : "") + ".");
        out.add("The story of Don Quixote:");
        for (StoryEntry e : v.story()) {
            out.add("  " + (e.chapter() == 1 ? "I " : "II") + " " + e.adventure() + " " + e.name() + " (" + e.ref()
                    + "): " + e.plus() + " vs " + e.minus() + ", " + (e.success() ? "success" : "failure") + ", "
                    + e.token() + " " + e.from() + " -> " + e.to());
        }
    }

    private static String codes(List<Integer> ids) {
        List<String> out = new ArrayList<>();
        ids.forEach(i -> out.add("C" + i));
        return String.join(" ", out);
    }
}
