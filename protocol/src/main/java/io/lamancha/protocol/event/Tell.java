package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** A private message; {@code echo} is true on the copy sent back to its author. */
public record Tell(String from, String to, String text, boolean echo) implements ServerEvent {

    @Override
    public String ev() {
        return "tell";
    }

    @Override
    public List<String> lines() {
        return List.of(echo ? "You tell " + to + ": " + text : from + " tells you: " + text);
    }
}
