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
 * @param members who is in it: everyone, or in a crowded room the first ones to have come
 * @param here how many are in it (0 from a node of an older version, which lists everyone)
 */
public record RoomSummary(String name, String game, String state, int seated, int minSeats, int maxSeats,
                          List<String> members, int here) {
    public RoomSummary {
        members = List.copyOf(members);
    }

    /** How many are in it that {@link #members} leaves out. */
    public int unlisted() {
        return Math.max(0, here - members.size());
    }
}
