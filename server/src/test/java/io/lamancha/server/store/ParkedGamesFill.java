package io.lamancha.server.store;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Fills a store with parked turn-based games, as a server that parked them would have left them:
 * each a game of {@code definition} between two registered names, dealt from its own seed, with a
 * few moves made (each the first legal one, so that it replays), its awaited seat's move due a day
 * from now, parked. Writes in batches of a thousand games a transaction, straight through JDBC:
 * a tool for benchmarks, not a server's way of writing.
 */
public final class ParkedGamesFill {

    private static final int BATCH = 1_000;

    private ParkedGamesFill() {
    }

    /**
     * Adds {@code count} parked games of {@code definition} in rooms {@code <game>-3},
     * {@code <game>-4} and on, each with {@code moves} moves made; returns the room names, in order.
     */
    public static List<String> fill(Database database, GameDefinition definition, int count, int moves) {
        Map<String, String> options = new TreeMap<>(GameOptions.defaults(definition, Map.of()).values());
        options.putAll(Map.of("timer", "0", "seed", "0", "result", "none", "rated", "no", "pace", "turnbased",
                "movetime", "24h", "expiry", "random"));
        Instant now = Instant.now();
        List<String> rooms = new ArrayList<>();
        GameIds ids = new GameIds(database);
        for (int from = 0; from < count; from += BATCH) {
            int to = Math.min(count, from + BATCH);
            int first = from;
            Jdbc.inTransaction(database, "fill parked games", connection -> {
                for (int n = first; n < to; n++) {
                    rooms.add(insert(connection, ids.next(), definition, options, n + 1, moves, now));
                }
                return null;
            });
        }
        return rooms;
    }

    private static String insert(Connection c, long id, GameDefinition definition, Map<String, String> options, int n, int moves,
            Instant now) throws java.sql.SQLException {
        String room = definition.id() + "-" + (n + 2); // past the rooms made at start
        long seed = 1_000_003L * n;
        Game game = definition.newGame(2, GameOptions.defaults(definition, Map.of()), seed);
        List<String> made = new ArrayList<>();
        List<Integer> by = new ArrayList<>();
        for (int m = 0; m < moves && !game.isOver(); m++) {
            int seat = game.awaited().iterator().next();
            String move = game.legalMoves(seat).get(0);
            game.apply(seat, move);
            made.add(move);
            by.add(seat);
        }
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO games (id, room, game_id, seed, seat_count,"
                + " status, started_at, rated, node, parked_at) VALUES (?, ?, ?, ?, 2, 'RUNNING', ?, FALSE, NULL, ?)")) {
            insert.setLong(1, id);
            insert.setString(2, room);
            insert.setString(3, definition.id());
            insert.setLong(4, seed);
            Jdbc.setInstant(insert, 5, now);
            Jdbc.setInstant(insert, 6, now);
            insert.executeUpdate();
        }
        try (PreparedStatement insert = c.prepareStatement(
                "INSERT INTO game_options (game, option_key, option_value) VALUES (?, ?, ?)")) {
            for (Map.Entry<String, String> o : options.entrySet()) {
                insert.setLong(1, id);
                insert.setString(2, o.getKey());
                insert.setString(3, o.getValue());
                insert.addBatch();
            }
            insert.executeBatch();
        }
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO game_seats (game, seat, name, name_key,"
                + " turn_due, seen_moves) VALUES (?, ?, ?, ?, ?, ?)")) {
            for (int seat = 0; seat < 2; seat++) {
                String name = (seat == 0 ? "ann" : "bob") + n;
                insert.setLong(1, id);
                insert.setInt(2, seat);
                insert.setString(3, name);
                insert.setString(4, name);
                if (game.awaited().contains(seat)) {
                    Jdbc.setInstant(insert, 5, now.plus(Duration.ofDays(1)));
                } else {
                    insert.setObject(5, null);
                }
                insert.setInt(6, made.size());
                insert.addBatch();
            }
            insert.executeBatch();
        }
        try (PreparedStatement insert = c.prepareStatement(
                "INSERT INTO game_moves (game, seq, seat, move) VALUES (?, ?, ?, ?)")) {
            for (int m = 0; m < made.size(); m++) {
                insert.setLong(1, id);
                insert.setInt(2, m + 1);
                insert.setInt(3, by.get(m));
                insert.setString(4, made.get(m));
                insert.addBatch();
            }
            insert.executeBatch();
        }
        return room;
    }
}
