package io.lamancha.protocol.event;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A room's description is streamed (the lobby's names everyone in it): the same JSON as databind. */
class RoomInfoJsonTest {

    private final LineEncoder encoder = new LineEncoder();

    @Test
    void theLobbysDescriptionWithManyMembersIsStreamedAsDatabindWritesIt() {
        List<Member> members = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            members.add(new Member("guest" + i, null, null, i % 7 == 0, i % 11 == 0 ? "back \"soon\" é" : null,
                    i % 5 == 0 ? new ShownRating("hidalgo", 1500 + i, i % 2 == 0) : null, i % 3 == 0 ? (long) i : null));
        }
        RoomInfo lobby = new RoomInfo("lobby", null, null, "lobby", 0, 0, List.of(), members, 300, null);

        assertThat(lobby.perMove()).isTrue();
        String json = new String(encoder.encodeBytes(lobby, WireFormat.JSON, "7"), StandardCharsets.UTF_8);
        assertThat(json).isEqualTo(encoder.databind(lobby, "7") + "\n").contains("\"name\":\"guest299\"");
    }

    @Test
    void aGameRoomsDescriptionWithSeatsBotsAndTheViewersSeatIsTheSameAsDatabinds() {
        RoomInfo room = new RoomInfo("hidalgo-3", "hidalgo", "El Hidalgo", "playing", 2, 4,
                List.of(new SeatInfo(0, "ann", null), new SeatInfo(1, "~Sancho", "random")),
                List.of(new Member("ann", 0, null, false)), 1, 0);

        assertThat(encoder.encode(room, WireFormat.JSON, null)).isEqualTo(encoder.databind(room, null) + "\n");
        assertThat(encoder.json(room, null)).isEqualTo(encoder.databind(room, null));
    }
}
