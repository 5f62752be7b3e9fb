package io.lamancha.protocol.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How /rooms reads a crowded room, and a room from a node of an older version (no count). */
class RoomListTest {

    @Test
    void aCrowdedRoomSaysHowManyItDoesNotNameAndAnOlderNodesRoomNamesEveryone() {
        RoomList list = new RoomList(List.of(
                new RoomSummary("lobby", null, "lobby", 0, 0, 0, List.of("ann", "bo"), 52),
                new RoomSummary("coins-1", "coins", "waiting", 1, 2, 2, List.of("cy"), 0),
                new RoomSummary("coins-2", "coins", "waiting", 0, 2, 2, List.of(), 0)));

        assertThat(list.lines().get(1)).endsWith("ann bo and 50 more");
        assertThat(list.lines().get(2)).endsWith(" cy");
        assertThat(list.lines().get(3)).endsWith("(empty)");
        assertThat(list.rooms().get(1).unlisted()).isZero();
    }
}
