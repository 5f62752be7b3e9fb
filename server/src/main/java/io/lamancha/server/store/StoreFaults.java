package io.lamancha.server.store;

import io.lamancha.server.journal.JournalUnavailableException;
import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStoreException;

/**
 * Tells a store that is unavailable as a whole (its disk full, the database down or closed) from
 * one write that was wrong (a repeated seq, a game that is not running). The first passes once
 * the store is back; the second never does. A write refused during an episode (a {@link
 * JournalUnavailableException}) counts as the first.
 */
final class StoreFaults {
    /** H2's own codes for a database that is closed, cannot write its file, or went read-only. */
    private static final Set<String> H2_UNAVAILABLE = Set.of("90098", "90028", "90031", "90121", "90097");

    private StoreFaults() {
    }

    /**
     * Whether {@code failure} (or what it wraps) is the fence's refusal: the game is run by another
     * node now, an expected turn on a node that was cut off, not a fault.
     */
    static boolean fenced(Throwable failure) {
        for (Throwable t = failure; t != null && t.getCause() != t; t = t.getCause()) {
            if (t instanceof SQLException s && GameEpochs.FENCED.equals(s.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code failure} (or what it wraps) says the store cannot write at all now. */
    static boolean unavailable(Throwable failure) {
        for (Throwable t = failure; t != null && t.getCause() != t; t = t.getCause()) {
            if (t instanceof JournalUnavailableException || t instanceof IOException
                    || t instanceof SQLTransientConnectionException
                    || t instanceof SQLNonTransientConnectionException || t instanceof SQLRecoverableException) {
                return true;
            }
            if (t instanceof MVStoreException m && (m.getErrorCode() == DataUtils.ERROR_WRITING_FAILED
                    || m.getErrorCode() == DataUtils.ERROR_CLOSED)) {
                return true;
            }
            if (t instanceof SQLException s && s.getSQLState() != null && unavailableState(s.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    /**
     * SQLSTATE classes of a store that cannot write: 08 connection, 53 insufficient resources
     * (53100 disk full on PostgreSQL), 57P shut down, 58 system (58030 I/O error); and H2's own.
     */
    private static boolean unavailableState(String state) {
        return state.startsWith("08") || state.startsWith("53") || state.startsWith("57P") || state.startsWith("58")
                || H2_UNAVAILABLE.contains(state);
    }

    /** Why, in a few words for the log: never a driver's whole message (it may quote values). */
    static String describe(Throwable failure) {
        String state = null;
        for (Throwable t = failure; t != null && t.getCause() != t; t = t.getCause()) {
            if ((t.getMessage() != null && t.getMessage().contains("No space left on device"))
                    || (t instanceof SQLException s && "53100".equals(s.getSQLState()))) {
                return "the disk is full";
            }
            if (state == null && t instanceof SQLException s && s.getSQLState() != null) {
                state = s.getSQLState();
            }
        }
        if (state != null && state.startsWith("08")) {
            return "the database cannot be reached, SQLSTATE " + state;
        }
        return "the database cannot write, "
                + (state == null ? failure.getClass().getSimpleName() : "SQLSTATE " + state);
    }
}
