package io.lamancha.server.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.flywaydb.core.api.MigrationState;

/**
 * A store's schema brought to this build's. A store whose history holds exactly this build's
 * migrations, each applied successfully, is current: one query tells, and Flyway is not run at
 * all (its class-path scan and its reads of the history were a third of a restart). Any other
 * store is Flyway's: a store that is behind is migrated; one that a newer version migrated, or
 * whose history holds a failed migration, is refused.
 *
 * <p>This build's migrations are listed at build time in {@value #LIST} (db/migration's file
 * names, one a line); without that list every store is Flyway's.
 */
final class Schema {
    private static final Logger LOG = LogManager.getLogger(Schema.class);
    static final String LIST = "/db/migrations.list";
    private static final Pattern FILE = Pattern.compile("V(\\d+(?:[._]\\d+)*)__.+\\.sql");
    private static final String HISTORY = "SELECT \"version\", \"success\" FROM "
            + "\"flyway_schema_history\" WHERE \"version\" IS NOT NULL";

    /** What opening did to the schema. */
    enum Outcome {
        /** The store held this build's migrations: Flyway was not run. */
        CURRENT,
        /** Flyway checked the store and applied what it lacked (possibly nothing). */
        MIGRATED
    }

    private Schema() {
    }

    /**
     * Brings the schema of the store behind {@code pool} to this build's.
     *
     * @throws UnusableStoreException when the store cannot be migrated, or a newer version
     *     migrated it
     */
    static Outcome bringUpToDate(DataSource pool, StoreLocation location) {
        Set<String> bundled = bundled();
        if (bundled != null && bundled.equals(applied(pool))) {
            LOG.debug("schema current ({} migrations): Flyway not run", bundled.size());
            return Outcome.CURRENT;
        }
        LOG.debug("schema not known to be current: Flyway checks and migrates it");
        try {
            Flyway flyway = Flyway.configure().dataSource(pool)
                    .locations("classpath:db/migration").load();
            refuseNewerSchema(flyway, location);
            flyway.migrate();
            return Outcome.MIGRATED;
        } catch (FlywayException e) {
            throw new UnusableStoreException(UnusableStoreException.Reason.DAMAGED,
                    "The store in " + location.name() + " cannot be brought to this server's "
                    + "schema (" + location.scrub(Database.firstLine(e.getMessage())) + "); "
                    + EmbeddedFile.RESTORE + ".", e);
        }
    }

    /** The versions of this build's migrations, or null when the build did not list them. */
    static Set<String> bundled() {
        InputStream list = Schema.class.getResourceAsStream(LIST);
        if (list == null) {
            return null;
        }
        Set<String> versions = new TreeSet<>();
        try (BufferedReader lines = new BufferedReader(
                new InputStreamReader(list, StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                Matcher file = FILE.matcher(line.strip());
                if (file.matches()) {
                    versions.add(file.group(1).replace('_', '.'));
                }
            }
        } catch (IOException e) {
            return null;
        }
        return versions.isEmpty() ? null : versions;
    }

    /**
     * The versions the store's history holds, or null when a migration failed there or there is
     * no history (a new store) to read.
     */
    private static Set<String> applied(DataSource pool) {
        Set<String> versions = new TreeSet<>();
        try (Connection connection = pool.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(HISTORY)) {
            while (rows.next()) {
                if (!rows.getBoolean(2)) {
                    return null;
                }
                versions.add(rows.getString(1));
            }
        } catch (SQLException e) {
            return null;
        }
        return versions;
    }

    /**
     * Refuses a store that a newer version migrated (Flyway alone would serve it, ignoring what
     * it does not know): this version's code may not fit the newer schema, and its writes could
     * spoil it for the version that made it. Going back takes the backup of before the upgrade.
     */
    private static void refuseNewerSchema(Flyway flyway, StoreLocation location) {
        MigrationInfoService info = flyway.info();
        if (Arrays.stream(info.all()).anyMatch(Schema::future)) {
            throw new UnusableStoreException(UnusableStoreException.Reason.DAMAGED,
                    "The store in " + location.name() + " has schema version "
                    + info.current().getVersion() + ", newer than this server's "
                    + newestKnown(info.all()) + " (a newer La Mancha upgraded it); run that "
                    + "version, or restore the backup taken before the upgrade (see "
                    + "docs/OPERATIONS.md, \"Upgrading\").", null);
        }
    }

    private static boolean future(MigrationInfo m) {
        return m.getState() == MigrationState.FUTURE_SUCCESS
                || m.getState() == MigrationState.FUTURE_FAILED;
    }

    private static String newestKnown(MigrationInfo[] all) {
        String last = "none";
        for (MigrationInfo m : all) {
            if (!future(m)) {
                last = m.getVersion().toString();
            }
        }
        return last;
    }
}
