package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/**
 * Someone invites you: to a game room ({@code room}, {@code game}, {@code title} set) or to a chat
 * channel ({@code channel} set).
 */
public record Invite(String from, String room, String game, String title, String channel) implements ServerEvent {

    public static Invite toRoom(String from, String room, String game, String title) {
        return new Invite(from, room, game, title, null);
    }

    public static Invite toChannel(String from, String channel) {
        return new Invite(from, null, null, null, channel);
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
        return List.of("*** " + from + " invites you to " + room + (title == null ? "" : " (" + title + ")") + ": /room "
                + room + " goes there.");
    }
}
