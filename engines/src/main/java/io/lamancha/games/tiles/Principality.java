package io.lamancha.games.tiles;

import java.util.Arrays;

/**
 * One player's 8x3 board: the pieces placed so far, castles included. Immutable; a placement
 * gives a new board. Backed by an array indexed like {@link Field#ALL}, because bots score
 * thousands of candidate boards.
 */
final class Principality {

    private static final Principality EMPTY = new Principality(new Piece[Field.ALL.size()]);

    private final Piece[] pieces;

    private Principality(Piece[] pieces) {
        this.pieces = pieces;
    }

    static Principality empty() {
        return EMPTY;
    }

    /** The piece on {@code field}, or null when the field is empty. */
    Piece at(Field field) {
        return pieces[field.index()];
    }

    Piece at(int fieldIndex) {
        return pieces[fieldIndex];
    }

    /** A new board with {@code piece} on the empty {@code field}. */
    Principality with(Field field, Piece piece) {
        if (pieces[field.index()] != null) {
            throw new IllegalStateException(field + " is already taken");
        }
        Piece[] copy = pieces.clone();
        copy[field.index()] = piece;
        return new Principality(copy);
    }

    /** Number of occupied fields. */
    int size() {
        return (int) Arrays.stream(pieces).filter(p -> p != null).count();
    }
}
