package io.lamancha.games.hidalgo;

import io.lamancha.engine.Audience;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.RenderContext;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Something that happened at the table. {@code message} names seats as {@code {s<k>}} (0-based)
 * so that {@link #text(RenderContext)} can put in the players' names. Events that carry a secret
 * (a drawn card, the card a blind pick took) have a single-seat audience.
 */
public record HidalgoEvent(String type, Audience audience, String message) implements GameEvent {

    private static final Pattern SEAT = Pattern.compile("\\{s(\\d+)}");

    static HidalgoEvent everyone(String type, String message) {
        return new HidalgoEvent(type, Audience.EVERYONE, message);
    }

    static HidalgoEvent only(int seat, String type, String message) {
        return new HidalgoEvent(type, Audience.seat(seat), message);
    }

    /** The placeholder for a seat's name inside a message. */
    static String seat(int seat) {
        return "{s" + seat + "}";
    }

    @Override
    public String text(RenderContext context) {
        Matcher m = SEAT.matcher(message);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int s = Integer.parseInt(m.group(1));
            String name = s < context.seatNames().size() ? context.name(s) : "seat" + (s + 1);
            m.appendReplacement(out, Matcher.quoteReplacement(name));
        }
        m.appendTail(out);
        return out.toString();
    }
}
