package io.lamancha.server.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The resume token each guest name was last given. A restart keeps them, so a guest's held seat
 * still needs the token to be taken back. Each method blocks on the database: call it off the
 * Netty event loops.
 */
public final class ResumeTokenStore {

    private final Database database;
    private final Clock clock;

    public ResumeTokenStore(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** Records {@code token} as the one {@code name} was given last, replacing any earlier one. */
    public void put(String name, String token) {
        Jdbc.inTransaction(database, "record a resume token", connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM resume_tokens WHERE name_key = ?");
                    PreparedStatement insert = connection.prepareStatement(
                            "INSERT INTO resume_tokens (name_key, token, issued_at) VALUES (?, ?, ?)")) {
                delete.setString(1, Jdbc.nameKey(name));
                delete.executeUpdate();
                insert.setString(1, Jdbc.nameKey(name));
                insert.setString(2, token);
                Jdbc.setInstant(insert, 3, clock.instant());
                insert.executeUpdate();
            }
            return null;
        });
    }

    /** A token kept for a name ({@code keep}), or forgotten if it is still the name's. */
    record Write(String name, String token, boolean keep) {
    }

    /** Makes {@code writes}, in order, in one transaction: see {@link #put} and {@link #forget}. */
    void record(List<Write> writes) {
        Jdbc.inTransaction(database, "record resume tokens", connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM resume_tokens WHERE name_key = ?");
                    PreparedStatement insert = connection.prepareStatement(
                            "INSERT INTO resume_tokens (name_key, token, issued_at) VALUES (?, ?, ?)");
                    PreparedStatement forget = connection.prepareStatement(
                            "DELETE FROM resume_tokens WHERE name_key = ? AND token = ?")) {
                for (Write w : writes) {
                    String key = Jdbc.nameKey(w.name());
                    if (w.keep()) {
                        delete.setString(1, key);
                        delete.executeUpdate();
                        insert.setString(1, key);
                        insert.setString(2, w.token());
                        Jdbc.setInstant(insert, 3, clock.instant());
                        insert.executeUpdate();
                    } else {
                        forget.setString(1, key);
                        forget.setString(2, w.token());
                        forget.executeUpdate();
                    }
                }
            }
            return null;
        });
    }

    /** Every recorded token, by lower-cased name. */
    public Map<String, String> all() {
        return Jdbc.withConnection(database, "read the resume tokens", connection -> {
            Map<String, String> tokens = new HashMap<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT name_key, token FROM resume_tokens");
                    ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    tokens.put(row.getString(1), row.getString(2));
                }
            }
            return tokens;
        });
    }

    /** The token {@code name} was given last, whatever the case, if any. */
    public Optional<String> tokenOf(String name) {
        return Jdbc.withConnection(database, "read a resume token", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT token FROM resume_tokens WHERE name_key = ?")) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(row.getString(1)) : Optional.<String>empty();
                }
            }
        });
    }

    /** Forgets {@code name}'s token if it is still {@code token} (a newer one stays). */
    public void forget(String name, String token) {
        Jdbc.inTransaction(database, "forget a resume token", connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM resume_tokens WHERE name_key = ? AND token = ?")) {
                delete.setString(1, Jdbc.nameKey(name));
                delete.setString(2, token);
                delete.executeUpdate();
            }
            return null;
        });
    }

    /** Forgets every token but those of {@code nameKeys} (lower-cased names). */
    public void keepOnly(Set<String> nameKeys) {
        Jdbc.inTransaction(database, "forget old resume tokens", connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT name_key FROM resume_tokens");
                    PreparedStatement delete = connection.prepareStatement("DELETE FROM resume_tokens WHERE name_key = ?");
                    ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    if (!nameKeys.contains(row.getString(1))) {
                        delete.setString(1, row.getString(1));
                        delete.addBatch();
                    }
                }
                delete.executeBatch();
            }
            return null;
        });
    }
}
