package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
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
        List<String> lines = new ArrayList<>(TextLayout.bracketed("Your legal moves:", legal, "  "));
        lines.add("Play one with /play <move>.");
        return lines;
    }
}
