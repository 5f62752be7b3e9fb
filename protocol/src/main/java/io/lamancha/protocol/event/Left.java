package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Someone left a room; {@code reason} is e.g. {@code quit}, {@code to lobby}, {@code lost connection}. */
public record Left(String room, String name, String reason) implements ServerEvent {

    @Override
    public String ev() {
        return "leave";
    }

    @Override
    public List<String> lines() {
        return List.of("[" + room + "] " + name + " leaves (" + reason + ").");
    }
}
