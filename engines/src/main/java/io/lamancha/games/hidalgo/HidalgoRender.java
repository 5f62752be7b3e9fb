package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import io.lamancha.games.hidalgo.HidalgoView.AdventureView;
import io.lamancha.games.hidalgo.HidalgoView.CardView;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The text render of a {@link HidalgoView}; it reads nothing but the view. Every line fits 80
 * columns, names players (never seat numbers) and is coloured only when the viewer asked.
 */
final class HidalgoRender {

    private static final String[] CHAPTERS = {"", "I", "II", "III"};
    private final HidalgoView v;
    private final RenderContext ctx;
    private final Palette paint;
    private final List<String> out = new ArrayList<>();

    HidalgoRender(HidalgoView view, RenderContext context) {
        this.v = view;
        this.ctx = context;
        this.paint = new Palette(context);
    }

    List<String> lines() {
        header();
        new TrackRender(v.track(), v.side(), v.riversActive(), v.chapter(), paint).appendTo(out);
        adventures();
        if (v.reveal() != null) {
            new RevealRender(v.reveal(), ctx, paint).appendTo(out);
        }
        players();
        if (v.viewer() >= 0 && v.scores() == null) {
            own();
        }
        if (v.scores() != null) {
            new ScoreRender(v, ctx, paint).appendTo(out);
        }
        return Columns.fitAll(out);
    }

    static String chapter(int chapter) {
        return chapter < CHAPTERS.length ? CHAPTERS[chapter] : Integer.toString(chapter);
    }

    private void header() {
        out.add("Don Quixote: The Ingenious Hidalgo - chapter " + chapter(v.chapter()) + ", adventure "
                + v.adventureNumber() + " of " + v.adventuresInChapter());
        boolean first = v.startDrawn() && v.chapter() == 1 && v.adventureNumber() == 1 && v.story().isEmpty();
        out.add("Start player: " + paint.name(v.startPlayer()) + (first ? " (drawn at random)." : "."));
        out.add("Decks: " + v.characterDeck() + " character cards, " + v.characterDiscard() + " discarded; "
                + v.adventureDeck() + " adventures.");
        if (!v.awaited().isEmpty()) {
            out.add(new Question(v, ctx).line());
        }
    }

    private void adventures() {
        if (!v.pool().isEmpty()) {
            out.add("Adventures to pick from (printed votes; the token each outcome moves):");
            v.pool().forEach(a -> out.add("  " + adventure(a)));
        }
        if (v.current() != null) {
            out.add("Current adventure: " + adventure(v.current()));
        }
        out.add("Centre: " + paint.diamonds(v.centreDiamonds()) + (v.centreItems().isEmpty() ? ""
                : ", " + items(v.centreItems())) + ".");
    }

    /** {@code A2 The Lions (-2): success glory +4, failure obsession +2}. */
    String adventure(AdventureView a) {
        return a.id() + " " + a.name() + " (" + HidalgoRules.votes(a.plus(), a.minus()) + "): "
                + paint.outcome(true, "success") + " " + outcome(a.success()) + ", "
                + paint.outcome(false, "failure") + " " + outcome(a.failure());
    }

    /** {@code glory 4} as {@code glory +4}, the token in its colour. */
    private String outcome(String tokenAndSteps) {
        String[] w = tokenAndSteps.split(" ");
        return paint.token(w[0]) + " +" + w[1];
    }

    String items(List<String> items) {
        List<String> out = new ArrayList<>();
        items.forEach(i -> out.add(paint.item(i)));
        return String.join(", ", out);
    }

    /** {@code C24 The Innkeeper +1 glory, get diamond/item}; a Don Diego says how it scores. */
    static String card(CardView c, Palette paint) {
        String scores = c.token() == null ? "scores " + c.scoring() : paint.token(c.token());
        String ability = c.ability().equals(Ability.NONE.key()) ? "" : ", " + Ability.labelOf(c.ability());
        return c.id() + " " + c.name() + " " + HidalgoRules.votes(c.plus(), c.minus()) + " " + scores + ability;
    }

    private void players() {
        out.add("Players:");
        for (HidalgoView.PlayerView p : v.players()) {
            String items = p.items().isEmpty() ? "no items" : items(p.items());
            String status = p.played() ? " [has played]" : "";
            String name = pad(ctx.name(p.seat()), nameColumn(ctx));
            out.add("  " + (p.seat() == v.viewer() ? paint.own(name) : name) + paint.diamonds(p.diamonds())
                    + ", " + items + "; hand " + p.handSize() + ", pile " + p.pileSize() + status);
        }
    }

    private void own() {
        HidalgoView.ObjectiveView o = v.objective();
        out.add("Your secret objective: " + o.id() + " " + o.name() + " - " + o.text());
        if (o.text().contains(" first") || o.text().contains(" last")) {
            out.add("    (first: furthest along the track of the four tokens; last: furthest behind)");
        }
        ownPlay();
        if (!v.mine().marked().isEmpty()) {
            out.add("Set aside to discard: " + String.join(" ", v.mine().marked()));
        }
        out.add("Your hand (*: a move of yours names it now; worth: its points in your pile now):");
        TrackWorth worth = new TrackWorth(v.track(), v.riversActive());
        int width = 0;
        for (CardView c : v.hand()) {
            width = Math.max(width, card(c, Palette.PLAIN).length());
        }
        for (CardView c : v.hand()) {
            boolean named = v.moves().stream().anyMatch(mv -> mv.endsWith(" " + c.id()) && !mv.startsWith("copy"));
            String line = card(c, paint) + " ".repeat(width - card(c, Palette.PLAIN).length())
                    + (c.token() == null ? "" : "  worth " + worth.worth(c.token()));
            out.add(named ? "  " + paint.own("* " + line) : "    " + line);
        }
        new MoveGuide(v, ctx, paint).appendTo(out);
    }

    /** During PLAY: what the viewer has played, or that the poison decides their card. */
    private void ownPlay() {
        HidalgoView.MineView m = v.mine();
        if (!v.phase().equals("play") || m.play() == null) {
            return;
        }
        if (v.players().get(v.viewer()).played()) {
            out.add("You have played " + (m.play().equals("blind") ? "your blind card" : m.play())
                    + (m.items().isEmpty() ? "" : ", with " + String.join(" and ", MoveGuide.itemWords(m.items())))
                    + ".");
        } else if (m.play().equals("blind")) {
            int left = (v.viewer() + 1) % v.players().size();
            out.add("You are poisoned: you play the card drawn blindly from " + ctx.name(left)
                    + "'s hand (play blind).");
        }
    }

    /** The width of a column of names: the longest name and a space, at least 12. */
    static int nameColumn(RenderContext ctx) {
        int longest = 0;
        for (String n : ctx.seatNames()) {
            longest = Math.max(longest, n.length());
        }
        return Math.max(12, longest + 2);
    }

    static String pad(String s, int width) {
        String t = s.length() > width - 1 ? s.substring(0, width - 1) : s;
        return String.format(Locale.ROOT, "%-" + width + "s", t);
    }
}
