package io.lamancha.server.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;

/**
 * The embedded H2 database file of a data dir, read before H2 may write to it. Left to itself H2
 * opens a 0-byte file as a new, empty store, and a file whose newest part is damaged as the last
 * older state of it that it can still read; both without a word, and then it writes over what was
 * there. {@link #verify} refuses both, and leaves the file as it was.
 */
final class EmbeddedFile {
    /** The database's name in the data dir; H2 adds {@code .mv.db}. */
    static final String NAME = "lamancha";
    static final String FILE_NAME = NAME + ".mv.db";
    /** What to do about a file that cannot be used, for every message that says so. */
    static final String RESTORE = "restore a backup (see docs/OPERATIONS.md) or use --data with another directory";

    private final Path dir;

    EmbeddedFile(Path dir) {
        this.dir = dir.toAbsolutePath().normalize();
    }

    Path dir() {
        return dir;
    }

    Path path() {
        return dir.resolve(FILE_NAME);
    }

    boolean exists() {
        return Files.exists(path());
    }

    /**
     * The URL that opens this file: one that never makes a new database where the file was
     * (IFEXISTS) once it exists, and never writes when {@code readOnly}. WRITE_DELAY=0 makes every
     * commit reach the file before it returns, so a committed transaction survives kill -9 (the
     * journal adds an fsync per batch for power loss). DB_CLOSE_ON_EXIT=FALSE: H2's own shutdown
     * hook would close the database while the server's hook still writes (the journal's last
     * batch, the guests' tokens); the server closes it last. TRACE_LEVEL_FILE=0: no H2 trace file
     * beside the store; its errors reach the server's log, and on a full disk the trace of every
     * failed write would eat what space is left.
     */
    String jdbcUrl(boolean readOnly) {
        StringBuilder url = new StringBuilder("jdbc:h2:file:").append(dir.resolve(NAME))
                .append(";WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE;TRACE_LEVEL_FILE=0");
        if (exists()) {
            url.append(";IFEXISTS=TRUE");
        }
        if (readOnly) {
            url.append(";ACCESS_MODE_DATA=r");
        }
        return url.toString();
    }

    /**
     * Reads the file's header and opens its newest state read-only: the state H2 would open must
     * be the newest the header says was written.
     *
     * @throws UnusableStoreException when the file is empty, damaged, unreadable or in use
     */
    void verify() {
        long size;
        try {
            size = Files.size(path());
        } catch (IOException e) {
            throw damaged("cannot be read (" + e.getMessage() + ")", e);
        }
        if (size == 0) {
            throw damaged("is empty (0 bytes)", null);
        }
        MVStore store;
        try {
            store = new MVStore.Builder().fileName(path().toString()).readOnly().open();
        } catch (MVStoreException e) {
            if (e.getErrorCode() == DataUtils.ERROR_FILE_LOCKED) {
                throw inUse(e);
            }
            throw damaged("is damaged (" + h2Words(e.getMessage()) + ")", e);
        } catch (RuntimeException | StackOverflowError e) {
            // what garbage in a file makes of H2's reader: an exception of any kind, or, seen with
            // flipped bytes, an endless recursion; either way this file cannot be read
            throw damaged("is damaged (H2 cannot read it: " + e.getClass().getSimpleName() + ")", e);
        }
        try {
            long written = DataUtils.readHexLong(store.getStoreHeader(), "version", 0);
            if (store.getCurrentVersion() < written) {
                throw damaged("is damaged (its newest part cannot be read, and H2 would fall back to an older "
                        + "state without a word)", null);
            }
        } finally {
            store.close();
        }
    }

    UnusableStoreException damaged(String what, Throwable cause) {
        return new UnusableStoreException(UnusableStoreException.Reason.DAMAGED,
                "The database file " + path() + " " + what + "; " + RESTORE + ".", cause);
    }

    UnusableStoreException inUse(Throwable cause) {
        return new UnusableStoreException(UnusableStoreException.Reason.UNAVAILABLE,
                "The database file " + path() + " is in use by another process (a server running on " + dir
                        + "?); stop it, or use --data with another directory.", cause);
    }

    /** H2's own message without its error-code suffix: {@code ... [90030-252]}. */
    static String h2Words(String message) {
        String first = message == null ? "" : message.lines().findFirst().orElse("");
        // H2 appends its chunk's fields (one long word) and a Java exception's name to some
        // messages ("..., chunk chunk:18b,block:f,... offset 0xjava.nio.Buffer..."): not for a person
        return first.replaceAll("\\s*\\[[0-9./-]+]$", "").replaceAll(",\\s*chunk\\s.*$", "")
                .replaceAll("(?:0x)?[a-z]+(?:\\.[a-z0-9]+)+\\.[A-Z]\\w*(?:Exception|Error)", "(unreadable)").trim();
    }
}
