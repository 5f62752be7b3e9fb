package io.lamancha.server.ops;

import io.lamancha.server.store.StoreException;
import io.lamancha.server.store.UnusableStoreException;

/**
 * Why the server, or one of its commands, could not do its work: one sentence for the operator
 * that says what is wrong and what to do. The cause, if any, has the details (shown with -v).
 */
public final class StartFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StartFailure(String sentence, Throwable cause) {
        super(sentence, cause);
    }

    /** The sentence for any failure met while starting. */
    public static StartFailure of(RuntimeException e) {
        if (e instanceof StartFailure) {
            return (StartFailure) e;
        }
        if (diskFull(e)) {
            return new StartFailure("The disk is full: the store cannot be opened and brought up to date without room "
                    + "to write (" + rootMessage(e) + "); make room on the disk of the data directory (or of "
                    + "PostgreSQL) and start again: the store is unchanged.", e);
        }
        if (e instanceof UnusableStoreException) {
            return new StartFailure(e.getMessage(), e);
        }
        if (e instanceof StoreException) {
            return new StartFailure("The store could not be read (" + e.getMessage() + ": " + rootMessage(e)
                    + "); ./lamancha check tells what is wrong with it (see docs/OPERATIONS.md).", e);
        }
        return new StartFailure("The server could not start (" + e + "); -v shows the details.", e);
    }

    /** Whether {@code e}, or what it wraps, is a disk with no room left (the OS's or PostgreSQL's word for it). */
    public static boolean diskFull(Throwable e) {
        for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
            if ((t.getMessage() != null && t.getMessage().contains("No space left on device"))
                    || (t instanceof java.sql.SQLException s && "53100".equals(s.getSQLState()))) {
                return true;
            }
        }
        return false;
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        return message.lines().findFirst().orElse("").trim();
    }
}
