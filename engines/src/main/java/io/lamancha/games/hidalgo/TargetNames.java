package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Players named where the notation names seats: {@code zap seat2} and {@code steal seat2 shield}
 * read {@code zap bob} and {@code steal bob shield}, and either form is taken. A target typed as
 * {@code seat<k>} is always that seat, even if someone is called so; a bot may be named without its
 * {@code ~}. Only the target of {@code zap} and {@code steal} is read as a name, so a player called
 * {@code diamond} never turns {@code get diamond} into a steal.
 */
final class TargetNames {

    private static final Pattern SEAT = Pattern.compile("\\bseat([1-9])\\b");
    private static final Pattern SEAT_FORM = Pattern.compile("seat[0-9]+", Pattern.CASE_INSENSITIVE);

    private TargetNames() {
    }

    /** {@code text} with each {@code seat<k>} of the table written as that player's name. */
    static String named(String text, RenderContext ctx) {
        Matcher m = SEAT.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int seat = Integer.parseInt(m.group(1)) - 1;
            String name = seat < ctx.seatNames().size() ? ctx.name(seat) : m.group();
            m.appendReplacement(out, Matcher.quoteReplacement(name));
        }
        return m.appendTail(out).toString();
    }

    /** A typed move with the target of a {@code zap} or {@code steal} named, in the seat form. */
    static String unnamed(String typed, RenderContext ctx) {
        String[] w = typed.strip().split("\\s+");
        if (w.length < 2 || !(w[0].equalsIgnoreCase("zap") || w[0].equalsIgnoreCase("steal"))
                || SEAT_FORM.matcher(w[1]).matches()) {
            return typed;
        }
        for (int seat = 0; seat < ctx.seatNames().size(); seat++) {
            if (names(ctx.name(seat), w[1])) {
                w[1] = "seat" + (seat + 1);
                return String.join(" ", w);
            }
        }
        return typed;
    }

    /** Whether {@code word} names the player {@code name}: ignoring case, a bot's {@code ~} optional. */
    private static boolean names(String name, String word) {
        String n = name.toLowerCase(Locale.ROOT);
        String t = word.toLowerCase(Locale.ROOT);
        return n.equals(t) || n.startsWith("~") && n.substring(1).equals(t);
    }
}
