package io.lamancha.games.doncarlo;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Line-building helpers shared by both renders: wrapping at 100 columns, queues, code names. */
final class DonCarloRender {

    static final int WIDTH = 100;

    private DonCarloRender() {
    }

    /** {@code head} followed by the tokens, wrapped so that no line passes {@link #WIDTH}. */
    static List<String> wrap(String head, List<String> tokens, String indent) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(head);
        for (String token : tokens) {
            if (line.length() + 1 + token.length() > WIDTH && line.length() > indent.length()) {
                lines.add(line.toString());
                line = new StringBuilder(indent);
            }
            if (line.length() > 0 && line.charAt(line.length() - 1) != ' ') {
                line.append(' ');
            }
            line.append(token);
        }
        lines.add(line.toString());
        return lines;
    }

    /** A queue as {@code name:code} tokens, first arrival first. */
    static List<String> queue(List<AgentView> agents, RenderContext context) {
        List<String> tokens = new ArrayList<>();
        for (AgentView a : agents) {
            tokens.add(name(context, a.seat()) + ":" + a.code());
        }
        if (tokens.isEmpty()) {
            tokens.add("(no agents)");
        }
        return tokens;
    }

    /** The viewer's legal code names, one wrapped line group per country. */
    static List<String> codeNames(Map<String, List<String>> byCountry) {
        List<String> lines = new ArrayList<>();
        lines.add("Your code names (/play 1/1/6 or /play 116):");
        for (Map.Entry<String, List<String>> e : byCountry.entrySet()) {
            lines.addAll(wrap("  " + e.getKey() + ":", e.getValue(), "      "));
        }
        return lines;
    }

    /** A player's name cut to {@code 12} characters, so that tables stay in 100 columns. */
    static String name(RenderContext context, int seat) {
        String name = context.name(seat);
        return name.length() > 12 ? name.substring(0, 12) : name;
    }

    static String cards(List<Integer> cards) {
        return cards.isEmpty() ? "(none)" : Cards.spaced(cards);
    }
}
