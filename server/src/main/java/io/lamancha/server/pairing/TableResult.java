package io.lamancha.server.pairing;

import java.util.List;

/**
 * The people at one table and the points each took from it (in halves, see
 * {@link PlacePoints}); the bots that sat there are not in it. A table that has not ended, or a
 * round a player missed, is no table result.
 *
 * @param players the people at the table, in seat order
 * @param halfPoints the points of each, in halves, in the same order
 */
public record TableResult(List<String> players, List<Integer> halfPoints) {

    public TableResult {
        players = List.copyOf(players);
        halfPoints = List.copyOf(halfPoints);
        if (players.size() != halfPoints.size()) {
            throw new IllegalArgumentException("one score per player");
        }
    }

    /** The half points of {@code name} here, or -1 when they did not sit at this table. */
    public int halfPointsOf(String name) {
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).equalsIgnoreCase(name)) {
                return halfPoints.get(i);
            }
        }
        return -1;
    }
}
