package io.lamancha.clients.kit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Objects;

/**
 * A decision the server waits for: what this seat may see, the moves it may make, and the version
 * the chosen move is echoed with (the kit does the echoing).
 *
 * @param room the room the game is in
 * @param game the game id, e.g. {@code quixote-tricks}
 * @param seat this bot's seat, from 0
 * @param version the game version the move answers
 * @param awaited seats the game waits for (several for simultaneous turns)
 * @param legal this seat's legal moves in the game's own notation, never empty
 * @param view the seat's structured view, as the game sends it
 */
public record Turn(String room, String game, int seat, int version, List<Integer> awaited, List<String> legal,
                   JsonNode view) {
    public Turn {
        Objects.requireNonNull(view, "view");
        awaited = List.copyOf(awaited);
        legal = List.copyOf(legal);
        if (legal.isEmpty()) {
            throw new IllegalArgumentException("a turn has at least one legal move");
        }
    }
}
