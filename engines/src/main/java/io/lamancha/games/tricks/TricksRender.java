package io.lamancha.games.tricks;

import io.lamancha.engine.Ansi;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.TextLines;
import io.lamancha.games.tricks.TricksView.PlayedCard;
import io.lamancha.games.tricks.TricksView.PlayerLine;
import java.util.ArrayList;
import java.util.List;

/**
 * The text render of a {@link TricksView}; it reads nothing but the view (and the rules of the
 * player count it names). Every line fits 80 columns; with colour on, cards show in their colour
 * and the viewer's own line and hand in bold.
 */
final class TricksRender {

    private static final int NAME_WIDTH = 16;

    private TricksRender() {
    }

    static List<String> render(TricksView v, RenderContext context) {
        List<String> lines = new ArrayList<>();
        lines.add("Don Quixote - round " + v.round() + ", trick " + v.trick() + " of "
                + PlayerCountRules.TRICKS_PER_ROUND);
        lines.add("Suit power: " + String.join(" > ", CardColours.paintAll(context, v.suitPower()))
                + "  (strongest first: it beats the colour led)");
        lines.add("Leftovers: " + String.join(" ", CardColours.paintAll(context, v.leftovers()))
                + "  (face up: dealt to nobody this round)");
        if (!v.over()) {
            lines.addAll(TextLines.wrap(trickHead(v, context), plays(v.currentTrick(), context), "    "));
        }
        if (!v.lastTrick().isEmpty()) {
            lines.addAll(TextLines.wrap("Last trick, won by " + name(context, v.lastTrickWinner()) + ":",
                    plays(v.lastTrick(), context), "    "));
        }
        lines.add(String.format("  %-" + NAME_WIDTH + "s %6s %5s %6s %5s %6s", "Player", "Tricks", "Pass",
                "Score", "Last", "Cards"));
        for (PlayerLine p : v.players()) {
            lines.add(playerLine(v, p, context));
        }
        lines.add(goal(v.seats()));
        if (!v.over()) {
            lines.add("A round that leaves anyone on 7 points or more ends the game; highest wins.");
        }
        lines.addAll(status(v, context));
        if (v.hand() != null && !v.hand().isEmpty()) {
            lines.addAll(TextLines.wrap(Ansi.bold(context, "Your hand:"), hand(v, context), "           "));
        }
        return lines;
    }

    private static String trickHead(TricksView v, RenderContext context) {
        if (v.currentTrick().isEmpty()) {
            return "Trick: " + name(context, v.leader()) + " leads.";
        }
        return v.startingColour() == null ? "Trick, no colour to follow yet:"
                : "Trick, colour to follow " + CardColours.paint(context, v.startingColour()) + ":";
    }

    private static String playerLine(TricksView v, PlayerLine p, RenderContext context) {
        String mark = p.seat() == v.turn() ? "> " : "  ";
        String line = String.format("%-" + NAME_WIDTH + "s %6d %5d %6d %5s %6d", name(context, p.seat()),
                p.tricks(), p.passCards(), p.score(), "+" + p.lastRoundPoints(), p.handSize());
        return mark + (p.seat() == v.viewer() ? Ansi.bold(context, line) : line);
    }

    /** What a round pays at this player count: the aim of every trick. */
    static String goal(int seats) {
        int target = PlayerCountRules.of(seats).targetTricks();
        return "Round pays: no tricks 3 points, exactly " + target + " trick" + (target == 1 ? "" : "s")
                + " 1 point; +1 per pass card won.";
    }

    private static List<String> status(TricksView v, RenderContext context) {
        if (v.over()) {
            // who won is the server's end of the game, said once
            return List.of("The last round is played: the scores above are final.");
        }
        if (v.turn() == v.viewer()) {
            return List.of(Ansi.bold(context, "Your turn: play a card in [brackets], e.g. /play "
                    + v.playable().get(0)));
        }
        return List.of("Turn: " + name(context, v.turn()));
    }

    private static List<String> plays(List<PlayedCard> plays, RenderContext context) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < plays.size(); i++) {
            PlayedCard p = plays.get(i);
            parts.add(name(context, p.seat()) + " " + CardColours.paint(context, p.card())
                    + (i < plays.size() - 1 ? "," : ""));
        }
        return parts;
    }

    private static List<String> hand(TricksView v, RenderContext context) {
        List<String> cards = new ArrayList<>();
        for (String card : v.hand()) {
            String painted = CardColours.paint(context, card);
            cards.add(v.playable().contains(card) ? "[" + painted + "]" : " " + painted + " ");
        }
        if (!cards.isEmpty()) {
            int last = cards.size() - 1;
            cards.set(last, cards.get(last).stripTrailing());
        }
        return cards;
    }

    private static String name(RenderContext context, int seat) {
        String name = context.name(seat);
        return name.length() > NAME_WIDTH ? name.substring(0, NAME_WIDTH) : name;
    }
}
