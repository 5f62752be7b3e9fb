package io.lamancha.protocol.event;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.TextLayout;
import io.lamancha.protocol.WireFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a crowded room's comings and goings, and its description, read. */
class ComingsTest {

    private final LineEncoder encoder = new LineEncoder();

    @Test
    void aBatchNamesTheFirstFewAndCountsTheRest() {
        Comings both = new Comings("lobby", 12, 1, List.of("alice", "bob", "carol"), List.of("dave"));
        Comings in = new Comings("lobby", 2, 0, List.of("alice", "bob"), List.of());
        Comings out = new Comings("lobby", 0, 5, List.of(), List.of("erin", "frank", "gus"));

        assertThat(both.lines()).containsExactly("[lobby] 12 came in (alice, bob, carol and 9 more); 1 left (dave).");
        assertThat(in.lines()).containsExactly("[lobby] 2 came in (alice, bob).");
        assertThat(out.lines()).containsExactly("[lobby] 5 left (erin, frank, gus and 2 more).");
        assertThat(encoder.json(both, null)).isEqualTo("{\"ev\":\"comings\",\"room\":\"lobby\",\"entered\":12,"
                + "\"left\":1,\"came\":[\"alice\",\"bob\",\"carol\"],\"went\":[\"dave\"]}");
    }

    @Test
    void theLongestBatchFitsEightyColumnsOnTheWire() {
        String name = "abcdefghijklmnop"; // a name as long as names go
        Comings longest = new Comings("quixote-tricks-1000", 1999, 1999, List.of(name, name, name),
                List.of(name, name, name));

        for (String line : encoder.encode(longest, WireFormat.TEXT, null).split("\r?\n")) {
            assertThat(TextLayout.width(line)).as(line).isLessThanOrEqualTo(TextLayout.COLUMNS);
        }
    }

    @Test
    void aCrowdedRoomsDescriptionSaysHowManyItLeavesOut() {
        RoomInfo lobby = new RoomInfo("lobby", null, null, "lobby", 0, 0, List.of(),
                List.of(new Member("ann", null, null, false), new Member("bo", null, null, false)), 52, null);
        RoomInfo small = new RoomInfo("lobby", null, null, "lobby", 0, 0, List.of(),
                List.of(new Member("ann", null, null, false)), 1, null);

        assertThat(lobby.lines().get(0)).isEqualTo("You are in the lobby. Here: ann bo and 50 more (/who lists everyone).");
        assertThat(small.lines().get(0)).isEqualTo("You are in the lobby. Here: ann");
        assertThat(encoder.json(lobby, null)).contains("\"here\":52");
    }
}
