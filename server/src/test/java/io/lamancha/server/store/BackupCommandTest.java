package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.net.tls.SelfSignedIdentity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lamancha backup DIR} copies the embedded store into a new data directory without
 * changing the store, checks the copy, and refuses what it cannot do with an exit code.
 */
class BackupCommandTest {

    @TempDir
    Path dir;

    @Test
    void theCopyIsADataDirOfItsOwnWithEveryGameAndTheStoreIsUnchanged() throws Exception {
        Path data = dir.resolve("data");
        long id;
        try (Database database = Database.open(null, data);
                GameStore games = new GameStore(database, Clock.systemUTC())) {
            id = RealGames.running(games, "quixote-tricks-1", 9);
        }
        byte[] before = Files.readAllBytes(data.resolve("lamancha.mv.db"));

        CommandRun o = run("--data", data.toString(), "backup", dir.resolve("backup").toString());

        assertThat(o.code()).as(o.toString()).isZero();
        assertThat(o.out()).contains("The copy is sound.");
        assertThat(o.out().lines()).allMatch(l -> l.length() <= 80);
        assertThat(Files.readAllBytes(data.resolve("lamancha.mv.db"))).isEqualTo(before);
        assertThat(dir.resolve("backup").resolve("lamancha.mv.db")).isRegularFile();
        try (Database copy = Database.open(null, dir.resolve("backup"));
                GameStore games = new GameStore(copy, Clock.systemUTC())) {
            assertThat(games.load(id).orElseThrow().moves()).hasSize(9);
        }
    }

    @Test
    void theCopyCarriesTheSelfSignedTlsIdentitySoARestoreKeepsItsFingerprint() throws Exception {
        Path data = dir.resolve("data");
        Database.open(null, data).close();
        String fingerprint = SelfSignedIdentity.keptIn(data.resolve("tls"), "127.0.0.1", Clock.systemUTC()).fingerprint();

        CommandRun o = run("--data", data.toString(), "backup", dir.resolve("backup").toString());

        assertThat(o.code()).as(o.toString()).isZero();
        Path tls = dir.resolve("backup").resolve("tls");
        assertThat(SelfSignedIdentity.keptIn(tls, "127.0.0.1", Clock.systemUTC()).fingerprint()).isEqualTo(fingerprint);
        assertThat(Files.getPosixFilePermissions(tls.resolve("self-signed.key")))
                .isEqualTo(java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
    }

    @Test
    void aDirectoryThatHoldsAStoreIsNeverWrittenOver() throws Exception {
        Path data = dir.resolve("data");
        Database.open(null, data).close();
        Path taken = dir.resolve("taken");
        Database.open(null, taken).close();
        byte[] before = Files.readAllBytes(taken.resolve("lamancha.mv.db"));

        CommandRun o = run("--data", data.toString(), "backup", taken.toString());

        assertThat(o.code()).isEqualTo(2);
        assertThat(o.err()).contains("holds a store already");
        assertThat(Files.readAllBytes(taken.resolve("lamancha.mv.db"))).isEqualTo(before);
    }

    @Test
    void postgresqlIsBackedUpWithPgDump() {
        CommandRun o = run("--db", "jdbc:postgresql://127.0.0.1:1/none", "backup", dir.resolve("b").toString());
        assertThat(o.code()).isEqualTo(2);
        assertThat(o.err()).contains("pg_dump");
        assertThat(dir.resolve("b")).doesNotExist();
    }

    @Test
    void noStoreIsNothingToBackUp() {
        CommandRun o = run("--data", dir.resolve("none").toString(), "backup", dir.resolve("b").toString());
        assertThat(o.code()).isEqualTo(3);
        assertThat(o.err()).contains("There is no store in");
    }

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }
}
