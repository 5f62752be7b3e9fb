package io.lamancha.games.tricks;

import io.lamancha.engine.RenderContext;
import io.lamancha.games.tricks.TricksView.PlayedCard;
import io.lamancha.games.tricks.TricksView.PlayerLine;
import java.util.ArrayList;
import java.util.List;

/** The ASCII render of a {@link TricksView}; it reads nothing but the view. */
final class TricksRender {

    private static final int NAME_WIDTH = 16;
    private static final int MAX_WIDTH = 100;

    private TricksRender() {
    }

    static List<String> render(TricksView v, RenderContext context) {
        List<String> lines = new ArrayList<>();
        lines.add("Don Quixote - round " + v.round() + ", trick " + v.trick() + " of "
                + PlayerCountRules.TRICKS_PER_ROUND);
        lines.add("Suit power: " + String.join(" > ", v.suitPower()) + "   Leftovers: "
                + String.join(" ", v.leftovers()));
        if (!v.over()) {
            String colour = v.startingColour() == null ? "not set yet" : v.startingColour();
            wrap(lines, "Trick (starting colour " + colour + "):", plays(v.currentTrick(), context));
        }
        if (!v.lastTrick().isEmpty()) {
            List<String> parts = plays(v.lastTrick(), context);
            parts.add("won by " + name(context, v.lastTrickWinner()));
            wrap(lines, "Last trick:", parts);
        }
        lines.add(String.format("  %-" + NAME_WIDTH + "s %6s %5s %6s %5s %6s", "Player", "Tricks", "Pass",
                "Score", "Last", "Cards"));
        for (PlayerLine p : v.players()) {
            String mark = p.seat() == v.turn() ? "> " : "  ";
            lines.add(String.format("%s%-" + NAME_WIDTH + "s %6d %5d %6d %5s %6d", mark, name(context, p.seat()),
                    p.tricks(), p.passCards(), p.score(), "+" + p.lastRoundPoints(), p.handSize()));
        }
        lines.add(status(v, context));
        if (v.hand() != null) {
            lines.add("Your hand: " + hand(v));
        }
        return lines;
    }

    private static String status(TricksView v, RenderContext context) {
        if (v.over()) {
            List<String> names = new ArrayList<>();
            v.winners().forEach(w -> names.add(name(context, w)));
            return "Game over. " + (names.size() == 1 ? "Winner: " : "Shared victory: ") + String.join(", ", names);
        }
        if (v.turn() == v.viewer()) {
            return "Your turn: play one of the cards in [brackets], e.g. /play " + v.playable().get(0);
        }
        return "Turn: " + name(context, v.turn());
    }

    private static List<String> plays(List<PlayedCard> plays, RenderContext context) {
        List<String> parts = new ArrayList<>();
        plays.forEach(p -> parts.add(name(context, p.seat()) + " " + p.card()));
        if (parts.isEmpty()) {
            parts.add("-");
        }
        return parts;
    }

    /** Adds {@code prefix} and the comma-separated parts, continuing on new lines before 100 chars. */
    private static void wrap(List<String> lines, String prefix, List<String> parts) {
        StringBuilder line = new StringBuilder(prefix);
        for (int i = 0; i < parts.size(); i++) {
            String part = " " + parts.get(i) + (i < parts.size() - 1 ? "," : "");
            if (line.length() + part.length() > MAX_WIDTH) {
                lines.add(line.toString());
                line = new StringBuilder("  ");
            }
            line.append(part);
        }
        lines.add(line.toString());
    }

    private static String hand(TricksView v) {
        List<String> cards = new ArrayList<>();
        for (String card : v.hand()) {
            cards.add(v.playable().contains(card) ? "[" + card + "]" : " " + card + " ");
        }
        return String.join(" ", cards).stripTrailing();
    }

    private static String name(RenderContext context, int seat) {
        String name = context.name(seat);
        return name.length() > NAME_WIDTH ? name.substring(0, NAME_WIDTH) : name;
    }
}
