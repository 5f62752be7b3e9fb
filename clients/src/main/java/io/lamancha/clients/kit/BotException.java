package io.lamancha.clients.kit;

/** A bot could not go on: the server refused something essential, went silent, or stayed away. */
public final class BotException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String code;

    public BotException(String code, String message) {
        super(message);
        this.code = code;
    }

    public BotException(String message, Throwable cause) {
        super(message, cause);
        this.code = "IO";
    }

    /** The server's error code (e.g. {@code NO_SUCH_ROOM}), or {@code IO} / {@code TIMEOUT}. */
    public String code() {
        return code;
    }
}
