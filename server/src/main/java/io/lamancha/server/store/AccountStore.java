package io.lamancha.server.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import io.lamancha.server.world.Names;

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
        return create(name, passwordHash, null);
    }

    /**
     * As {@link #create(String, String)}, counting the registration against {@code address}
     * (null: the operator's, counted nowhere) for {@link #registrationsFrom}.
     */
    public boolean create(String name, String passwordHash, String address) {
        Instant now = clock.instant();
        return Jdbc.withConnection(database, "register a name", connection -> {
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO accounts (name_key, name, password_hash, registered_at, last_seen, skeleton,"
                            + " last_address) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                insert.setString(1, Jdbc.nameKey(name));
                insert.setString(2, name);
                insert.setString(3, passwordHash);
                Jdbc.setInstant(insert, 4, now);
                Jdbc.setInstant(insert, 5, now);
                insert.setString(6, Names.skeleton(name));
                insert.setString(7, address == null ? null : cutAddress(address));
                insert.executeUpdate();
                if (address != null) {
                    counted(connection, address, now);
                }
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
                    "SELECT name, password_hash, registered_at, last_seen, admin FROM accounts WHERE name_key = ?")) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        return Optional.empty();
                    }
                    return Optional.of(new Account(row.getString("name"), row.getString("password_hash"),
                            Jdbc.getInstant(row, "registered_at"), Jdbc.getInstant(row, "last_seen"),
                            row.getBoolean("admin")));
                }
            }
        });
    }

    /** The accounts the operator made admins, by name. */
    public List<String> admins() {
        return Jdbc.withConnection(database, "list the admins", connection -> {
            List<String> out = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name FROM accounts WHERE admin = TRUE ORDER BY name_key");
                    ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    out.add(row.getString(1));
                }
            }
            return out;
        });
    }

    /** Makes the account an admin. @return false when no such account exists */
    public boolean promote(String name) {
        return update("make an admin", "UPDATE accounts SET admin = ? WHERE name_key = ?", name,
                statement -> statement.setBoolean(1, true));
    }

    /**
     * A registered name that looks like {@code name} (the same {@link Names#skeleton}) but is
     * another account; empty when none does.
     */
    public Optional<String> lookalike(String name) {
        return Jdbc.withConnection(database, "look up a look-alike name", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name FROM accounts WHERE skeleton = ? AND name_key <> ?")) {
                select.setString(1, Names.skeleton(name));
                select.setString(2, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(row.getString("name")) : Optional.empty();
                }
            }
        });
    }

    /** Fills the look-alike key of accounts registered before it was kept (at start). @return how many */
    public int fillSkeletons() {
        return Jdbc.withConnection(database, "fill look-alike keys", connection -> {
            List<String[]> missing = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name_key, name FROM accounts WHERE skeleton IS NULL");
                    ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    missing.add(new String[] {row.getString(1), row.getString(2)});
                }
            }
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE accounts SET skeleton = ? WHERE name_key = ?")) {
                for (String[] m : missing) {
                    update.setString(1, Names.skeleton(m[1]));
                    update.setString(2, m[0]);
                    update.executeUpdate();
                }
            }
            return missing.size();
        });
    }

    /** How many names {@code address} registered since {@code since}. */
    public int registrationsFrom(String address, Instant since) {
        return Jdbc.withConnection(database, "count registrations", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT COUNT(*) FROM registrations WHERE address = ? AND registered_at > ?")) {
                select.setString(1, address);
                Jdbc.setInstant(select, 2, since);
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    return row.getInt(1);
                }
            }
        });
    }

    /** An address as kept: at most 64 characters (an IPv6 literal has 45). */
    private static String cutAddress(String address) {
        return address.length() > 64 ? address.substring(0, 64) : address;
    }

    /** Counts a registration from {@code address}, and forgets those older than a day. */
    private static void counted(java.sql.Connection connection, String address, Instant now) throws SQLException {
        try (PreparedStatement prune = connection.prepareStatement("DELETE FROM registrations WHERE registered_at < ?")) {
            Jdbc.setInstant(prune, 1, now.minus(java.time.Duration.ofDays(1)));
            prune.executeUpdate();
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO registrations (address, registered_at) VALUES (?, ?)")) {
            insert.setString(1, cutAddress(address));
            Jdbc.setInstant(insert, 2, now);
            insert.executeUpdate();
        }
    }

    /** @return false when no such account exists */
    public boolean updatePassword(String name, String passwordHash) {
        return update("change a password", "UPDATE accounts SET password_hash = ? WHERE name_key = ?", name,
                statement -> statement.setString(1, passwordHash));
    }

    /** Records that the account was seen now (login, logout). @return false when no such account */
    public boolean touchLastSeen(String name) {
        return touchLastSeen(name, null);
    }

    /**
     * Records a login of {@code name} now, from {@code address} (null: the address kept stays).
     * @return false when no such account exists
     */
    public boolean touchLastSeen(String name, String address) {
        Instant now = clock.instant();
        return Jdbc.withConnection(database, "record last seen", connection -> {
            try (PreparedStatement statement = connection.prepareStatement(
                    "UPDATE accounts SET last_seen = ?, last_address = COALESCE(?, last_address) WHERE name_key = ?")) {
                Jdbc.setInstant(statement, 1, now);
                statement.setString(2, address == null ? null : cutAddress(address));
                statement.setString(3, Jdbc.nameKey(name));
                return statement.executeUpdate() == 1;
            }
        });
    }

    /** The address of the account's last login (or registration), if it is kept. */
    public Optional<String> lastAddress(String name) {
        return Jdbc.withConnection(database, "look up a last address", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT last_address FROM accounts WHERE name_key = ?")) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.ofNullable(row.getString(1)) : Optional.empty();
                }
            }
        });
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
