package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Login succeeded; the session now has a name and is in {@code room}. */
public record LoggedIn(String name, boolean guest, String room) implements ServerEvent {

    @Override
    public String ev() {
        return "login";
    }

    @Override
    public List<String> lines() {
        return List.of("Welcome, " + name + "! You are in the " + room + ". Type /rooms to see the game rooms, /help for commands.");
    }
}
