package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** A seat was given up; {@code reason} e.g. {@code left}, {@code removed}. Later seats move up. */
public record Unseated(String room, int seat, String name, String reason) implements ServerEvent {

    @Override
    public String ev() {
        return "unseat";
    }

    @Override
    public List<String> lines() {
        return List.of("[" + room + "] " + name + " leaves seat " + (seat + 1) + " (" + reason + ").");
    }
}
