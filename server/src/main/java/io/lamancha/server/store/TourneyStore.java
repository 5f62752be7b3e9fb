package io.lamancha.server.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Tournaments as kept: each change as it happens, so that a restart finds them as they were. Each
 * method blocks on the database: call it off the event loops.
 */
public final class TourneyStore {

    private final Database database;
    private final TourneyQueries queries;

    public TourneyStore(Database database) {
        this.database = database;
        this.queries = new TourneyQueries(database);
    }

    /** Keeps a new tournament (its players, tables and missed are not read); empty when its name is taken. */
    public OptionalLong create(StoredTourney t) {
        return Jdbc.inTransaction(database, "keep a new tournament", connection -> {
            long id;
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO tourneys (name, game_id, format,"
                    + " rounds, minutes, seats, rated, timer, break_seconds, creator, status, round_no, created_at,"
                    + " starts_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
                insert.setString(1, Jdbc.nameKey(t.name()));
                insert.setString(2, t.gameId());
                insert.setString(3, t.format());
                setInt(insert, 4, t.rounds());
                setInt(insert, 5, t.minutes());
                insert.setInt(6, t.seats());
                insert.setBoolean(7, t.rated());
                insert.setInt(8, t.timer());
                insert.setInt(9, t.breakSeconds());
                insert.setString(10, t.creator());
                insert.setString(11, t.status());
                insert.setInt(12, t.round());
                Jdbc.setInstant(insert, 13, t.createdAt());
                setInstant(insert, 14, t.startsAt());
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    keys.next();
                    id = keys.getLong("id");
                }
            } catch (SQLException e) {
                if (Jdbc.UNIQUE_VIOLATION.equals(e.getSQLState())) {
                    connection.rollback();
                    return OptionalLong.empty();
                }
                throw e;
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO tourney_options (tourney, option_key, option_value) VALUES (?, ?, ?)")) {
                for (Map.Entry<String, String> o : t.options().entrySet()) {
                    insert.setLong(1, id);
                    insert.setString(2, o.getKey());
                    insert.setString(3, o.getValue());
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            return OptionalLong.of(id);
        });
    }

    /** Whether a tournament of this name exists, finished or not. */
    public boolean exists(String name) {
        return queries.id(name).isPresent();
    }

    /** {@code name} entered (again, after withdrawing: then their rating stays as it was). */
    public void join(long tourney, String name, int rating, Instant at) {
        Jdbc.inTransaction(database, "enter a tournament", connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE tourney_players SET withdrawn = FALSE WHERE tourney = ? AND name_key = ?")) {
                update.setLong(1, tourney);
                update.setString(2, Jdbc.nameKey(name));
                if (update.executeUpdate() == 1) {
                    return null;
                }
            }
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO tourney_players (tourney, name_key,"
                    + " name, rating, joined_at) VALUES (?, ?, ?, ?, ?)")) {
                insert.setLong(1, tourney);
                insert.setString(2, Jdbc.nameKey(name));
                insert.setString(3, name);
                insert.setInt(4, rating);
                Jdbc.setInstant(insert, 5, at);
                insert.executeUpdate();
            }
            return null;
        });
    }

    /** {@code name} left: before the start they are gone; after it, withdrawn (kept in the standings). */
    public void leave(long tourney, String name, boolean started) {
        update(started ? "UPDATE tourney_players SET withdrawn = TRUE WHERE tourney = ? AND name_key = ?"
                : "DELETE FROM tourney_players WHERE tourney = ? AND name_key = ?", "leave a tournament", tourney,
                Jdbc.nameKey(name));
    }

    /** Where the tournament stands: its status, round, start and end. */
    public void progress(long tourney, String status, int round, Instant startsAt, Instant endsAt) {
        Jdbc.withConnection(database, "keep a tournament's progress", connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE tourneys SET status = ?, round_no = ?, starts_at = ?, ends_at = ? WHERE id = ?")) {
                update.setString(1, status);
                update.setInt(2, round);
                setInstant(update, 3, startsAt);
                setInstant(update, 4, endsAt);
                update.setLong(5, tourney);
                update.executeUpdate();
            }
            return null;
        });
    }

    /** A table seated: its room, bots and people, waiting for its game. */
    public void seat(long tourney, StoredTourney.Table table) {
        Jdbc.inTransaction(database, "keep a tournament's table", connection -> {
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO tourney_tables (tourney, round_no,"
                    + " table_no, room, bots, state) VALUES (?, ?, ?, ?, ?, ?)")) {
                insert.setLong(1, tourney);
                insert.setInt(2, table.round());
                insert.setInt(3, table.table());
                insert.setString(4, table.room());
                insert.setInt(5, table.bots());
                insert.setString(6, table.state());
                insert.executeUpdate();
            }
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO tourney_seats (tourney, round_no,"
                    + " table_no, seat, name) VALUES (?, ?, ?, ?, ?)")) {
                for (int seat = 0; seat < table.players().size(); seat++) {
                    insert.setLong(1, tourney);
                    insert.setInt(2, table.round());
                    insert.setInt(3, table.table());
                    insert.setInt(4, seat);
                    insert.setString(5, table.players().get(seat));
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            return null;
        });
    }

    /** A table's game started in {@code room} (a restored game's room may have another name). */
    public void playing(long tourney, int round, int table, String room) {
        update("UPDATE tourney_tables SET state = 'PLAYING', room = ? WHERE tourney = ? AND round_no = ? AND table_no = ?",
                "keep a tournament's table", room, tourney, round, table);
    }

    /** A table ended ({@code FINISHED} or {@code ABORTED}) with each person's half points, in seat order. */
    public void ended(long tourney, int round, int table, String state, List<Integer> halfPoints) {
        Jdbc.inTransaction(database, "keep a tournament table's end", connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE tourney_tables SET state = ? WHERE tourney = ? AND round_no = ? AND table_no = ?")) {
                update.setString(1, state);
                update.setLong(2, tourney);
                update.setInt(3, round);
                update.setInt(4, table);
                update.executeUpdate();
            }
            try (PreparedStatement update = connection.prepareStatement("UPDATE tourney_seats SET half_points = ?"
                    + " WHERE tourney = ? AND round_no = ? AND table_no = ? AND seat = ?")) {
                for (int seat = 0; seat < halfPoints.size(); seat++) {
                    update.setInt(1, halfPoints.get(seat));
                    update.setLong(2, tourney);
                    update.setInt(3, round);
                    update.setInt(4, table);
                    update.setInt(5, seat);
                    update.addBatch();
                }
                update.executeBatch();
            }
            return null;
        });
    }

    /** Who was not online when round {@code round} started. */
    public void missed(long tourney, int round, List<String> names) {
        Jdbc.inTransaction(database, "keep who missed a round", connection -> {
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO tourney_missed (tourney, round_no, name_key, name) VALUES (?, ?, ?, ?)")) {
                for (String n : names) {
                    insert.setLong(1, tourney);
                    insert.setInt(2, round);
                    insert.setString(3, Jdbc.nameKey(n));
                    insert.setString(4, n);
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            return null;
        });
    }

    /** The final standings: each player's place and half points, name to {@code {place, points}}. */
    public void finish(long tourney, String status, Instant at, Map<String, int[]> standings) {
        Jdbc.inTransaction(database, "keep a tournament's end", connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE tourneys SET status = ?, finished_at = ?, ends_at = NULL WHERE id = ?")) {
                update.setString(1, status);
                Jdbc.setInstant(update, 2, at);
                update.setLong(3, tourney);
                update.executeUpdate();
            }
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE tourney_players SET place = ?, points = ? WHERE tourney = ? AND name_key = ?")) {
                for (Map.Entry<String, int[]> e : standings.entrySet()) {
                    update.setInt(1, e.getValue()[0]);
                    update.setInt(2, e.getValue()[1]);
                    update.setLong(3, tourney);
                    update.setString(4, Jdbc.nameKey(e.getKey()));
                    update.addBatch();
                }
                update.executeBatch();
            }
            return null;
        });
    }

    /** Every tournament open or running, whole. */
    public List<StoredTourney> live() {
        return queries.where("status IN ('OPEN', 'RUNNING')", List.of(), Integer.MAX_VALUE);
    }

    /** The tournament of this name, whole. */
    public Optional<StoredTourney> load(String name) {
        return queries.where("name = ?", List.of(Jdbc.nameKey(name)), 1).stream().findFirst();
    }

    /** The last {@code limit} tournaments finished or cancelled, newest first, whole. */
    public List<StoredTourney> finished(int limit) {
        return queries.where("status IN ('FINISHED', 'CANCELLED')", List.of(), limit);
    }

    /** The tournaments {@code name} entered, newest first. */
    public List<StoredTourney.Played> playedBy(String name, int limit) {
        return queries.playedBy(name, limit);
    }

    /** The newest game marked {@code tag} (a tournament's table), as stored. */
    public Optional<StoredTourney.GameEnd> game(String tag) {
        return queries.game(tag);
    }

    private void update(String sql, String what, Object... parameters) {
        Jdbc.withConnection(database, what, connection -> {
            try (PreparedStatement update = connection.prepareStatement(sql)) {
                for (int i = 0; i < parameters.length; i++) {
                    update.setObject(i + 1, parameters[i]);
                }
                update.executeUpdate();
            }
            return null;
        });
    }

    private static void setInt(PreparedStatement statement, int index, Integer value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.INTEGER);
        } else {
            statement.setInt(index, value);
        }
    }

    private static void setInstant(PreparedStatement statement, int index, Instant value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.TIMESTAMP_WITH_TIMEZONE);
        } else {
            Jdbc.setInstant(statement, index, value);
        }
    }
}
