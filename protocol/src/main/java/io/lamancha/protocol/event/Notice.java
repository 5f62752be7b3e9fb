package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** A server notice: {@code kind} is e.g. {@code idle}, {@code announce}, {@code shutdown}. */
public record Notice(String kind, String message) implements ServerEvent {

    @Override
    public String ev() {
        return "notice";
    }

    @Override
    public List<String> lines() {
        return List.of("*** " + message);
    }
}
