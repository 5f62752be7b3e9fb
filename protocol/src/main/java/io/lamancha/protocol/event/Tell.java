package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/**
 * A private message; {@code echo} is true on the copy sent back to its author, whose copy carries
 * the recipient's {@code away} message when they are away ({@code null} otherwise).
 */
public record Tell(String from, String to, String text, boolean echo, String away) implements ServerEvent {

    public Tell(String from, String to, String text, boolean echo) {
        this(from, to, text, echo, null);
    }

    @Override
    public String ev() {
        return "tell";
    }

    @Override
    public List<String> lines() {
        if (!echo) {
            return List.of(from + " tells you: " + text);
        }
        return away == null ? List.of("You tell " + to + ": " + text)
                : List.of("You tell " + to + ": " + text, to + " is away: " + away);
    }
}
