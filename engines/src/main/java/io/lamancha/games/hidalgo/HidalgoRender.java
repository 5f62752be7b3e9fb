package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import io.lamancha.games.hidalgo.HidalgoView.AdventureView;
import io.lamancha.games.hidalgo.HidalgoView.CardView;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The text render of a {@link HidalgoView}; it reads nothing but the view. */
final class HidalgoRender {

    private static final String[] CHAPTERS = {"", "I", "II", "III"};
    private final HidalgoView v;
    private final RenderContext ctx;
    private final List<String> out = new ArrayList<>();

    HidalgoRender(HidalgoView view, RenderContext context) {
        this.v = view;
        this.ctx = context;
    }

    List<String> lines() {
        header();
        new TrackRender(v.track(), v.side(), v.riversActive(), v.chapter()).appendTo(out);
        adventures();
        if (v.reveal() != null) {
            reveal(v.reveal());
        }
        players();
        if (v.viewer() >= 0 && v.scores() == null) {
            own();
        }
        if (v.scores() != null) {
            new ScoreRender(v, ctx).appendTo(out);
        }
        List<String> fitted = new ArrayList<>();
        out.forEach(l -> fit(l, fitted));
        return fitted;
    }

    /** Breaks a line longer than 100 characters at a space, indenting the continuation. */
    private static void fit(String line, List<String> into) {
        String rest = line;
        while (rest.length() > 100) {
            int cut = rest.lastIndexOf(' ', 100);
            if (cut <= 4) {
                cut = 100;
            }
            into.add(rest.substring(0, cut));
            rest = "    " + rest.substring(cut).trim();
        }
        into.add(rest);
    }

    private void header() {
        String chapter = v.chapter() < CHAPTERS.length ? CHAPTERS[v.chapter()] : Integer.toString(v.chapter());
        out.add("Don Quixote: The Ingenious Hidalgo - chapter " + chapter + ", adventure " + v.adventureNumber()
                + " of " + v.adventuresInChapter());
        out.add("Start player: " + ctx.name(v.startPlayer()) + ".  Deck " + v.characterDeck() + " cards, discard "
                + v.characterDiscard() + "; adventure deck " + v.adventureDeck() + ".");
        if (!v.awaited().isEmpty()) {
            List<String> names = new ArrayList<>();
            v.awaited().forEach(s -> names.add(ctx.name(s)));
            out.add("Waiting for " + String.join(", ", names) + ": " + v.waitingFor() + ".");
        }
    }

    private void adventures() {
        out.add("Pool of adventures:");
        v.pool().forEach(a -> out.add("  " + adventure(a)));
        if (v.current() != null) {
            out.add("Current adventure: " + adventure(v.current()));
        }
        out.add("Centre: " + diamonds(v.centreDiamonds()) + (v.centreItems().isEmpty() ? ""
                : ", " + String.join(", ", v.centreItems())) + ".");
    }

    static String adventure(AdventureView a) {
        return a.id() + " " + a.name() + " (" + HidalgoRules.votes(a.plus(), a.minus()) + "): success "
                + a.success() + ", failure " + a.failure();
    }

    private void reveal(HidalgoView.RevealView r) {
        out.add((r.resolved() ? "Last adventure " : "Revealed for ") + r.adventure()
                + (r.adventureZapped() ? " (adventure card zapped)" : "") + ":");
        for (HidalgoView.PlayView p : r.plays()) {
            String card = p.card() == null ? "no card" : card(p.card());
            String flags = (p.blind() ? " [blind]" : "") + (p.zapped() ? " [zapped]" : "")
                    + (p.copied() != null ? " [tent copies " + p.copied() + "]" : "");
            out.add("  " + pad(ctx.name(p.seat()), 12) + card + flags);
        }
        r.donkeys().forEach(d -> out.add("  " + pad(ctx.name(d.seat()), 12) + "donkey " + (d.positive() ? "+3" : "-3")));
        out.add("  Tally: " + r.plus() + " positive vs " + r.minus() + " negative"
                + (r.outcome() != null ? " -> " + r.outcome() : " (ties fail)"));
    }

    static String card(CardView c) {
        String token = c.token() == null ? c.scoring() : c.token();
        return c.id() + " " + c.name() + " " + HidalgoRules.votes(c.plus(), c.minus()) + " " + token
                + (c.ability().equals("none") ? "" : " " + c.ability());
    }

    private void players() {
        out.add("Players:");
        for (HidalgoView.PlayerView p : v.players()) {
            String items = p.items().isEmpty() ? "no items" : String.join(", ", p.items());
            String status = p.played() ? " [has played]" : "";
            out.add("  " + pad(ctx.name(p.seat()), 12) + diamonds(p.diamonds()) + ", " + items + "; hand "
                    + p.handSize() + ", pile " + p.pileSize() + status);
        }
    }

    private void own() {
        HidalgoView.ObjectiveView o = v.objective();
        out.add("Your objective: " + o.id() + " " + o.name() + " - " + o.text());
        HidalgoView.MineView m = v.mine();
        if (m.play() != null || !m.items().isEmpty()) {
            out.add("Your play this adventure: " + (m.play() == null ? "not yet" : m.play())
                    + (m.items().isEmpty() ? "" : ", items " + String.join(", ", m.items())));
        }
        if (!m.marked().isEmpty()) {
            out.add("Set aside to discard: " + String.join(" ", m.marked()));
        }
        out.add("Your hand (* = named in your moves now):");
        for (CardView c : v.hand()) {
            boolean legal = v.moves().stream().anyMatch(mv -> mv.endsWith(" " + c.id()) && !mv.startsWith("copy"));
            out.add((legal ? "  * " : "    ") + card(c));
        }
        moves();
    }

    /** The legal moves; PLAY's item combinations are listed once as what may follow the card. */
    private void moves() {
        List<String> plain = new ArrayList<>();
        List<String> items = new ArrayList<>();
        for (String m : v.moves()) {
            String[] w = m.split(" ", 3);
            if (w[0].equals("play") && w.length == 3) {
                if (!items.contains(w[2])) {
                    items.add(w[2]);
                }
            } else {
                plain.add(m);
            }
        }
        if (!plain.isEmpty()) {
            wrap("Your moves: ", plain);
        }
        if (!items.isEmpty()) {
            wrap("Items you may add after the card (e.g. " + plain.get(0) + " " + items.get(0) + "): ", items);
        }
    }

    private void wrap(String head, List<String> items) {
        StringBuilder line = new StringBuilder(head);
        for (String i : items) {
            if (line.length() + i.length() + 2 > 100) {
                out.add(line.toString());
                line = new StringBuilder("  ");
            }
            line.append(i).append(" | ");
        }
        out.add(line.substring(0, line.length() - 3));
    }

    static String pad(String s, int width) {
        String t = s.length() > width - 1 ? s.substring(0, width - 1) : s;
        return String.format(Locale.ROOT, "%-" + width + "s", t);
    }

    /** "1 diamond", "3 diamonds". */
    private static String diamonds(int n) {
        return n + (n == 1 ? " diamond" : " diamonds");
    }

}
