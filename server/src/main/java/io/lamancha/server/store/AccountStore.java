package io.lamancha.server.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Registered names and their password hashes. Names are unique ignoring case ({@code Alice} and
 * {@code alice} are one account) and every lookup ignores case. Each method blocks on the database:
 * call it off the Netty event loops.
 */
public final class AccountStore {
    private final Database database;
    private final Clock clock;

    public AccountStore(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /**
     * Registers {@code name} with an already hashed password, registered and last seen now.
     *
     * @return false when the name, in any case, is already registered
     */
    public boolean create(String name, String passwordHash) {
        Instant now = clock.instant();
        return Jdbc.withConnection(database, "register a name", connection -> {
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO accounts (name_key, name, password_hash, registered_at, last_seen) VALUES (?, ?, ?, ?, ?)")) {
                insert.setString(1, Jdbc.nameKey(name));
                insert.setString(2, name);
                insert.setString(3, passwordHash);
                Jdbc.setInstant(insert, 4, now);
                Jdbc.setInstant(insert, 5, now);
                insert.executeUpdate();
                return true;
            } catch (SQLException e) {
                if (Jdbc.UNIQUE_VIOLATION.equals(e.getSQLState())) {
                    return false;
                }
                throw e;
            }
        });
    }

    /** The account registered under {@code name} in any case; empty for a guest name. */
    public Optional<Account> find(String name) {
        return Jdbc.withConnection(database, "look up a name", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name, password_hash, registered_at, last_seen FROM accounts WHERE name_key = ?")) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        return Optional.empty();
                    }
                    return Optional.of(new Account(row.getString("name"), row.getString("password_hash"),
                            Jdbc.getInstant(row, "registered_at"), Jdbc.getInstant(row, "last_seen")));
                }
            }
        });
    }

    /** @return false when no such account exists */
    public boolean updatePassword(String name, String passwordHash) {
        return update("change a password", "UPDATE accounts SET password_hash = ? WHERE name_key = ?", name,
                statement -> statement.setString(1, passwordHash));
    }

    /** Records that the account was seen now (login, logout). @return false when no such account */
    public boolean touchLastSeen(String name) {
        Instant now = clock.instant();
        return update("record last seen", "UPDATE accounts SET last_seen = ? WHERE name_key = ?", name,
                statement -> Jdbc.setInstant(statement, 1, now));
    }

    /**
     * Finished games the name played as a human, per game id (ascending), with how many it won.
     * Works for guests too: a seat keeps the name it was played under.
     */
    public List<GameStats> stats(String name) {
        return Jdbc.withConnection(database, "read game statistics", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT g.game_id, COUNT(*) AS played, SUM(CASE WHEN s.winner THEN 1 ELSE 0 END) AS won"
                            + " FROM game_seats s JOIN games g ON g.id = s.game"
                            + " WHERE s.name_key = ? AND s.bot_level IS NULL AND g.status = 'FINISHED'"
                            + " GROUP BY g.game_id ORDER BY g.game_id")) {
                select.setString(1, Jdbc.nameKey(name));
                List<GameStats> stats = new ArrayList<>();
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        stats.add(new GameStats(row.getString("game_id"), row.getInt("played"), row.getInt("won")));
                    }
                }
                return stats;
            }
        });
    }

    private interface Binder {
        void bind(PreparedStatement statement) throws SQLException;
    }

    /** Runs an UPDATE whose last parameter is the name key. */
    private boolean update(String what, String sql, String name, Binder binder) {
        return Jdbc.withConnection(database, what, connection -> {
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                binder.bind(statement);
                statement.setString(2, Jdbc.nameKey(name));
                return statement.executeUpdate() == 1;
            }
        });
    }
}
