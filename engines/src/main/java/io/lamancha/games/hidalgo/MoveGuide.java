package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The viewer's own decision, for a person: what is being decided, and each move with what it does
 * (a move that names a player, {@code zap bob}, says whose card it is). Read from the view alone.
 */
final class MoveGuide {

    private static final int MOVE_COLUMN = 22;
    private final HidalgoView v;
    private final RenderContext ctx;
    private final Palette paint;
    private final List<String> out = new ArrayList<>();

    MoveGuide(HidalgoView view, RenderContext context, Palette paint) {
        this.v = view;
        this.ctx = context;
        this.paint = paint;
    }

    void appendTo(List<String> lines) {
        if (v.moves().isEmpty()) {
            return;
        }
        switch (v.phase()) {
            case "pick":
                pick();
                break;
            case "play":
                play();
                break;
            case "chapter_discard":
                decide("chapter I is over. Set aside any cards to discard (one or more at a time),"
                        + " then discard done; everyone then draws back to a full hand.");
                listed(v.moves());
                break;
            case "refresh_discard":
                String example = v.moves().get(0);
                decide("which " + (example.split(" ").length - 1) + " cards to discard after drawing with"
                        + " refresh 2. Send discard and the cards, for example:");
                out.add("  " + example);
                break;
            case "refresh_keep":
                decide("which " + (v.moves().get(0).split(" ").length - 1) + " of " + String.join(" ", choices())
                        + " stay in the pool; the others go to the adventure discard. Send keep and the"
                        + " adventures, for example:");
                out.add("  " + v.moves().get(0));
                break;
            default:
                new MoveMeaning(v, ctx).explain(this);
                break;
        }
        lines.addAll(out);
    }

    /** Each adventure with where its outcomes move a token, and what that token's cards are then worth. */
    private void pick() {
        decide("which adventure Don Quixote goes on. The votes played on it decide whether it"
                + " succeeds; each outcome moves a token, and with it the worth of that token's cards.");
        TrackWorth worth = new TrackWorth(v.track(), v.riversActive());
        for (String m : v.moves()) {
            HidalgoView.AdventureView a = v.pool().stream().filter(p -> m.equals("pick " + p.id())).findFirst()
                    .orElse(null);
            move(m, a == null ? "" : "success: " + worth.moved(a.success()) + "; failure: "
                    + worth.moved(a.failure()));
        }
    }

    /** The adventures the keep moves choose among, in the order they are first named. */
    private List<String> choices() {
        List<String> ids = new ArrayList<>();
        for (String m : v.moves()) {
            for (String w : m.substring("keep ".length()).split(" ")) {
                if (!ids.contains(w)) {
                    ids.add(w);
                }
            }
        }
        return ids;
    }

    /** The question, in bold for its reader. */
    void decide(String question) {
        out.add(paint.own("Your decision:") + " " + question);
    }

    /** One move and what it does, the words of a long meaning aligned under its first. */
    void move(String canonical, String meaning) {
        String move = TargetNames.named(canonical, ctx);
        String padded = move.length() < MOVE_COLUMN ? HidalgoRender.pad(move, MOVE_COLUMN) : move + "  ";
        Columns.fit("  " + paint.own(padded) + meaning, 2 + padded.length(), out);
    }

    /** Moves in a row, separated by {@code |}; a move is never broken across lines. */
    private void listed(List<String> moves) {
        StringBuilder line = new StringBuilder("  ");
        for (int i = 0; i < moves.size(); i++) {
            String next = moves.get(i) + (i < moves.size() - 1 ? " |" : "");
            if (line.length() > 2 && line.length() + 1 + next.length() > Columns.WIDTH) {
                out.add(line.toString().stripTrailing());
                line = new StringBuilder("  ");
            }
            line.append(line.length() > 2 ? " " : "").append(next);
        }
        out.add(line.toString());
    }

    private void play() {
        List<String> plain = new ArrayList<>();
        List<String> items = new ArrayList<>();
        for (String m : v.moves()) {
            String[] w = m.split(" ", 3);
            if (w.length == 2) {
                plain.add(m);
            } else if (!items.contains(w[2])) {
                items.add(w[2]);
            }
        }
        if (plain.equals(List.of("play blind"))) {
            int left = (v.viewer() + 1) % v.players().size();
            decide("you are poisoned, so you play the card drawn blindly from " + ctx.name(left) + "'s hand.");
        } else if (v.chapter() == 1 && v.adventureNumber() == 1) {
            // the first decision of the kind: why a card is played, and what becomes of it
            decide("the card you play face down. Its number is your vote: the adventure succeeds when"
                    + " the positive votes, its own printed ones included, outnumber the negative ones."
                    + " Then the card goes to your pile, where at the end it scores its token's worth.");
        } else {
            decide("the card you play face down: its votes count for or against the adventure, then it"
                    + " scores in your pile.");
        }
        listed(plain);
        List<String> single = new ArrayList<>();
        for (String i : items) {
            if (i.equals("donkey +") || i.equals("donkey -") || i.equals("tent")) {
                single.add(i);
            }
        }
        if (!single.isEmpty()) {
            out.add("  You may add items after the card, e.g. " + plain.get(0) + " " + items.get(0) + ":");
            for (String i : single) {
                move(i, i.equals("tent") ? "copy the ability of a card played this adventure"
                        : "a donkey: 3 " + (i.endsWith("+") ? "positive" : "negative") + " votes");
            }
        }
    }

    /** {@code donkey +} as {@code a donkey (+3 votes)}, {@code tent} as {@code the tent}. */
    static List<String> itemWords(List<String> items) {
        List<String> out = new ArrayList<>();
        for (String i : items) {
            out.add(i.equals("tent") ? "the tent" : "a donkey (" + (i.endsWith("+") ? "+" : "-") + "3 votes)");
        }
        return out;
    }
}
