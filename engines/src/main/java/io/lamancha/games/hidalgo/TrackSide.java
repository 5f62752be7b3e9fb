package io.lamancha.games.hidalgo;

import java.util.List;
import java.util.Map;

/**
 * One side of the value track: the points printed on each space and the rivers (source space to
 * destination space) that are active in chapter II.
 */
public record TrackSide(String name, List<Integer> points, Map<Integer, Integer> rivers) {

    public TrackSide {
        points = List.copyOf(points);
        rivers = Map.copyOf(rivers);
    }

    public int spaces() {
        return points.size();
    }

    public int value(int space) {
        return points.get(space);
    }

    /**
     * Moves a token forward: each step goes one space on, or takes a river when rivers are active
     * and the token stands on a river's source; steps beyond the last space are lost.
     */
    public int move(int from, int steps, boolean riversActive) {
        int pos = from;
        for (int i = 0; i < steps && pos < spaces() - 1; i++) {
            Integer river = riversActive ? rivers.get(pos) : null;
            pos = river != null ? river : pos + 1;
        }
        return pos;
    }
}
