package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;

/** The reads behind {@link TourneyStore}: a few set-based queries each, never one per tournament. */
final class TourneyQueries {

    private static final String COLUMNS = "id, name, game_id, format, rounds, minutes, seats, rated, timer,"
            + " break_seconds, creator, status, round_no, created_at, starts_at, ends_at, finished_at";

    private final Database database;

    TourneyQueries(Database database) {
        this.database = database;
    }

    OptionalLong id(String name) {
        return Jdbc.withConnection(database, "find a tournament", connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT id FROM tourneys WHERE name = ?")) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? OptionalLong.of(row.getLong(1)) : OptionalLong.empty();
                }
            }
        });
    }

    /** Whole tournaments matching {@code where} on table tourneys, newest first, at most {@code limit}. */
    List<StoredTourney> where(String where, List<?> parameters, int limit) {
        return Jdbc.withConnection(database, "read tournaments", connection -> {
            Map<Long, Row> rows = new LinkedHashMap<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT " + COLUMNS + " FROM tourneys WHERE "
                    + where + " ORDER BY COALESCE(finished_at, created_at) DESC, id DESC")) {
                bind(select, parameters);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next() && rows.size() < limit) {
                        rows.put(row.getLong("id"), new Row(row));
                    }
                }
            }
            if (!rows.isEmpty()) {
                String ids = "tourney IN (" + "?,".repeat(rows.size() - 1) + "?)";
                List<Long> keys = List.copyOf(rows.keySet());
                readOptions(connection, ids, keys, rows);
                readPlayers(connection, ids, keys, rows);
                readTables(connection, ids, keys, rows);
                readMissed(connection, ids, keys, rows);
            }
            List<StoredTourney> out = new ArrayList<>();
            for (Row r : rows.values()) {
                out.add(r.tourney());
            }
            return out;
        });
    }

    private static void readOptions(Connection connection, String where, List<Long> ids, Map<Long, Row> rows)
            throws SQLException {
        query(connection, "SELECT tourney, option_key, option_value FROM tourney_options WHERE " + where, ids, row ->
                rows.get(row.getLong(1)).options.put(row.getString(2), row.getString(3)));
    }

    private static void readPlayers(Connection connection, String where, List<Long> ids, Map<Long, Row> rows)
            throws SQLException {
        query(connection, "SELECT tourney, name, rating, joined_at, withdrawn, place, points FROM tourney_players WHERE "
                + where + " ORDER BY tourney, joined_at, name_key", ids, row -> rows.get(row.getLong(1)).players.add(
                new StoredTourney.Player(row.getString(2), row.getInt(3), Jdbc.getInstant(row, "joined_at"),
                        row.getBoolean(5), integer(row, 6), integer(row, 7))));
    }

    private static void readTables(Connection connection, String where, List<Long> ids, Map<Long, Row> rows)
            throws SQLException {
        Map<String, List<String>> names = new LinkedHashMap<>();
        Map<String, List<Integer>> points = new LinkedHashMap<>();
        query(connection, "SELECT tourney, round_no, table_no, name, half_points FROM tourney_seats WHERE " + where
                + " ORDER BY tourney, round_no, table_no, seat", ids, row -> {
                    String key = row.getLong(1) + "/" + row.getInt(2) + "/" + row.getInt(3);
                    names.computeIfAbsent(key, k -> new ArrayList<>()).add(row.getString(4));
                    points.computeIfAbsent(key, k -> new ArrayList<>()).add(integer(row, 5));
                });
        query(connection, "SELECT tourney, round_no, table_no, room, bots, state FROM tourney_tables WHERE " + where
                + " ORDER BY tourney, round_no, table_no", ids, row -> {
                    String key = row.getLong(1) + "/" + row.getInt(2) + "/" + row.getInt(3);
                    rows.get(row.getLong(1)).tables.add(new StoredTourney.Table(row.getInt(2), row.getInt(3),
                            row.getString(4), row.getInt(5), row.getString(6), names.getOrDefault(key, List.of()),
                            points.getOrDefault(key, List.of())));
                });
    }

    private static void readMissed(Connection connection, String where, List<Long> ids, Map<Long, Row> rows)
            throws SQLException {
        query(connection, "SELECT tourney, round_no, name FROM tourney_missed WHERE " + where
                + " ORDER BY tourney, round_no, name_key", ids, row ->
                rows.get(row.getLong(1)).missed.add(new StoredTourney.Missed(row.getInt(2), row.getString(3))));
    }

    List<StoredTourney.Played> playedBy(String name, int limit) {
        return Jdbc.withConnection(database, "read someone's tournaments", connection -> {
            List<StoredTourney.Played> out = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT t.name, t.game_id, t.format, t.status,"
                    + " p.place, p.points, (SELECT COUNT(*) FROM tourney_players q WHERE q.tourney = t.id) AS players"
                    + " FROM tourney_players p JOIN tourneys t ON t.id = p.tourney WHERE p.name_key = ?"
                    + " AND t.status IN ('RUNNING', 'FINISHED') ORDER BY t.id DESC")) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    while (row.next() && out.size() < limit) {
                        out.add(new StoredTourney.Played(row.getString(1), row.getString(2), row.getString(3),
                                row.getString(4), integer(row, 5), integer(row, 6), row.getInt(7)));
                    }
                }
            }
            return out;
        });
    }

    Optional<StoredTourney.GameEnd> game(String tag) {
        return Jdbc.withConnection(database, "read a tournament's game", connection -> {
            long id;
            String status;
            String room;
            try (PreparedStatement select = connection.prepareStatement("SELECT g.id, g.status, g.room FROM games g"
                    + " JOIN game_options o ON o.game = g.id WHERE o.option_key = 'tourney' AND o.option_value = ?"
                    + " ORDER BY g.id DESC")) {
                select.setString(1, tag);
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        return Optional.empty();
                    }
                    id = row.getLong(1);
                    status = row.getString(2);
                    room = row.getString(3);
                }
            }
            List<String> names = new ArrayList<>();
            List<Boolean> bots = new ArrayList<>();
            List<Integer> places = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name, bot_level, place FROM game_seats WHERE game = ? ORDER BY seat")) {
                select.setLong(1, id);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        names.add(row.getString(1));
                        bots.add(row.getString(2) != null);
                        places.add(integer(row, 3));
                    }
                }
            }
            return Optional.of(new StoredTourney.GameEnd(status, room, names, bots, places));
        });
    }

    private interface RowReader {
        void read(ResultSet row) throws SQLException;
    }

    private static void query(Connection connection, String sql, List<?> parameters, RowReader reader)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(sql)) {
            bind(select, parameters);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    reader.read(row);
                }
            }
        }
    }

    private static void bind(PreparedStatement statement, List<?> parameters) throws SQLException {
        for (int i = 0; i < parameters.size(); i++) {
            statement.setObject(i + 1, parameters.get(i));
        }
    }

    private static Integer integer(ResultSet row, int column) throws SQLException {
        int v = row.getInt(column);
        return row.wasNull() ? null : v;
    }

    /** A tournament read in pieces. */
    private static final class Row {
        final long id;
        final String name;
        final String gameId;
        final String format;
        final Integer rounds;
        final Integer minutes;
        final int seats;
        final boolean rated;
        final int timer;
        final int breakSeconds;
        final String creator;
        final String status;
        final int round;
        final java.time.Instant createdAt;
        final java.time.Instant startsAt;
        final java.time.Instant endsAt;
        final java.time.Instant finishedAt;
        final Map<String, String> options = new TreeMap<>();
        final List<StoredTourney.Player> players = new ArrayList<>();
        final List<StoredTourney.Table> tables = new ArrayList<>();
        final List<StoredTourney.Missed> missed = new ArrayList<>();

        Row(ResultSet row) throws SQLException {
            id = row.getLong("id");
            name = row.getString("name");
            gameId = row.getString("game_id");
            format = row.getString("format");
            rounds = integer(row, 5);
            minutes = integer(row, 6);
            seats = row.getInt("seats");
            rated = row.getBoolean("rated");
            timer = row.getInt("timer");
            breakSeconds = row.getInt("break_seconds");
            creator = row.getString("creator");
            status = row.getString("status");
            round = row.getInt("round_no");
            createdAt = Jdbc.getInstant(row, "created_at");
            startsAt = Jdbc.getInstant(row, "starts_at");
            endsAt = Jdbc.getInstant(row, "ends_at");
            finishedAt = Jdbc.getInstant(row, "finished_at");
        }

        StoredTourney tourney() {
            return new StoredTourney(id, name, gameId, format, rounds, minutes, seats, rated, timer, breakSeconds, creator,
                    status, round, createdAt, startsAt, endsAt, finishedAt, options, players, tables, missed);
        }
    }
}
