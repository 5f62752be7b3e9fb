package io.lamancha.server.store;

/**
 * The store could not do what was asked: the database is unreachable, a statement failed, or a
 * migration did not apply. The message never carries a password, a hash or a move's text.
 */
public class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
