package io.lamancha.server.store;

/** Where a stored game stands; stored by name. */
public enum GameStatus {
    /** Being played, or interrupted by a restart: restored on start. */
    RUNNING,
    /** Played to the end: has scores and winners, counts in history and statistics. */
    FINISHED,
    /** Given up before the end: kept, but neither restored nor counted. */
    ABANDONED
}
