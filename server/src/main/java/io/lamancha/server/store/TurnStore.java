package io.lamancha.server.store;

import io.lamancha.server.journal.Journal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Turn-based games in the store: each seat's clock (when its move is due, what its player has
 * seen), kept after every move; a game parked while it waits for people who are away (no node's,
 * nothing of it in memory); taking one back, which fences off whoever held it before as a
 * take-over does; and the look-ups that find them: a player's games, the parked games of a room
 * name, the parked games whose moves fell due. Writes go through the move journal, in order with
 * the game's moves; the look-ups and {@link #claim} block: call them off the event loops.
 */
public final class TurnStore {

    /** A parked game, as found by its room or its due move. */
    public record Parked(long id, String room, String gameId) {
    }

    /**
     * A running game someone sits in, as {@code /games} lists it.
     *
     * @param due by seat, seat 0 first: when the move the game waits for from that seat is due
     *     (a turn-based game's), else {@code null}
     */
    public record Playing(long id, String room, String gameId, List<StoredSeat> seats, Map<String, String> options,
                          List<Instant> due, boolean parked) {
        public Playing {
            seats = List.copyOf(seats);
            options = Map.copyOf(options);
            due = java.util.Collections.unmodifiableList(new ArrayList<>(due));
        }
    }

    /** A parked game taken back by this node: the game with every move, and its seats' clock. */
    public record Claimed(StoredGame game, List<Journal.TurnSeat> seats) {
        public Claimed {
            seats = List.copyOf(seats);
        }
    }

    private final Database database;
    private final Clock clock;
    private final String node;
    private final GameEpochs epochs;
    private final Function<JournalEntry, CompletableFuture<Void>> journal;
    private final GameQueries queries;

    TurnStore(Database database, Clock clock, String node, GameEpochs epochs,
            Function<JournalEntry, CompletableFuture<Void>> journal, GameQueries queries) {
        this.database = database;
        this.clock = clock;
        this.node = node;
        this.epochs = epochs;
        this.journal = journal;
        this.queries = queries;
    }

    /** Keeps the game's seats as they stand now, after the moves queued before. */
    public CompletableFuture<Void> seats(long game, List<Journal.TurnSeat> seats) {
        return journal.apply(new JournalEntry.Turns(game, seats));
    }

    /** Parks the game now, after the moves queued before; completes once that is durable. */
    public CompletableFuture<Void> park(long game, List<Journal.TurnSeat> seats) {
        return journal.apply(new JournalEntry.Park(game, clock.instant(), seats));
    }

    /** The game this node parked a moment ago is this node's again, if nobody took it meanwhile (else it fails). */
    public CompletableFuture<Void> unpark(long game) {
        return journal.apply(new JournalEntry.Unpark(game, node));
    }

    /**
     * Takes a parked game for this node: from now on it is this node's (on a cluster, at an epoch
     * one higher, so that any writes of whoever held it before fail); then reads it with every
     * move, and its seats' clock. Empty when it is not parked (any more: another took it first).
     */
    public Optional<Claimed> claim(long game) {
        if (!epochs.take("take back a parked game", game, ", parked_at = NULL", " AND parked_at IS NOT NULL")) {
            return Optional.empty();
        }
        return queries.load(game).map(g -> new Claimed(g, seats(game)));
    }

