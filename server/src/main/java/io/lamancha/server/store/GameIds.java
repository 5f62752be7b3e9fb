package io.lamancha.server.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;

/**
 * The ids of new games, handed out from blocks reserved in table game_id_blocks (one short
 * transaction per {@link #BLOCK} games), so that a new game can be written in the move journal's
 * group commit with its id known beforehand. Ids a server reserved and did not use are skipped
 * for good; every server, and every node of a cluster, reserves its own blocks.
 */
final class GameIds {
    static final int BLOCK = 100;

    private final Database database;
    /** The next id to hand out, and the end (exclusive) of the block it is in. */
    private long next;
    private long end;

    GameIds(Database database) {
        this.database = database;
    }

    /**
     * A new game's id, never handed out before.
     *
     * @throws StoreException when a new block cannot be reserved
     */
    synchronized long next() {
        if (next == end) {
            end = reserve();
            next = end - BLOCK;
        }
        return next++;
    }

    /** Reserves the next block of ids; returns its end. */
    private long reserve() {
        return Jdbc.inTransaction(database, "reserve game ids", connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE game_id_blocks SET next_id = next_id + " + BLOCK);
                    PreparedStatement read = connection.prepareStatement("SELECT next_id FROM game_id_blocks")) {
                if (update.executeUpdate() != 1) {
                    throw new java.sql.SQLException("game_id_blocks must hold one row");
                }
                try (ResultSet row = read.executeQuery()) {
                    row.next();
                    return row.getLong(1);
                }
            }
        });
    }
}
