package io.lamancha.protocol.event;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Answer to {@code /moves}: the requester's legal moves in the game's notation, and who is awaited.
 *
 * @param shown the same moves as text shows them, players named where the notation names seats
 *     (not sent in JSON, whose {@code legal} keeps the notation)
 */
public record Moves(String room, int version, List<String> legal, List<String> awaited,
                    @JsonIgnore List<String> shown) implements ServerEvent {

    public Moves {
        legal = List.copyOf(legal);
        awaited = List.copyOf(awaited);
        shown = shown == null ? legal : List.copyOf(shown);
    }

    public Moves(String room, int version, List<String> legal, List<String> awaited) {
        this(room, version, legal, awaited, null);
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
        List<String> lines = new ArrayList<>(TextLayout.bracketed("Your legal moves:", shown, "  "));
        lines.add("Play one with /play <move>.");
        return lines;
    }
}
