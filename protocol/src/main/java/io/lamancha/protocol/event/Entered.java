package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Someone came into a room. */
public record Entered(String room, String name) implements ServerEvent {

    @Override
    public String ev() {
        return "enter";
    }

    @Override
    public List<String> lines() {
        return List.of("[" + room + "] " + name + " enters.");
    }
}
