package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Someone said something in a room. */
public record Chat(String room, String from, String text) implements ServerEvent {

    @Override
    public String ev() {
        return "chat";
    }

    @Override
    public List<String> lines() {
        return List.of("[" + room + "] <" + from + "> " + text);
    }
}
