package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Answer to {@code /ping}: server time in epoch milliseconds. */
public record Pong(long time) implements ServerEvent {

    @Override
    public String ev() {
        return "pong";
    }

    @Override
    public List<String> lines() {
        return List.of("pong " + time);
    }
}
