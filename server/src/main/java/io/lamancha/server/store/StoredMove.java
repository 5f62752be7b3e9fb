package io.lamancha.server.store;

import java.util.Objects;

/**
 * One accepted move, exactly as the engine took it.
 *
 * @param seq its place in the game's move list; unique per game, moves replay in ascending seq
 * @param seat the seat that made it
 * @param move the move text (at most {@link #MAX_LENGTH} characters); may be a secret choice, so
 *     it is never logged
 */
public record StoredMove(int seq, int seat, String move) {
    public static final int MAX_LENGTH = 1024;

    public StoredMove {
        Objects.requireNonNull(move, "move");
        if (move.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("move longer than " + MAX_LENGTH + " characters");
        }
    }

    @Override
    public String toString() {
        return "StoredMove[seq=" + seq + ", seat=" + seat + "]";
    }
}
