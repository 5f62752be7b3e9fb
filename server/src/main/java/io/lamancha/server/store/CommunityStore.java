package io.lamancha.server.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a registered user keeps of the community: their ignore and notify lists and channel
 * memberships, the channels registered users own, and messages left for them. Names are compared
 * ignoring case. Each method blocks on the database: call it off the event loops.
 */
public final class CommunityStore {

    /** The lists a user keeps. */
    public enum UserList {
        IGNORE, NOTIFY, CHANNEL;

        String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A user's kept lists, names as shown. */
    public record Lists(List<String> ignored, List<String> notified, List<String> channels) {
    }

    /** A channel as kept: its invited names are lower-cased. */
    public record StoredChannel(String name, String owner, String mode, List<String> invited) {
    }

    /** A message left for someone. */
    public record Message(long id, String from, java.time.Instant sent, String text) {
    }

    private final Database database;
    private final Clock clock;

    public CommunityStore(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    public Lists lists(String name) {
        return Jdbc.withConnection(database, "read a user's lists", connection -> {
            Map<String, List<String>> byList = new LinkedHashMap<>();
            for (UserList l : UserList.values()) {
                byList.put(l.key(), new ArrayList<>());
            }
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT list, item FROM user_lists WHERE name_key = ? ORDER BY item_key")) {
                select.setString(1, Jdbc.nameKey(name));
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        byList.computeIfAbsent(row.getString(1), k -> new ArrayList<>()).add(row.getString(2));
                    }
                }
            }
            return new Lists(byList.get("ignore"), byList.get("notify"), byList.get("channel"));
        });
    }

    /** Adds {@code item} to or removes it from one of {@code name}'s lists. */
    public void change(String name, UserList list, String item, boolean add) {
        Jdbc.inTransaction(database, "change a user's list", connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM user_lists WHERE name_key = ? AND list = ? AND item_key = ?")) {
                delete.setString(1, Jdbc.nameKey(name));
                delete.setString(2, list.key());
                delete.setString(3, Jdbc.nameKey(item));
                delete.executeUpdate();
            }
            if (add) {
                try (PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO user_lists (name_key, list, item_key, item) VALUES (?, ?, ?, ?)")) {
                    insert.setString(1, Jdbc.nameKey(name));
                    insert.setString(2, list.key());
                    insert.setString(3, Jdbc.nameKey(item));
                    insert.setString(4, item);
                    insert.executeUpdate();
                }
            }
            return null;
        });
    }

    /** Whether {@code owner} has {@code item} on {@code list} (e.g. ignores someone while offline). */
    public boolean listed(String owner, UserList list, String item) {
        return Jdbc.withConnection(database, "read a user's list", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT 1 FROM user_lists WHERE name_key = ? AND list = ? AND item_key = ?")) {
                select.setString(1, Jdbc.nameKey(owner));
                select.setString(2, list.key());
                select.setString(3, Jdbc.nameKey(item));
                try (ResultSet row = select.executeQuery()) {
                    return row.next();
                }
            }
        });
    }

    /** Every kept channel, with its invited names. */
    public List<StoredChannel> channels() {
        return Jdbc.withConnection(database, "read the channels", connection -> {
            Map<String, StoredChannel> byKey = new LinkedHashMap<>();
            Map<String, List<String>> invited = new LinkedHashMap<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name_key, name, owner, mode FROM channels ORDER BY name_key");
                    ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    List<String> names = new ArrayList<>();
                    invited.put(row.getString(1), names);
                    byKey.put(row.getString(1), new StoredChannel(row.getString(2), row.getString(3), row.getString(4), names));
                }
            }
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT channel_key, name_key FROM channel_invites ORDER BY channel_key, name_key");
                    ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    List<String> names = invited.get(row.getString(1));
                    if (names != null) {
                        names.add(row.getString(2));
                    }
                }
            }
            return new ArrayList<>(byKey.values());
        });
    }

    /** Keeps a channel (or its new mode). */
    public void keepChannel(String name, String owner, String mode) {
        Jdbc.inTransaction(database, "keep a channel", connection -> {
            try (PreparedStatement update = connection.prepareStatement("UPDATE channels SET mode = ? WHERE name_key = ?")) {
                update.setString(1, mode);
                update.setString(2, Jdbc.nameKey(name));
                if (update.executeUpdate() == 1) {
                    return null;
                }
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO channels (name_key, name, owner, mode, created_at) VALUES (?, ?, ?, ?, ?)")) {
                insert.setString(1, Jdbc.nameKey(name));
                insert.setString(2, name);
                insert.setString(3, owner);
                insert.setString(4, mode);
                Jdbc.setInstant(insert, 5, clock.instant());
                insert.executeUpdate();
            }
            return null;
        });
    }

    /** How many kept channels {@code owner} owns. */
    public int ownedChannels(String owner) {
        return Jdbc.withConnection(database, "count a user's channels", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT COUNT(*) FROM channels WHERE LOWER(owner) = ?")) {
                select.setString(1, Jdbc.nameKey(owner));
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    return row.getInt(1);
                }
            }
        });
    }

    /** Forgets a kept channel: its invitations, and its place in its members' lists. */
    public void dropChannel(String name) {
        Jdbc.inTransaction(database, "drop a channel", connection -> {
            for (String sql : List.of("DELETE FROM channel_invites WHERE channel_key = ?",
                    "DELETE FROM channels WHERE name_key = ?",
                    "DELETE FROM user_lists WHERE list = '" + UserList.CHANNEL.key() + "' AND item_key = ?")) {
                try (PreparedStatement delete = connection.prepareStatement(sql)) {
                    delete.setString(1, Jdbc.nameKey(name));
                    delete.executeUpdate();
                }
            }
            return null;
        });
    }

    /** Keeps an invitation to a kept channel. */
    public void invite(String channel, String who) {
        Jdbc.inTransaction(database, "keep a channel invite", connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM channel_invites WHERE channel_key = ? AND name_key = ?");
                    PreparedStatement insert = connection.prepareStatement(
                            "INSERT INTO channel_invites (channel_key, name_key) VALUES (?, ?)")) {
                delete.setString(1, Jdbc.nameKey(channel));
                delete.setString(2, Jdbc.nameKey(who));
                delete.executeUpdate();
                insert.setString(1, Jdbc.nameKey(channel));
                insert.setString(2, Jdbc.nameKey(who));
                insert.executeUpdate();
            }
            return null;
        });
    }

    /**
     * Leaves a message for {@code to}; false, leaving nothing, when {@code cap} messages already
     * wait for them.
     */
    public boolean leaveMessage(String from, String to, String text, int cap) {
        return Jdbc.inTransaction(database, "leave a message", connection -> {
            if (messageCount(connection, to) >= cap) {
                return false;
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO messages (to_key, sender, sent_at, text) VALUES (?, ?, ?, ?)")) {
                insert.setString(1, Jdbc.nameKey(to));
                insert.setString(2, from);
                Jdbc.setInstant(insert, 3, clock.instant());
                insert.setString(4, text);
                insert.executeUpdate();
            }
            return true;
        });
    }

    public int messageCount(String to) {
        return Jdbc.withConnection(database, "count messages", connection -> messageCount(connection, to));
    }

    private static int messageCount(java.sql.Connection connection, String to) throws java.sql.SQLException {
        try (PreparedStatement count = connection.prepareStatement("SELECT COUNT(*) FROM messages WHERE to_key = ?")) {
            count.setString(1, Jdbc.nameKey(to));
            try (ResultSet row = count.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }

    /** The messages left for {@code to}, oldest first. */
    public List<Message> messages(String to) {
        return Jdbc.withConnection(database, "read messages", connection -> {
            List<Message> out = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT id, sender, sent_at, text FROM messages WHERE to_key = ? ORDER BY id")) {
                select.setString(1, Jdbc.nameKey(to));
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        out.add(new Message(row.getLong(1), row.getString(2), Jdbc.getInstant(row, "sent_at"), row.getString(4)));
                    }
                }
            }
            return out;
        });
    }

    /** Deletes every message left for {@code to}; returns how many. */
    public int clearMessages(String to) {
        return Jdbc.inTransaction(database, "delete messages", connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM messages WHERE to_key = ?")) {
                delete.setString(1, Jdbc.nameKey(to));
                return delete.executeUpdate();
            }
        });
    }
}
