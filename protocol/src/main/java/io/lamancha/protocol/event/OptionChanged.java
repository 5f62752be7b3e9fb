package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** A table option was set. */
public record OptionChanged(String room, String key, String value, String by) implements ServerEvent {

    @Override
    public String ev() {
        return "option";
    }

    @Override
    public List<String> lines() {
        return List.of("[" + room + "] " + by + " sets " + key + " to " + value + ".");
    }
}
