package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** A command or move was refused; {@code message} says what to do instead. */
public record ErrorReply(io.lamancha.protocol.ErrorCode code, String message) implements ServerEvent {

    @Override
    public String ev() {
        return "error";
    }

    @Override
    public List<String> lines() {
        return List.of("error " + code + ": " + message);
    }
}
