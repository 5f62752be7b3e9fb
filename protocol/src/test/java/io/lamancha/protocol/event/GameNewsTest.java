package io.lamancha.protocol.event;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameNewsTest {

    private final LineEncoder encoder = new LineEncoder();

    @Test
    void aTextOfSeveralLinesIsSentAsThoseLinesEachTaggedInTextMode() {
        GameNews news = new GameNews("t1", "quixote-tricks", "round_scored",
                "Round 1 scored:\n  alice +3 = 3\n  bob   +1 = 1", Map.of());
        assertThat(encoder.encode(news, WireFormat.TEXT, "r1"))
                .isEqualTo("#r1 Round 1 scored:\n#r1   alice +3 = 3\n#r1   bob   +1 = 1\n");
    }

    @Test
    void jsonCarriesTheTextAsOneField() {
        GameNews news = new GameNews("t1", "quixote-tricks", "round_scored", "Round 1 scored:\n  alice +3", Map.of());
        assertThat(encoder.encode(news, WireFormat.JSON, null)).contains("\"text\":\"Round 1 scored:\\n  alice +3\"");
    }
}