    /** The game's seats' clock as kept (a turn-based game restored at start). */
    public List<Journal.TurnSeat> seats(long game) {
        return Jdbc.withConnection(database, "read a game's turns", connection -> {
            List<Journal.TurnSeat> out = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT seat, turn_due, seen_moves FROM game_seats WHERE game = ? ORDER BY seat")) {
                select.setLong(1, game);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        out.add(new Journal.TurnSeat(row.getInt("seat"), Jdbc.getInstant(row, "turn_due"),
                                row.getInt("seen_moves")));
                    }
                }
            }
            return out;
        });
    }

    /** The games parked in the room {@code room}, the latest first. */
    public List<Parked> parkedIn(String room) {
        return parked("room = ? AND status = 'RUNNING' AND parked_at IS NOT NULL ORDER BY id DESC", List.of(room), 10);
    }

    /** Parked games with a move due by {@code now}, soonest first, at most {@code limit}. */
    public List<Parked> overdue(Instant now, int limit) {
        return Jdbc.withConnection(database, "find the moves due", connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT g.id, g.room, g.game_id, MIN(s.turn_due)"
                    + " AS due FROM game_seats s JOIN games g ON g.id = s.game WHERE s.turn_due <= ?"
                    + " AND g.status = 'RUNNING' AND g.parked_at IS NOT NULL GROUP BY g.id, g.room, g.game_id"
                    + " ORDER BY due LIMIT ?")) {
                Jdbc.setInstant(select, 1, now);
                select.setInt(2, limit);
                return parkedRows(select);
            }
        });
    }

    /** The room names of every parked game (a name twice if two games were parked in it), any order. */
    public List<String> parkedRooms() {
        return parkedRoomsSince(null);
    }

    /**
     * The room names of the games parked at {@code since} or later (by any node), any order;
     * every parked game's when {@code since} is null.
     */
    public List<String> parkedRoomsSince(Instant since) {
        return Jdbc.withConnection(database, "read the parked rooms", connection -> {
            List<String> out = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT room FROM games WHERE status ="
                    + " 'RUNNING' AND parked_at IS NOT NULL" + (since == null ? "" : " AND parked_at >= ?"))) {
                if (since != null) {
                    Jdbc.setInstant(select, 1, since);
                }
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        out.add(row.getString(1));
                    }
                }
            }
            return out;
        });
    }

    /** A game brought back into another room than the one it was parked in (its name was taken meanwhile). */
    public void moveRoom(long game, String room) {
        Jdbc.inTransaction(database, "move a game to another room", connection -> {
            try (PreparedStatement update = connection.prepareStatement("UPDATE games SET room = ? WHERE id = ?")) {
                update.setString(1, room);
                update.setLong(2, game);
                return update.executeUpdate();
            }
        });
    }

    /** The running games {@code name} has a seat in (ignoring case), oldest first, with what {@code /games} shows. */
    public List<Playing> playing(String name) {
        return Jdbc.withConnection(database, "read a player's games", connection -> {
            Map<Long, Row> rows = new LinkedHashMap<>();
            String mine = "SELECT game FROM game_seats WHERE name_key = ?";
            try (PreparedStatement select = connection.prepareStatement("SELECT id, room, game_id, parked_at FROM games"
                    + " WHERE status = 'RUNNING' AND id IN (" + mine + ") ORDER BY id")) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        rows.put(row.getLong("id"), new Row(row.getLong("id"), row.getString("room"),
                                row.getString("game_id"), Jdbc.getInstant(row, "parked_at") != null));
                    }
                }
            }
            if (rows.isEmpty()) {
                return List.of();
            }
            String in = "game IN (SELECT g.id FROM games g WHERE g.status = 'RUNNING' AND g.id IN (" + mine + "))";
            try (PreparedStatement select = connection.prepareStatement("SELECT game, seat, name, bot_level, turn_due"
                    + " FROM game_seats WHERE " + in + " ORDER BY game, seat")) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        Row r = rows.get(row.getLong("game"));
                        if (r != null) {
                            r.seats.add(new StoredSeat(row.getString("name"), row.getString("bot_level")));
                            r.due.add(Jdbc.getInstant(row, "turn_due"));
                        }
                    }
                }
            }
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT game, option_key, option_value FROM game_options WHERE " + in)) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        Row r = rows.get(row.getLong("game"));
                        if (r != null) {
                            r.options.put(row.getString("option_key"), row.getString("option_value"));
                        }
                    }
                }
            }
            List<Playing> out = new ArrayList<>();
            for (Row r : rows.values()) {
                out.add(new Playing(r.id, r.room, r.gameId, r.seats, r.options, r.due, r.parked));
            }
            return out;
        });
    }

    /** How many games are parked (for the operator's figures). */
    public int parkedCount() {
        return Jdbc.withConnection(database, "count the parked games", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT COUNT(*) FROM games WHERE status = 'RUNNING' AND parked_at IS NOT NULL");
                    ResultSet row = select.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        });
    }

    private List<Parked> parked(String where, List<?> parameters, int limit) {
        return Jdbc.withConnection(database, "find parked games", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT id, room, game_id FROM games WHERE " + where + " LIMIT " + limit)) {
                for (int i = 0; i < parameters.size(); i++) {
                    select.setObject(i + 1, parameters.get(i));
                }
                return parkedRows(select);
            }
        });
    }

    private static List<Parked> parkedRows(PreparedStatement select) throws SQLException {
        List<Parked> out = new ArrayList<>();
        try (ResultSet row = select.executeQuery()) {
            while (row.next()) {
                out.add(new Parked(row.getLong(1), row.getString(2), row.getString(3)));
            }
        }
        return out;
    }

    /** A game read in pieces. */
    private static final class Row {
        final long id;
        final String room;
        final String gameId;
        final boolean parked;
        final List<StoredSeat> seats = new ArrayList<>();
        final List<Instant> due = new ArrayList<>();
        final Map<String, String> options = new TreeMap<>();

        Row(long id, String room, String gameId, boolean parked) {
            this.id = id;
            this.room = room;
            this.gameId = gameId;
            this.parked = parked;
        }
    }
}
