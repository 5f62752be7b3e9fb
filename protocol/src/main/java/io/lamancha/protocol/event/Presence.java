package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/**
 * Someone on your {@code /notify} list came, went, or sat down at a table.
 *
 * @param what {@code login}, {@code logout} or {@code seated}
 * @param room where they sat down ({@code seated} only)
 * @param game the game of that room ({@code seated} only)
 */
public record Presence(String name, String what, String room, String game) implements ServerEvent {

    @Override
    public String ev() {
        return "notify";
    }

    @Override
    public List<String> lines() {
        return List.of(switch (what) {
            case "login" -> "*** " + name + " has logged in.";
            case "logout" -> "*** " + name + " has logged out.";
            default -> "*** " + name + " sits down to " + game + " in " + room + " (/observe " + name + " watches).";
        });
    }
}
