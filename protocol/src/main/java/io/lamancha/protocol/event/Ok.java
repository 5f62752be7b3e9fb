package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Ends the reply to a tagged command that succeeded. */
public record Ok() implements ServerEvent {

    @Override
    public String ev() {
        return "ok";
    }

    @Override
    public List<String> lines() {
        return List.of("ok");
    }

    /** Streamed: it closes every {@code /play}, a line per move. */
    @Override
    public boolean perMove() {
        return true;
    }
}
