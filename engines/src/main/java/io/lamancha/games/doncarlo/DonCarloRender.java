package io.lamancha.games.doncarlo;

import io.lamancha.engine.Ansi;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.TextLines;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Line-building helpers shared by both renders and the events: queues, code names, and each
 * family in its own colour when the viewer asked for colour. Every line fits 80 columns.
 */
final class DonCarloRender {

    /** Continued lines of a country's queue or code names start here. */
    static final String INDENT = "      ";
    /** The longest name the tables show, so that they keep their columns. */
    static final int NAME_WIDTH = 12;

    /** One colour per family, by seat. */
    private static final Ansi.Colour[] FAMILY = {Ansi.Colour.RED, Ansi.Colour.CYAN, Ansi.Colour.GREEN,
            Ansi.Colour.MAGENTA};

    private DonCarloRender() {
    }

    /** A queue as {@code name:code} tokens in the families' colours, first arrival first. */
    static List<String> queue(List<AgentView> agents, RenderContext context) {
        List<String> tokens = new ArrayList<>();
        for (AgentView a : agents) {
            tokens.add(family(context, a.seat(), name(context, a.seat()) + ":" + a.code()));
        }
        if (tokens.isEmpty()) {
            tokens.add("(no agents)");
        }
        return tokens;
    }

    /** The viewer's legal code names, one wrapped line group per country. */
    static List<String> codeNames(Map<String, List<String>> byCountry, RenderContext context) {
        List<String> lines = new ArrayList<>();
        if (byCountry.isEmpty()) {
            return lines;
        }
        lines.add(Ansi.bold(context, "Your code names by country; send an agent with " + example(byCountry)
                + ":"));
        for (Map.Entry<String, List<String>> e : byCountry.entrySet()) {
            lines.addAll(TextLines.wrap("  " + e.getKey() + ":", e.getValue(), INDENT));
        }
        return lines;
    }

    /** How to type one of the code names: one of several cards, with its short form. */
    private static String example(Map<String, List<String>> byCountry) {
        String first = byCountry.values().iterator().next().get(0);
        for (List<String> codes : byCountry.values()) {
            for (String code : codes) {
                if (code.contains("/")) {
                    return "/play " + code + " (or " + code.replace("/", "") + ")";
                }
            }
        }
        return "/play " + first;
    }

    /** A player's name cut to {@link #NAME_WIDTH} characters. */
    static String name(RenderContext context, int seat) {
        String name = context.name(seat);
        return name.length() > NAME_WIDTH ? name.substring(0, NAME_WIDTH) : name;
    }

    /** {@code text} in the colour of the seat's family. */
    static String family(RenderContext context, int seat, String text) {
        return Ansi.paint(context, FAMILY[seat % FAMILY.length], text);
    }

    /** The seat's whole name in its family's colour, for sentences. */
    static String named(RenderContext context, int seat) {
        return family(context, seat, context.name(seat));
    }

    /** A line of the viewer's own: bold; anyone else's as it is. */
    static String own(RenderContext context, int seat, String line) {
        return seat == context.viewerSeat() ? Ansi.bold(context, line) : line;
    }

    static String cards(List<Integer> cards) {
        return cards.isEmpty() ? "(none)" : Cards.spaced(cards);
    }
}
