package io.lamancha.games.hidalgo;

/** A data file is missing or malformed; the message names the file and what is wrong. */
public final class HidalgoDataException extends RuntimeException {

    public HidalgoDataException(String message) {
        super(message);
    }
}
