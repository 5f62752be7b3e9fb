package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An ad for a game ({@code /seek}): who wants to play what, how many seats, with which options,
 * and the number to answer with {@code /accept}.
 *
 * @param seats the seats the game starts with, the seeker's included
 * @param bots whether bots fill the seats nobody took once someone accepted
 * @param rating the seeker's rating in the game ({@code /sought}), or {@code null}
 */
public record Seek(int id, String from, String game, int seats, Map<String, String> options, boolean bots,
                   ShownRating rating) implements ServerEvent {

    public Seek(int id, String from, String game, int seats, Map<String, String> options, boolean bots) {
        this(id, from, game, seats, options, bots, null);
    }

    public Seek {
        options = java.util.Collections.unmodifiableMap(new TreeMap<>(options));
    }

    @Override
    public String ev() {
        return "seek";
    }

    @Override
    public List<String> lines() {
        return TextLayout.wrap("*** " + describe() + ": /accept " + id + " to play.", TextLayout.COLUMNS, 4);
    }

    /** {@code #7 alice (1512?) seeks quixote-tricks for 3 players (timer=60, bots fill)}. */
    public String describe() {
        StringBuilder sb = new StringBuilder("#").append(id).append(' ').append(from)
                .append(rating == null ? "" : " (" + ShownRating.text(rating) + ")").append(" seeks ").append(game)
                .append(" for ").append(seats).append(" players");
        StringBuilder extras = new StringBuilder();
        options.forEach((k, v) -> extras.append(extras.length() == 0 ? "" : ", ").append(k).append('=').append(v));
        if (bots) {
            extras.append(extras.length() == 0 ? "" : ", ").append("bots fill");
        }
        return extras.length() == 0 ? sb.toString() : sb.append(" (").append(extras).append(')').toString();
    }
}
