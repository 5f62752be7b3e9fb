package io.lamancha.protocol;

/**
 * Stable error codes. Every error line names one, with a sentence that says what to do instead.
 * Codes are only ever added, never renamed.
 */
public enum ErrorCode {
    UNKNOWN_COMMAND,
    BAD_ARGUMENT,
    NOT_LOGGED_IN,
    ALREADY_LOGGED_IN,
    BAD_NAME,
    NAME_TAKEN,
    BAD_PASSWORD,
    THROTTLED,
    NO_SUCH_ROOM,
    NO_SUCH_USER,
    NO_SUCH_GAME,
    NOT_A_GAME_ROOM,
    NOT_SEATED,
    ALREADY_SEATED,
    TABLE_FULL,
    GAME_RUNNING,
    NO_GAME,
    CANNOT_START,
    NOT_YOUR_TURN,
    ILLEGAL_MOVE,
    STALE,
    /** The one you address ignores you: nothing of yours reaches them. */
    IGNORED,
    NO_SUCH_CHANNEL,
    /** A limit of the community: channels per person, members per channel, messages per person. */
    LIMIT_REACHED,
    NO_SUCH_SEEK,
    FORBIDDEN,
    FLOOD,
    LINE_TOO_LONG,
    IDLE,
    TOO_MANY_CONNECTIONS,
    INTERNAL,
    /** The server cannot save moves now (its disk is full, its database down); the game waits. */
    STORE_UNAVAILABLE,
    /** A moderator muted you (here, or in this channel): nobody hears what you say there. */
    MUTED,
    /** A moderator banned the name or the address (from the server, or from this channel). */
    BANNED,
    /** No tournament by that name ({@code /tourney list} lists them). */
    NO_SUCH_TOURNEY
}
