package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** The server is closing this connection, and why. */
public record Bye(String reason) implements ServerEvent {

    @Override
    public String ev() {
        return "bye";
    }

    @Override
    public List<String> lines() {
        return List.of("Goodbye: " + reason);
    }
}
