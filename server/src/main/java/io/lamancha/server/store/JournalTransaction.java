package io.lamancha.server.store;

import io.lamancha.server.metrics.ServerMetrics;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * One group commit of the {@link MoveJournal}: on one connection, what the journal still owes
 * first, the fence, the writes, the commit, then the commit forced to disk; what went wrong
 * logged once, never with the values written (a move may be secret).
 */
final class JournalTransaction {
    private static final Logger LOG = LogManager.getLogger(MoveJournal.class);

    /** Why a batch was not made durable; {@code rolledBack}: nothing of it was committed. */
    record Failure(Exception cause, boolean rolledBack) {
    }

    private final Database database;
    private final JournalRecovery recovery;
    private final MoveJournal.Fence fence;
    private final ServerMetrics metrics;
    private final EmbeddedCompaction compaction;

    JournalTransaction(Database database, JournalRecovery recovery, MoveJournal.Fence fence, ServerMetrics metrics) {
        this.database = database;
        this.recovery = recovery;
        this.fence = fence;
        this.metrics = metrics;
        this.compaction = new EmbeddedCompaction(database.kind());
    }

    /** @return null when committed and forced to disk, else why not */
    Failure commitAndSync(List<JournalEntry> writes) {
        try (Connection connection = database.connection()) {
            Failure failure = commit(connection, writes);
            if (failure != null) {
                return failure;
            }
            database.syncCommitted(connection);
            compaction.afterCommit(connection);
            return null;
        } catch (SQLException | RuntimeException e) {
            if (!StoreFaults.unavailable(e) && !StoreFaults.fenced(e)) {
                LOG.error("move journal: a batch of {} writes failed", writes.size(), e);
            }
            return new Failure(e, false);
        }
    }

    /** @return null when committed, else why not, and whether it is sure that nothing was */
    private Failure commit(Connection connection, List<JournalEntry> writes) throws SQLException {
        connection.setAutoCommit(false);
        boolean committing = false;
        try {
            recovery.payFirst(connection);
            fence.check(connection, writes);
            JournalWriter.write(connection, database.kind(), writes);
            committing = true;
            connection.commit();
            return null;
        } catch (SQLException e) {
            JournalRecovery.rollBackQuietly(connection);
            if (StoreFaults.fenced(e)) {
                // expected on a node that was cut off: another node runs the game now
                metrics.fencedWrites(writes.size());
                LOG.info("move journal: {} writes (first to game {}) refused by the fence: another node runs "
                        + "the game now", writes.size(), writes.get(0).game());
            } else if (!StoreFaults.unavailable(e)) {
                // the SQLSTATE only: a driver's message may quote the values, and a move may be secret
                LOG.warn("move journal: rolled back {} writes (first to game {}), SQLSTATE {}", writes.size(),
                        writes.get(0).game(), e.getSQLState());
            }
            // a PostgreSQL connection lost during COMMIT leaves it unknown whether it went through;
            // H2 writes a commit whole or not at all
            boolean unknown = committing && database.kind() == Database.Kind.POSTGRESQL
                    && e.getSQLState() != null && e.getSQLState().startsWith("08");
            return new Failure(e, !unknown);
        } finally {
            JournalRecovery.autoCommitQuietly(connection);
        }
    }
}
