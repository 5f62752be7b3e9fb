package io.lamancha.games.hidalgo;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.IntFunction;

/**
 * A seat's legal moves, each written the first time it is read and kept: most lists are only
 * counted, or one move is picked from them, and a refresh or a player with donkeys has dozens.
 * Read-only; what the moves are written from is a snapshot taken when the list is made (arrays
 * nobody writes to, copied lists), so the list stays as it was when the state changes.
 */
final class MoveList extends AbstractList<String> implements RandomAccess {

    private final String[] written;
    private final IntFunction<String> writer;

    /** {@code size} moves, move number {@code i} written by {@code writer.apply(i)}. */
    MoveList(int size, IntFunction<String> writer) {
        this.written = new String[size];
        this.writer = writer;
    }

    @Override
    public String get(int index) {
        Objects.checkIndex(index, written.length);
        String move = written[index];
        if (move == null) {
            move = writer.apply(index);
            written[index] = move;
        }
        return move;
    }

    @Override
    public int size() {
        return written.length;
    }
}
