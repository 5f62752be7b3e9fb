package io.lamancha.server.store;

/**
 * The store cannot be opened, or cannot be used as it is: damaged, empty, in use by another
 * process, unreachable, or on a schema this server cannot bring up to date. The message is one
 * sentence for the operator: what is wrong, where, and what to do; it never quotes a password.
 */
public final class UnusableStoreException extends StoreException {
    private static final long serialVersionUID = 1L;

    /** Why, in the words the operator reads first. */
    public enum Reason {
        /** Damaged, empty, or not a store of this server: restore a backup. */
        DAMAGED,
        /** There is no store there at all (only for commands that never create one). */
        MISSING,
        /** Another process has it open, or it cannot be reached now: try again later. */
        UNAVAILABLE
    }

    private final Reason reason;

    public UnusableStoreException(Reason reason, String sentence, Throwable cause) {
        super(sentence, cause);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
