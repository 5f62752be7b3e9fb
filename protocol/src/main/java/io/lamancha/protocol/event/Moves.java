package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Answer to {@code /moves}: the requester's legal moves in the game's notation, and who is awaited. */
public record Moves(String room, int version, List<String> legal, List<String> awaited) implements ServerEvent {

    public Moves {
        legal = List.copyOf(legal);
        awaited = List.copyOf(awaited);
    }

    @Override
    public String ev() {
        return "moves";
    }

    @Override
    public List<String> lines() {
        if (legal.isEmpty()) {
            return List.of("You have no move now. Waiting for: " + String.join(", ", awaited) + ".");
        }
        return List.of("Your legal moves: " + String.join("  ", legal), "Play one with /play <move>.");
    }
}
