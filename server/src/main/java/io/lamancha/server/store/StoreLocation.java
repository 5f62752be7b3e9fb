package io.lamancha.server.store;

import java.nio.file.Path;

/**
 * Where a store is: the JDBC URL that opens it, and its name for a person, which never holds the
 * URL's password.
 *
 * @param file the embedded database file, or {@code null} for a database given by URL
 */
record StoreLocation(Database.Kind kind, String url, String name, EmbeddedFile file) {

    /** The embedded H2 database in {@code dataDir}. */
    static StoreLocation embedded(Path dataDir, boolean readOnly) {
        EmbeddedFile file = new EmbeddedFile(dataDir);
        return new StoreLocation(Database.Kind.H2, file.jdbcUrl(readOnly), "the H2 database " + file.path(), file);
    }

    /**
     * The database at {@code jdbcUrl}.
     *
     * @throws IllegalArgumentException for a URL that is neither H2 nor PostgreSQL
     */
    static StoreLocation of(String jdbcUrl) {
        if (jdbcUrl.startsWith("jdbc:h2:")) {
            String where = beforeSettings(jdbcUrl, ';');
            return new StoreLocation(Database.Kind.H2, jdbcUrl, "the H2 database " + where, null);
        }
        if (jdbcUrl.startsWith("jdbc:postgresql:")) {
            String where = beforeSettings(jdbcUrl.substring("jdbc:postgresql:".length()), '?');
            where = where.startsWith("//") ? where.substring(2) : where;
            // a user:password@ in front of the host is not pgjdbc's syntax, but never show one
            where = where.substring(where.lastIndexOf('@') + 1);
            return new StoreLocation(Database.Kind.POSTGRESQL, jdbcUrl, "the PostgreSQL database at " + where, null);
        }
        // the schema and the durability rules are written for these two only
        throw new IllegalArgumentException(
                "--db must be a jdbc:postgresql:// URL (or left out for the embedded H2 store)");
    }

    private static String beforeSettings(String url, char separator) {
        int at = url.indexOf(separator);
        return at < 0 ? url : url.substring(0, at);
    }

    /** {@code message} with the URL, should it quote it, replaced by the store's name. */
    String scrub(String message) {
        return message == null ? "" : message.replace(url, name);
    }

    /** An error message's first line, trimmed (empty for none). */
    static String firstLine(String message) {
        return message == null ? "" : message.lines().findFirst().orElse("").trim();
    }
}
