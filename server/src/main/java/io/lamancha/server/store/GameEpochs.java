package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The fence of a node of a cluster: the epoch this node took each of its running games with,
 * taking a game (its epoch one higher, whoever ran it before fenced off), and the check, in the
 * journal's transaction, that every game written to is still at the epoch this node took it
 * with. A server of its own keeps no epochs and fences nothing.
 */
final class GameEpochs {
    private final Database database;
    /** The node of a cluster, or null for a server of its own. */
    private final String node;
    private final Map<Long, Long> epochs = new ConcurrentHashMap<>();

    GameEpochs(Database database, String node) {
        this.database = database;
        this.node = node;
    }

    /** A game this node just started: at epoch 0. One never stored leaves an id no write uses. */
    void started(long game) {
        if (node != null) {
            epochs.put(game, 0L);
        }
    }

    /**
     * Makes a running game this node's ({@link #takeEpoch}), then writes to it under the new
     * epoch; false when the game was not running or the condition did not hold.
     */
    boolean take(String what, long game, String alsoSet, String alsoWhere) {
        long epoch = takeEpoch(database, what, game, node, alsoSet, alsoWhere);
        if (epoch < 0) {
            return false;
        }
        if (node != null) {
            epochs.put(game, epoch);
        }
        return true;
    }

    /**
     * Makes a running game {@code node}'s at an epoch one higher (fencing off whoever wrote to it
     * before), setting also {@code alsoSet} (", column = value" or empty) where also
     * {@code alsoWhere} (" AND condition" or empty) holds; returns the new epoch, or -1 when the
     * game was not running (or the condition did not hold).
     */
    private static long takeEpoch(Database database, String what, long game, String node, String alsoSet,
            String alsoWhere) {
        return Jdbc.inTransaction(database, what, connection -> {
            try (PreparedStatement update = connection.prepareStatement("UPDATE games SET node = ?, epoch = epoch + 1"
                    + alsoSet + " WHERE id = ? AND status = 'RUNNING'" + alsoWhere);
                    PreparedStatement read = connection.prepareStatement("SELECT epoch FROM games WHERE id = ?")) {
                update.setString(1, node);
                update.setLong(2, game);
                if (update.executeUpdate() != 1) {
                    return -1L;
                }
                read.setLong(1, game);
                try (ResultSet row = read.executeQuery()) {
                    row.next();
                    return row.getLong(1);
                }
            }
        });
    }

    /**
     * The fence, in the journal's transaction: every game written to must still be at the epoch
     * this node took it with. The rows are locked (H2 knows no FOR SHARE), so a take-over elsewhere waits for
     * this commit (and then reads its moves) or has already moved the epoch (and this fails).
     */
    void fence(Connection connection, List<JournalEntry> writes) throws SQLException {
        Set<Long> games = new HashSet<>();
        for (JournalEntry w : writes) {
            games.add(w.game());
        }
        StringBuilder in = new StringBuilder();
        for (int i = 0; i < games.size(); i++) {
            in.append(i == 0 ? "?" : ", ?");
        }
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT id, epoch FROM games WHERE id IN (" + in + ") FOR UPDATE")) {
            int i = 1;
            for (long g : games) {
                select.setLong(i++, g);
            }
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    long id = rows.getLong(1);
                    Long mine = epochs.get(id);
                    if (mine == null || mine != rows.getLong(2)) {
                        throw new SQLException("game " + id + " is run by another node now", FENCED);
                    }
                }
            }
        }
    }

    /** The SQLSTATE of a write refused by the fence (a class of its own, not the database's). */
    static final String FENCED = "LM001";
}
