package io.lamancha.games.hidalgo;

import java.util.List;

/**
 * Where the four value tokens stand on one track side; positions indexed by {@link Token#ordinal()}.
 * First and last compare space indexes, and ties count for both.
 */
public record TokenPositions(TrackSide side, List<Integer> positions) {

    public TokenPositions {
        positions = List.copyOf(positions);
    }

    public static TokenPositions start(TrackSide side) {
        return new TokenPositions(side, List.of(0, 0, 0, 0));
    }

    public int position(Token t) {
        return positions.get(t.ordinal());
    }

    public int value(Token t) {
        return side.value(position(t));
    }

    public boolean isFirst(Token t) {
        int at = position(t);
        for (int p : positions) {
            if (p > at) {
                return false;
            }
        }
        return true;
    }

    public boolean isLast(Token t) {
        int at = position(t);
        for (int p : positions) {
            if (p < at) {
                return false;
            }
        }
        return true;
    }

    /** The positions after {@code t} moves {@code steps} forward. */
    public TokenPositions move(Token t, int steps, boolean riversActive) {
        Integer[] next = positions.toArray(new Integer[0]);
        next[t.ordinal()] = side.move(position(t), steps, riversActive);
        return new TokenPositions(side, List.of(next));
    }
}
