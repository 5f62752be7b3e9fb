package io.lamancha.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Locale;

/** Plumbing shared by the stores: connections, transactions, and instants as UTC timestamps. */
final class Jdbc {
    /** SQLSTATE of a unique or primary key violation, the same in H2 and PostgreSQL. */
    static final String UNIQUE_VIOLATION = "23505";

    private Jdbc() {
    }

    /** Work on one connection; may throw SQLException, which the helpers wrap. */
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Runs {@code work} on a pooled auto-commit connection. */
    static <T> T withConnection(Database database, String what, Work<T> work) {
        try (Connection connection = database.connection()) {
            return work.run(connection);
        } catch (SQLException e) {
            throw new StoreException("cannot " + what, e);
        }
    }

    /** Runs {@code work} as one transaction: all of it is committed, or none of it. */
    static <T> T inTransaction(Database database, String what, Work<T> work) {
        return withConnection(database, what, connection -> {
            connection.setAutoCommit(false);
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        });
    }

    /** The key a name is unique under: case does not make a different person. */
    static String nameKey(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** Stored to the millisecond, so a value reads back equal on every database. */
    static void setInstant(PreparedStatement statement, int index, Instant instant) throws SQLException {
        statement.setObject(index, OffsetDateTime.ofInstant(instant.truncatedTo(ChronoUnit.MILLIS), ZoneOffset.UTC));
    }

    /** Null when the column is NULL. */
    static Instant getInstant(ResultSet row, String column) throws SQLException {
        OffsetDateTime value = row.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }
}
