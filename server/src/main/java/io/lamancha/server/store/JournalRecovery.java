package io.lamancha.server.store;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * What the move journal still owes the store, and how it learns that the store can write again:
 * take-backs it could not write yet (done first in every transaction until one commits), the
 * probe that ends an episode of unavailability, and a last try at close. The journal's writer
 * thread's own.
 */
final class JournalRecovery {
    private static final Logger LOG = LogManager.getLogger(JournalRecovery.class);

    private final Database database;
    private final StoreHealth health;
    /** Take-backs not written yet: the seq each game is taken back from. */
    private final Map<Long, Integer> takeBacks = new LinkedHashMap<>();

    JournalRecovery(Database database, StoreHealth health) {
        this.database = database;
        this.health = health;
    }

    /** A take-back that could not be written now; the next transaction that can be made does it first. */
    void owe(JournalEntry.TakeBack back) {
        takeBacks.merge(back.game(), back.fromSeq(), Math::min);
    }

    /** Writes what is owed, first thing in a transaction about to be committed. */
    void payFirst(Connection connection) throws SQLException {
        JournalWriter.deleteFrom(connection, takeBacks);
    }

    /** A transaction that began with {@link #payFirst} is committed and on disk. */
    void paid() {
        takeBacks.clear();
    }

    /**
     * Tries whether the store can write again: what is owed first, then a write of nothing;
     * success ends the episode.
     */
    void probe() {
        // H2 closes its database when it cannot write its file: only new connections open it again
        database.evictConnections();
        try {
            database.checkRoom();
            durably(connection -> {
                payFirst(connection);
                JournalWriter.probe(connection);
            });
        } catch (SQLException | IOException | RuntimeException e) {
            LOG.debug("move journal: the store still cannot write ({})", StoreFaults.describe(e));
            health.probeFailed();
            return;
        }
        paid();
        health.recovered();
    }

    /** At close, a last try at what is owed; the games are named in the log when it fails. */
    void atClose() {
        if (takeBacks.isEmpty()) {
            return;
        }
        try {
            durably(this::payFirst);
        } catch (SQLException | RuntimeException e) {
            LOG.error("move journal: the store may hold moves of game(s) {} that their players were told were taken "
                    + "back; ./lamancha check before the next start shows whether they replay", takeBacks.keySet());
        }
    }

    /** SQL for {@link #durably}. */
    private interface Work {
        void run(Connection connection) throws SQLException;
    }

    /** Runs {@code work} in one transaction on a connection of its own, committed and forced to disk. */
    private void durably(Work work) throws SQLException {
        try (Connection connection = database.connection()) {
            connection.setAutoCommit(false);
            try {
                work.run(connection);
                connection.commit();
            } catch (SQLException e) {
                rollBackQuietly(connection);
                throw e;
            } finally {
                autoCommitQuietly(connection);
            }
            database.syncCommitted(connection);
        }
    }

    static void rollBackQuietly(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            // the connection is gone (a closed database): so is what it did not commit
        }
    }

    static void autoCommitQuietly(Connection connection) {
        try {
            connection.setAutoCommit(true);
        } catch (SQLException e) {
            // as above; the pool resets or drops the connection when it comes back
        }
    }
}
