package io.lamancha.games.tiles;

import java.util.LinkedHashMap;
import java.util.Map;

/** One player's 8x3 board: the pieces placed so far, castles included. Immutable. */
record Principality(Map<Field, Piece> pieces) {

    Principality {
        pieces = Map.copyOf(pieces);
    }

    static Principality empty() {
        return new Principality(Map.of());
    }

    Piece at(Field field) {
        return pieces.get(field);
    }

    /** A new board with {@code piece} on the empty {@code field}. */
    Principality with(Field field, Piece piece) {
        if (pieces.containsKey(field)) {
            throw new IllegalStateException(field + " is already taken");
        }
        Map<Field, Piece> copy = new LinkedHashMap<>(pieces);
        copy.put(field, piece);
        return new Principality(copy);
    }
}
