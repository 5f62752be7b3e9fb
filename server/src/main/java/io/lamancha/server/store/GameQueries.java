package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The reads behind {@link GameStore}: a few set-based queries each, never one per game. */
final class GameQueries {
    private static final String GAME_COLUMNS =
            "id, room, game_id, seed, status, started_at, finished_at, rated";

    private final Database database;

    GameQueries(Database database) {
        this.database = database;
    }

    /** Every running game, whichever node runs it ({@code lamancha check}). */
    List<StoredGame> running() {
        return Jdbc.withConnection(database, "read running games", connection ->
                games(connection, "status = 'RUNNING'", List.of()));
    }

    /**
     * The running games of {@code node} (its own, in a cluster: each node restores only the games
     * it ran), or of a server of its own when {@code node} is null; never a parked game, which is
     * no node's.
     */
    List<StoredGame> running(String node) {
        return Jdbc.withConnection(database, "read running games", connection -> node == null
                ? games(connection, "status = 'RUNNING' AND node IS NULL AND parked_at IS NULL", List.of())
                : games(connection, "status = 'RUNNING' AND node = ? AND parked_at IS NULL", List.of(node)));
    }

    Optional<StoredGame> load(long game) {
        return Jdbc.withConnection(database, "read a game", connection ->
                games(connection, "id = ?", List.of(game)).stream().findFirst());
    }

    /** Full games matching {@code where} on table games, by id; {@code parameters} fill its ?s. */
    private static List<StoredGame> games(Connection connection, String where, List<?> parameters)
            throws SQLException {
        Map<Long, GameRow> rows = gameRows(connection, "SELECT " + GAME_COLUMNS + " FROM games WHERE " + where
                + " ORDER BY id", parameters);
        String inGames = "game IN (SELECT id FROM games WHERE " + where + ")";
        readOptions(connection, inGames, parameters, rows);
        readSeats(connection, inGames, parameters, rows);
        readMoves(connection, inGames, parameters, rows);
        List<StoredGame> games = new ArrayList<>();
        for (GameRow row : rows.values()) {
            games.add(row.toStoredGame());
        }
        return games;
    }

    private static Map<Long, GameRow> gameRows(Connection connection, String sql, List<?> parameters)
            throws SQLException {
        Map<Long, GameRow> rows = new LinkedHashMap<>();
        try (PreparedStatement select = connection.prepareStatement(sql)) {
            bind(select, parameters);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    rows.put(row.getLong("id"), new GameRow(row));
                }
            }
        }
        return rows;
    }

    private static void readOptions(Connection connection, String where, List<?> parameters,
            Map<Long, GameRow> rows) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT game, option_key, option_value FROM game_options WHERE " + where)) {
            bind(select, parameters);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    rows.get(row.getLong("game")).options.put(row.getString("option_key"), row.getString("option_value"));
                }
            }
        }
    }

    private static void readMoves(Connection connection, String where, List<?> parameters,
            Map<Long, GameRow> rows) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT game, seq, seat, move FROM game_moves WHERE " + where + " ORDER BY game, seq")) {
            bind(select, parameters);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    rows.get(row.getLong("game")).moves.add(
                            new StoredMove(row.getInt("seq"), row.getInt("seat"), row.getString("move")));
                }
            }
        }
    }

    List<GameSummary> history(String nameOrNull, int limit) {
        String where = "status IN ('FINISHED', 'ABORTED')" + (nameOrNull == null ? ""
                : " AND id IN (SELECT game FROM game_seats WHERE name_key = ?)");
        List<Object> parameters = new ArrayList<>();
        if (nameOrNull != null) {
            parameters.add(Jdbc.nameKey(nameOrNull));
        }
        parameters.add(limit);
        return Jdbc.withConnection(database, "read game history", connection -> {
            Map<Long, GameRow> rows = gameRows(connection, "SELECT " + GAME_COLUMNS + " FROM games WHERE " + where
                    + " ORDER BY finished_at DESC, id DESC LIMIT ?", parameters);
            if (!rows.isEmpty()) {
                String ids = "game IN (" + "?,".repeat(rows.size() - 1) + "?)";
                readSeats(connection, ids, List.copyOf(rows.keySet()), rows);
                readOptions(connection, ids, List.copyOf(rows.keySet()), rows);
            }
            List<GameSummary> summaries = new ArrayList<>();
            for (GameRow row : rows.values()) {
                summaries.add(row.toSummary());
            }
            return summaries;
        });
    }

    /** Seats (with scores and winners, once finished) of the games in {@code rows}. */
    private static void readSeats(Connection connection, String where, List<?> parameters,
            Map<Long, GameRow> rows) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT game, seat, name, bot_level, score, winner, left_game FROM game_seats WHERE " + where
                        + " ORDER BY game, seat")) {
            bind(select, parameters);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    GameRow game = rows.get(row.getLong("game"));
                    game.seats.add(new StoredSeat(row.getString("name"), row.getString("bot_level")));
                    int score = row.getInt("score");
                    if (!row.wasNull()) {
                        game.scores.add(score);
                    }
                    if (row.getBoolean("winner")) {
                        game.winners.add(row.getInt("seat"));
                    }
                    if (row.getBoolean("left_game")) {
                        game.left.add(row.getInt("seat"));
                    }
                }
            }
        }
    }

    /** Binds {@code parameters} (strings, ints, longs) to the statement's ?s, in order. */
    private static void bind(PreparedStatement statement, List<?> parameters) throws SQLException {
        for (int i = 0; i < parameters.size(); i++) {
            statement.setObject(i + 1, parameters.get(i));
        }
    }

    /** A game read in pieces: the games row first, then seats, options and moves. */
    private static final class GameRow {
        final long id;
        final String room;
        final String gameId;
        final long seed;
        final GameStatus status;
        final Instant startedAt;
        final Instant finishedAt;
        final boolean rated;
        final Map<String, String> options = new TreeMap<>();
        final List<StoredSeat> seats = new ArrayList<>();
        final List<StoredMove> moves = new ArrayList<>();
        final List<Integer> scores = new ArrayList<>();
        final List<Integer> winners = new ArrayList<>();
        final List<Integer> left = new ArrayList<>();

        GameRow(ResultSet row) throws SQLException {
            id = row.getLong("id");
            room = row.getString("room");
            gameId = row.getString("game_id");
            seed = row.getLong("seed");
            status = GameStatus.valueOf(row.getString("status"));
            startedAt = Jdbc.getInstant(row, "started_at");
            finishedAt = Jdbc.getInstant(row, "finished_at");
            rated = row.getBoolean("rated");
        }

        StoredGame toStoredGame() {
            return new StoredGame(id, room, gameId, options, seed, seats, moves, status, startedAt,
                    Optional.ofNullable(finishedAt), scores, winners, rated);
        }

        GameSummary toSummary() {
            return new GameSummary(id, room, gameId, startedAt, finishedAt, seats, scores, winners, options, rated, left,
                    status == GameStatus.ABORTED);
        }
    }
}
