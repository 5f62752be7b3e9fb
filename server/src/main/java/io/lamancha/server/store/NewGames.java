package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/** The SQL that stores a new running game: its row, its options, its seats; the caller owns the transaction. */
final class NewGames {
    private NewGames() {
    }

    static void insert(Connection connection, JournalEntry.Create game) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO games (id, room, game_id, seed,"
                + " seat_count, status, started_at, rated, node) VALUES (?, ?, ?, ?, ?, 'RUNNING', ?, ?, ?)")) {
            insert.setLong(1, game.game());
            insert.setString(2, game.room());
            insert.setString(3, game.gameId());
            insert.setLong(4, game.seed());
            insert.setInt(5, game.seats().size());
            Jdbc.setInstant(insert, 6, game.startedAt());
            insert.setBoolean(7, game.rated());
            insert.setString(8, game.node());
            insert.executeUpdate();
        }
        options(connection, game.game(), game.options());
        seats(connection, game.game(), game.seats());
    }

    private static void options(Connection connection, long game, Map<String, String> options) throws SQLException {
        if (options.isEmpty()) {
            return;
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO game_options (game, option_key, option_value) VALUES (?, ?, ?)")) {
            for (Map.Entry<String, String> option : options.entrySet()) {
                insert.setLong(1, game);
                insert.setString(2, option.getKey());
                insert.setString(3, option.getValue());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private static void seats(Connection connection, long game, List<StoredSeat> seats) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO game_seats (game, seat, name, name_key, bot_level) VALUES (?, ?, ?, ?, ?)")) {
            for (int seat = 0; seat < seats.size(); seat++) {
                insert.setLong(1, game);
                insert.setInt(2, seat);
                insert.setString(3, seats.get(seat).name());
                insert.setString(4, Jdbc.nameKey(seats.get(seat).name()));
                insert.setString(5, seats.get(seat).botLevel());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }
}
