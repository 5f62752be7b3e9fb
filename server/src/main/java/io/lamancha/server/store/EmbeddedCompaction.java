package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.SQLException;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;

/**
 * Keeps the embedded H2 file near the size of what it holds while the server runs. H2 writes each
 * commit as a new chunk of the file, and a chunk's space is reused only once none of its pages is
 * live. H2's background upkeep, which rewrites the few live pages of old chunks so that the rest
 * can be reused, runs only with a write delay; the store has none (every commit reaches the file
 * at once, see {@link EmbeddedFile}), so without this the file keeps nearly every chunk a commit
 * ever wrote, some kilobytes a move, until the store is closed.
 *
 * <p>The journal calls {@link #afterCommit} on its own thread after each durable batch; every
 * {@value #COMMITS_PER_TURN} commits it has H2 rewrite what is live in its sparsest chunks, a
 * bounded amount at a time, under H2's own locks. The space of the chunks emptied is reused by
 * later commits once H2's retention time has passed (45 s by default: at busy play the file holds
 * some 85 to 135 s of the latest writes beyond its live data, a bounded excess). Never for
 * PostgreSQL, whose autovacuum does this itself. A turn that fails is logged and skipped: the
 * moves it follows are durable already.
 */
final class EmbeddedCompaction {
    private static final Logger LOG = LogManager.getLogger(EmbeddedCompaction.class);
    /** How many commits between two turns. */
    static final int COMMITS_PER_TURN = 128;
    /**
     * A turn rewrites only while the chunks as a whole are less than this full (percent of their
     * bytes live): H2's {@link MVStore#compact} takes it as that threshold, not as a bound on the
     * chunks it picks. It then picks any chunk older than the retention time, the emptiest and
     * oldest first, up to {@link #WRITE_LIMIT} of live pages.
     */
    private static final int TARGET_FILL_RATE = 50;
    /**
     * At most this many bytes of live pages rewritten in one turn, so that a turn stays short.
     * It keeps up: in the long runs of docs/BENCHMARKS.md (issue #19) the file stops growing two
     * to five minutes into the run, and stays within a band.
     */
    private static final int WRITE_LIMIT = 1 << 20;

    private final boolean embedded;
    private int commits;
    private boolean warned;

    EmbeddedCompaction(Database.Kind kind) {
        this.embedded = kind == Database.Kind.H2;
    }

    /** Counts one durable commit made on {@code connection}, and compacts when a turn is due. */
    void afterCommit(Connection connection) {
        if (!embedded || ++commits < COMMITS_PER_TURN) {
            return;
        }
        commits = 0;
        try {
            MVStore store = mvStore(connection);
            if (store != null && !store.isClosed()) {
                store.compact(TARGET_FILL_RATE, WRITE_LIMIT);
            }
        } catch (SQLException | RuntimeException e) {
            // a full disk or a closed database fails the next batch, which the store's health handles
            if (!warned && !StoreFaults.unavailable(e)) {
                warned = true;
                LOG.warn("the embedded store could not be compacted; its file grows until the next restart", e);
            }
        }
    }

    /** H2's store behind {@code connection}; {@code null} for a connection that is not H2's own. */
    private static MVStore mvStore(Connection connection) throws SQLException {
        if (!connection.isWrapperFor(JdbcConnection.class)) {
            return null;
        }
        Object session = connection.unwrap(JdbcConnection.class).getSession();
        return session instanceof SessionLocal local ? local.getDatabase().getStore().getMvStore() : null;
    }
}
