package io.lamancha.protocol.event;

import java.util.List;

/**
 * One room as listed by {@code /rooms}.
 *
 * @param game game id, or {@code null} for the lobby
 * @param state {@code lobby}, {@code waiting}, {@code playing} or {@code finished}
 * @param seated seats taken
 * @param minSeats fewest seats the game starts with (0 for the lobby)
 * @param maxSeats most seats (0 for the lobby)
 */
public record RoomSummary(String name, String game, String state, int seated, int minSeats, int maxSeats,
                          List<String> members) {
    public RoomSummary {
        members = List.copyOf(members);
    }
}
