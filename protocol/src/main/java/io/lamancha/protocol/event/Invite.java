package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Someone invites you: to a game room ({@code room}, {@code game}, {@code title} set) or to a chat
 * channel ({@code channel} set).
 *
 * @param match true for a challenge ({@code /match}): the inviter sits at the room's table, set
 *     with {@code options}; {@code null} for a plain invitation
 * @param options the table's options the challenger set, or {@code null}
 */
public record Invite(String from, String room, String game, String title, String channel, Boolean match,
                     Map<String, String> options) implements ServerEvent {

    public Invite {
        options = options == null ? null : java.util.Collections.unmodifiableMap(new TreeMap<>(options));
    }

    public static Invite toRoom(String from, String room, String game, String title) {
        return new Invite(from, room, game, title, null, null, null);
    }

    /** A challenge: {@code from} waits seated at the table of {@code room}, set with {@code options}. */
    public static Invite toMatch(String from, String room, String game, String title, Map<String, String> options) {
        return new Invite(from, room, game, title, null, true, options);
    }

    public static Invite toChannel(String from, String channel) {
        return new Invite(from, null, null, null, channel, null, null);
    }

    @Override
    public String ev() {
        return "invite";
    }

    @Override
    public List<String> lines() {
        if (channel != null) {
            return List.of("*** " + from + " invites you to the channel #" + channel + ": /channel " + channel + " joins.");
        }
        if (Boolean.TRUE.equals(match)) {
            StringBuilder set = new StringBuilder();
            options.forEach((k, v) -> set.append(", ").append(k).append('=').append(v));
            return List.of("*** " + from + " challenges you to " + title + " (" + game + set + ") at " + room + ".",
                    "/room " + room + " and /join accept it.");
        }
        return List.of("*** " + from + " invites you to " + room + (title == null ? "" : " (" + title + ")") + ": /room "
                + room + " goes there.");
    }
}
