package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Answer to {@code /whereis name}. */
public record Whereis(String name, String room) implements ServerEvent {

    @Override
    public String ev() {
        return "whereis";
    }

    @Override
    public List<String> lines() {
        return List.of(name + " is in " + room + ".");
    }
}
