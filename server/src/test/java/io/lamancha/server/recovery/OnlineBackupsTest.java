package io.lamancha.server.recovery;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.games.Games;
import io.lamancha.server.command.Backups;
import io.lamancha.server.store.Persistence;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An admin's backup of the open embedded store: a new directory under {@code backups/} named by
 * the time, a copy that is checked and holds what was stored, and a store that takes writes after.
 */
class OnlineBackupsTest {

    private static final Clock AT = Clock.fixed(Instant.parse("2026-12-01T21:05:33Z"), ZoneOffset.UTC);

    @TempDir
    Path data;
    private Persistence persistence;
    private OnlineBackups backups;

    @BeforeEach
    void open() {
        persistence = Persistence.openForTests(null, data, Set.of(), Clock.systemUTC());
        backups = new OnlineBackups(persistence, data, Games.registry(), AT);
    }

    @AfterEach
    void close() {
        persistence.close();
    }

    @Test
    void theCopyIsNamedByTheTimeCheckedAndHoldsWhatWasStoredWhileTheStoreStaysOpen() throws Exception {
        assertThat(persistence.storage().accounts().create("alice", "hash")).isTrue();

        Backups.Backup backup = backups.take();

        assertThat(backup.dir()).isEqualTo(data.resolve("backups/2026-12-01T210533Z").toAbsolutePath());
        assertThat(backup.problems()).isEmpty();
        assertThat(backup.bytes()).isEqualTo(Files.size(backup.dir().resolve("lamancha.mv.db"))).isPositive();
        assertThat(persistence.storage().accounts().create("bob", "hash")).as("the store takes writes after").isTrue();
        try (Persistence copy = Persistence.openForTests(null, backup.dir(), Set.of(), Clock.systemUTC())) {
            assertThat(copy.storage().accounts().find("alice")).isPresent();
            assertThat(copy.storage().accounts().find("bob")).as("written after the copy").isEmpty();
        }
    }

    @Test
    void aSecondBackupInTheSameSecondGetsADirectoryOfItsOwn() {
        Path first = backups.take().dir();
        Path second = backups.take().dir();
        Path third = backups.take().dir();

        assertThat(first.getFileName()).hasToString("2026-12-01T210533Z");
        assertThat(second.getFileName()).hasToString("2026-12-01T210533Z-2");
        assertThat(third.getFileName()).hasToString("2026-12-01T210533Z-3");
    }
}
