package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Someone took a seat (index from 0), or a bot was added to one. */
public record Seated(String room, int seat, String name, String bot) implements ServerEvent {

    @Override
    public String ev() {
        return "seat";
    }

    @Override
    public List<String> lines() {
        return List.of("[" + room + "] " + name + (bot != null ? " (" + bot + " bot)" : "") + " takes seat " + (seat + 1) + ".");
    }
}
