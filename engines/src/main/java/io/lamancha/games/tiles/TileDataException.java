package io.lamancha.games.tiles;

/** A tile data file that breaks one of the loader's checks; the message names the problem. */
public final class TileDataException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    TileDataException(String message) {
        super(message);
    }

    TileDataException(String message, Throwable cause) {
        super(message, cause);
    }
}
