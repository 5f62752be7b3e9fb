package io.lamancha.server.store;

import io.lamancha.server.world.SeatKeeper;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.Optional;

/**
 * The seats that wait on a cluster for players who dropped, one per name: the room, the node
 * that held it, and for a guest a hash of the resume token (never the token). Redis keeps a copy
 * for quick look-ups; this is what a login finds after Redis restarted or a node died. Each
 * method blocks on the database: call it off the Netty event loops.
 */
public final class HeldSeatStore implements SeatKeeper {

    private final Database database;
    private final Clock clock;

    public HeldSeatStore(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    @Override
    public void hold(String name, String room, String node, String token) {
        Jdbc.inTransaction(database, "record a held seat", connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM held_seats WHERE name_key = ?");
                    PreparedStatement insert = connection.prepareStatement("INSERT INTO held_seats"
                            + " (name_key, name, room, token_hash, node, held_at) VALUES (?, ?, ?, ?, ?, ?)")) {
                delete.setString(1, Jdbc.nameKey(name));
                delete.executeUpdate();
                insert.setString(1, Jdbc.nameKey(name));
                insert.setString(2, name);
                insert.setString(3, room);
                insert.setString(4, token == null ? null : SeatKeeper.hash(token));
                insert.setString(5, node);
                Jdbc.setInstant(insert, 6, clock.instant());
                insert.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public void free(String name, String room) {
        Jdbc.inTransaction(database, "free a held seat", connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM held_seats WHERE name_key = ? AND room = ?")) {
                delete.setString(1, Jdbc.nameKey(name));
                delete.setString(2, room);
                delete.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public Optional<HeldSeat> seatOf(String name) {
        return Jdbc.withConnection(database, "read a held seat", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name, room, node, token_hash FROM held_seats WHERE name_key = ?")) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(new HeldSeat(row.getString(1), row.getString(2), row.getString(3),
                            row.getString(4))) : Optional.<HeldSeat>empty();
                }
            }
        });
    }
}
