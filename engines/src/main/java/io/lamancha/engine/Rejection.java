package io.lamancha.engine;

/** Why a move was refused; each maps to the wire error code of the same name. */
public enum Rejection {
    /** The seat is not awaited now, or the game is over. */
    NOT_YOUR_TURN,
    /** The move is unreadable or breaks a rule. */
    ILLEGAL_MOVE
}
