package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.engine.GameDefinition;
import io.lamancha.games.Games;
import io.lamancha.server.journal.Journal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * A game the store kept from before an option existed replays as a restart replays it: the
 * options its record lacks take the game's record defaults (a Hidalgo game stored while the first
 * seat always started, before the first start player was drawn).
 */
class LegacyReplayTest {

    private static final Path RECORD = Path.of("..", "engines", "src", "test", "resources", "golden", "legacy",
            "hidalgo-2-first-seat-starts.json");

    @Test
    void aHidalgoRecordFromBeforeTheStartDrawStillReplays() throws Exception {
        JsonNode record = new ObjectMapper().readTree(RECORD.toFile());
        GameDefinition hidalgo = Games.registry().find("hidalgo").orElseThrow();
        Map<String, String> options = new TreeMap<>();
        record.get("options").fields().forEachRemaining(e -> options.put(e.getKey(), e.getValue().asText()));
        List<Journal.MoveRecord> moves = new ArrayList<>();
        for (JsonNode m : record.get("moves")) {
            moves.add(new Journal.MoveRecord(m.get("seat").asInt(), m.get("move").asText()));
        }

        assertThat(Replays.problem(hidalgo, options, record.get("seed").asLong(), record.get("seats").asInt(), moves))
                .isEmpty();

        options.put("start", "drawn");
        assertThat(Replays.problem(hidalgo, options, record.get("seed").asLong(), record.get("seats").asInt(), moves))
                .as("the same moves under the draw are refused: the record default is what replays it").isPresent();
    }
}
