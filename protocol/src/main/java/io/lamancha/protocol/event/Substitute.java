package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/**
 * A seat changed hands during a game: {@code bot} is the bot level now playing for {@code name},
 * or {@code null} when the player took the seat back.
 */
public record Substitute(String room, int seat, String name, String bot) implements ServerEvent {

    @Override
    public String ev() {
        return "substitute";
    }

    @Override
    public List<String> lines() {
        return List.of(bot == null
                ? "[" + room + "] " + name + " is back in seat " + (seat + 1) + "."
                : "[" + room + "] A " + bot + " bot now plays seat " + (seat + 1) + " for " + name + ".");
    }
}
