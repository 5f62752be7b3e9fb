package io.lamancha.server.recovery;

import io.lamancha.engine.GameRegistry;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.command.Backups;
import io.lamancha.server.net.tls.SelfSignedIdentity;
import io.lamancha.server.store.Database;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.StoreCheck;
import io.lamancha.server.store.StoreException;
import io.lamancha.server.world.Refusal;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import io.lamancha.server.store.FileModes;

/**
 * An admin's {@code /backup} on a running server: the embedded store copied into
 * {@code <data>/backups/<time>/} while play goes on, then checked the way {@code lamancha backup}
 * checks its copy. H2 lets one process open the store, so the server that has it open makes the
 * copy; PostgreSQL is copied with pg_dump instead.
 */
public final class OnlineBackups implements Backups {

    private static final Logger LOG = LogManager.getLogger(OnlineBackups.class);
    /** Sorts as it reads, and holds no colon (which some file systems refuse). */
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private final Persistence persistence;
    private final Path dataDir;
    private final GameRegistry games;
    private final Clock clock;

    public OnlineBackups(Persistence persistence, Path dataDir, GameRegistry games, Clock clock) {
        this.persistence = persistence;
        this.dataDir = dataDir;
        this.games = games;
        this.clock = clock;
    }

    @Override
    public Backup take() {
        if (persistence.kind() != Database.Kind.H2) {
            throw new Refusal(ErrorCode.FORBIDDEN, "The store is PostgreSQL: copy it with pg_dump while the server "
                    + "runs, e.g. pg_dump --format=custom --file=lamancha.dump DBNAME (see docs/OPERATIONS.md).");
        }
        Path dir = newDirectory();
        Path copy;
        try {
            copy = persistence.backUp(dir);
            SelfSignedIdentity.copy(dataDir, dir);
            FileModes.ownerOnlyWithFiles(dir);
            FileModes.ownerOnly(dir.getParent());
        } catch (IOException e) {
            LOG.error("the online backup to {} could not copy the TLS certificate", dir, e);
            throw new Refusal(ErrorCode.STORE_UNAVAILABLE, "The backup could not copy the TLS certificate (" + e
                    + ").");
        } catch (StoreException e) {
            LOG.error("the online backup to {} failed", dir, e);
            throw new Refusal(ErrorCode.STORE_UNAVAILABLE, "The backup could not be written (" + e.getMessage() + ").");
        }
        StringWriter report = new StringWriter();
        List<String> problems;
        try (StoreCheck check = StoreCheck.open(null, dir)) {
            problems = new StoreChecker(games, new PrintWriter(report)).check(check);
        } catch (StoreException e) {
            problems = List.of("it cannot be read back: " + e.getMessage());
        }
        LOG.info("backed up the store to {}; its check:{}{}", dir, System.lineSeparator(), report.toString().strip());
        return new Backup(dir, size(copy), problems);
    }

    /** {@code backups/<time>}, or {@code <time>-2} and on for a second backup in the same second. */
    private Path newDirectory() {
        Path backups = dataDir.resolve("backups").toAbsolutePath().normalize();
        String stamp = STAMP.format(clock.instant());
        Path dir = backups.resolve(stamp);
        for (int n = 2; Files.exists(dir); n++) {
            dir = backups.resolve(stamp + "-" + n);
        }
        return dir;
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new StoreException("cannot read the size of the backup " + file + ": " + e.getMessage(), e);
        }
    }
}
