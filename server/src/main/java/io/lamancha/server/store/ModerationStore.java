package io.lamancha.server.store;

import io.lamancha.server.world.Sanction;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What moderators did, kept: the mutes and bans in force (restored at start, shared by every node
 * of a cluster) and the log of every moderator's action ({@code /modlog}). Each method blocks on
 * the database: call it off the Netty event loops.
 */
public final class ModerationStore {

    /** One line of the log: who did what to whom, where, and why. */
    public record Entry(long id, Instant at, String actor, String action, String target, String scope, String detail) {
    }

    private static final int MAX_TEXT = 256;

    private final Database database;
    private final Clock clock;

    public ModerationStore(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** Keeps a mute or ban in place of one of the same kind, scope and name. */
    public void keep(Sanction s) {
        Jdbc.inTransaction(database, "keep a mute or ban", connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM sanctions WHERE kind = ? AND scope = ? AND name_key = ?")) {
                delete.setString(1, s.kind().name());
                delete.setString(2, s.scope());
                delete.setString(3, Jdbc.nameKey(s.name()));
                delete.executeUpdate();
            }
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO sanctions (kind, scope, name_key,"
                    + " name, address, until_at, reason, by_name, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                insert.setString(1, s.kind().name());
                insert.setString(2, s.scope());
                insert.setString(3, Jdbc.nameKey(s.name()));
                insert.setString(4, s.name());
                insert.setString(5, s.address());
                if (s.until() == null) {
                    insert.setNull(6, java.sql.Types.TIMESTAMP_WITH_TIMEZONE);
                } else {
                    Jdbc.setInstant(insert, 6, s.until());
                }
                insert.setString(7, cut(s.reason()));
                insert.setString(8, s.by());
                Jdbc.setInstant(insert, 9, s.at());
                insert.executeUpdate();
            }
            return null;
        });
    }

    /** Lifts a mute or ban. @return false when none was kept */
    public boolean lift(Sanction.Kind kind, String scope, String name) {
        return Jdbc.withConnection(database, "lift a mute or ban", connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM sanctions WHERE kind = ? AND scope = ? AND name_key = ?")) {
                delete.setString(1, kind.name());
                delete.setString(2, scope == null ? "" : scope.toLowerCase(java.util.Locale.ROOT));
                delete.setString(3, Jdbc.nameKey(name));
                return delete.executeUpdate() > 0;
            }
        });
    }

    /** The mutes and bans in force now; those that ran out are deleted. */
    public List<Sanction> inForce() {
        Instant now = clock.instant();
        return Jdbc.withConnection(database, "read mutes and bans", connection -> {
            try (PreparedStatement prune = connection.prepareStatement(
                    "DELETE FROM sanctions WHERE until_at IS NOT NULL AND until_at <= ?")) {
                Jdbc.setInstant(prune, 1, now);
                prune.executeUpdate();
            }
            List<Sanction> out = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT kind, scope, name, address, until_at,"
                    + " reason, by_name, at FROM sanctions ORDER BY at");
                    ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    out.add(new Sanction(Sanction.Kind.valueOf(row.getString("kind")), row.getString("scope"),
                            row.getString("name"), row.getString("address"), Jdbc.getInstant(row, "until_at"),
                            row.getString("reason"), row.getString("by_name"), Jdbc.getInstant(row, "at")));
                }
            }
            return out;
        });
    }

    /** Adds a line to the log, now. */
    public void log(String actor, String action, String target, String scope, String detail) {
        Instant now = clock.instant();
        Jdbc.withConnection(database, "log a moderator's action", connection -> {
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO mod_log (at, actor, action, target, scope, detail) VALUES (?, ?, ?, ?, ?, ?)")) {
                Jdbc.setInstant(insert, 1, now);
                insert.setString(2, actor);
                insert.setString(3, action);
                insert.setString(4, target == null ? "" : target);
                insert.setString(5, scope == null ? "" : scope);
                insert.setString(6, detail == null ? "" : detail.length() > 512 ? detail.substring(0, 512) : detail);
                insert.executeUpdate();
            }
            return null;
        });
    }

    /**
     * The newest {@code limit} lines of the log, oldest first; only those by or about {@code name}
     * when it is not null.
     */
    public List<Entry> recent(int limit, String name) {
        return Jdbc.withConnection(database, "read the moderators' log", connection -> {
            String where = name == null ? "" : " WHERE LOWER(actor) = ? OR LOWER(target) = ?";
            try (PreparedStatement select = connection.prepareStatement("SELECT id, at, actor, action, target, scope,"
                    + " detail FROM mod_log" + where + " ORDER BY id DESC")) {
                if (name != null) {
                    select.setString(1, Jdbc.nameKey(name));
                    select.setString(2, Jdbc.nameKey(name));
                }
                select.setMaxRows(limit);
                List<Entry> out = new ArrayList<>();
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        out.add(0, new Entry(row.getLong("id"), Jdbc.getInstant(row, "at"), row.getString("actor"),
                                row.getString("action"), row.getString("target"), row.getString("scope"),
                                row.getString("detail")));
                    }
                }
                return out;
            }
        });
    }

    private static String cut(String text) {
        return text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) : text;
    }
}
