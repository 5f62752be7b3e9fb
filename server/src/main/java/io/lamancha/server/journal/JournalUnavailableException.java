package io.lamancha.server.journal;

/**
 * The journal cannot make writes durable now: the disk is full, or the database cannot be reached.
 * Nothing of the write was kept. Writes work again once the store does, which {@link
 * Journal#whenWritable} tells; a table waits for that rather than trying move after move.
 */
public final class JournalUnavailableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public JournalUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }

    /** Whether {@code failure}, or what it wraps, says the journal is unavailable. */
    public static boolean isCauseOf(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof JournalUnavailableException) {
                return true;
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }
}
