package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Set;

/**
 * What a client of the tile game may see of this turn's placements: its own tile as pending on its
 * own board, and nobody else's tile on the field being played until all are revealed.
 */
public final class TileSecrets {

    /** Game events that carry one seat's secret and must reach that seat only. */
    private static final Set<String> SEAT_EVENTS = Set.of("own_placement", "hand_dealt", "hidden_tile_revealed");

    /** What a viewer saw: the last view, whether its own pending tile showed, whether others' tiles did once revealed. */
    public record Seen(JsonNode lastView, boolean ownPending, boolean othersRevealed) {
    }

    private TileSecrets() {
    }

    /** Checks every JSON line read by {@code viewer} (a seat, or -1 for a spectator). */
    public static Seen check(List<String> jsonLines, int viewer) {
        boolean ownPending = false;
        boolean othersRevealed = false;
        JsonNode lastView = null;
        for (String line : jsonLines) {
            JsonNode msg = Wire.json(line);
            if (msg.get("ev").asText().equals("game") && SEAT_EVENTS.contains(msg.get("type").asText())) {
                assertThat(msg.get("data").get("seat").asInt()).as(line).isEqualTo(viewer);
            }
            if (!msg.get("ev").asText().equals("state")) {
                continue;
            }
            lastView = msg.get("view");
            if (viewer < 0) {
                assertThat(lastView.hasNonNull("hand")).as(line).isFalse();
            }
            String current = lastView.path("field").asText("");
            for (JsonNode board : lastView.get("boards")) {
                for (JsonNode f : board.get("fields")) {
                    boolean pending = f.path("pending").asBoolean(false);
                    if (board.get("seat").asInt() == viewer) {
                        ownPending |= pending;
                    } else {
                        assertThat(pending).as(line).isFalse();
                        assertThat(f.get("field").asText()).as(line).isNotEqualTo(current);
                        othersRevealed |= f.hasNonNull("tile");
                    }
                }
            }
        }
        return new Seen(lastView, ownPending, othersRevealed);
    }
}
