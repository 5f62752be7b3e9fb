package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Login succeeded; the session now has a name and is in {@code room}.
 *
 * @param guest true for a guest name, false for a registered account
 * @param token a guest's resume token: {@code /login name token} gets a dropped player's seat
 *     back; {@code null} for registered accounts (they use their password)
 */
public record LoggedIn(String name, boolean guest, String room, String token) implements ServerEvent {

    @Override
    public String ev() {
        return "login";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add("Welcome, " + name + "! You are in " + (room.equals("lobby") ? "the lobby" : room) + ".");
        out.add("Type /rooms to see the game rooms, /help for commands.");
        if (token != null) {
            out.add("Your resume token is " + token + ": if your connection drops in a game,");
            out.add("/login " + name + " " + token + " gets your seat back.");
            out.add("/register <password> keeps your name.");
        }
        return out;
    }
}
