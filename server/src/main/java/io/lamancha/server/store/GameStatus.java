package io.lamancha.server.store;

/** Where a stored game stands; stored by name. */
public enum GameStatus {
    /** Being played, or interrupted by a restart: restored on start. */
    RUNNING,
    /** Played to the end: has scores and winners, counts in history and statistics. */
    FINISHED,
    /** Given up before the end: kept, but neither restored nor counted. */
    ABANDONED,
    /**
     * Ended before its end by its players ({@code /abort}, or a player leaving a rated game before
     * everyone had moved): kept and listed in history, never rated, restored or counted as played.
     */
    ABORTED
}
