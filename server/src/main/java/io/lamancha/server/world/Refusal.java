package io.lamancha.server.world;

import io.lamancha.protocol.ErrorCode;

/**
 * A command cannot be carried out: the code and a sentence saying what to do instead. Thrown by
 * rooms and tables, turned into one error line by the dispatcher.
 */
public final class Refusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final ErrorCode code;

    public Refusal(ErrorCode code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public ErrorCode code() {
        return code;
    }
}
