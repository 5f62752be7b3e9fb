package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** An action line ({@code /me waves}) in a room. */
public record Emote(String room, String from, String text) implements ServerEvent {

    @Override
    public String ev() {
        return "me";
    }

    @Override
    public List<String> lines() {
        return List.of("[" + room + "] * " + from + " " + text);
    }
}
