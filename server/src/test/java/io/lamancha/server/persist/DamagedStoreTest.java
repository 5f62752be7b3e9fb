package io.lamancha.server.persist;

import static io.lamancha.server.persist.StartFailureTest.assertOneSentence;
import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.ServerProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server refuses to start on a store it cannot read, with one sentence and exit code 1, and
 * leaves the database file byte for byte as it was; a data dir with no database file at all still
 * starts as a new store.
 */
class DamagedStoreTest {

    @TempDir
    Path dir;

    /** A way of damaging a database file. */
    private interface Damage {
        void to(Path file) throws Exception;
    }

    @Test
    void aFileWithEvery97thByteFlippedIsRefusedAndLeftAsItWas() throws Exception {
        ServerProcess.Ended ended = startOnAUsedStoreDamagedBy(UsedStore::flipEvery97thByte);
        assertOneSentence(ended, "The database file " + file() + " is damaged");
        assertThat(StartFailureTest.unwrapped(ended)).contains("restore a backup (see docs/OPERATIONS.md) or use "
                + "--data with another directory").doesNotContain("listening on");
    }

    @Test
    void aFileWhoseNewestPartIsDamagedIsRefusedRatherThanServedAsAnOlderStore() throws Exception {
        ServerProcess.Ended ended = startOnAUsedStoreDamagedBy(UsedStore::damageNewestChunk);
        assertOneSentence(ended, "The database file " + file() + " is damaged (its newest part");
    }

    /** Builds a used store, damages it, starts a server on it: which must exit 1 and leave the file as it was. */
    private ServerProcess.Ended startOnAUsedStoreDamagedBy(Damage damage) throws Exception {
        UsedStore.build(dir.resolve("data"));
        damage.to(file());
        String before = UsedStore.sha256(file());
        ServerProcess.Ended ended = start(dir.resolve("data"));
        assertThat(ended.code()).isEqualTo(1);
        assertThat(UsedStore.sha256(file())).as("the damaged file, untouched").isEqualTo(before);
        return ended;
    }

    private Path file() {
        return UsedStore.file(dir.resolve("data")).toAbsolutePath();
    }

    @Test
    void aZeroByteFileIsRefusedNotStartedAsANewStore() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        Path file = Files.createFile(UsedStore.file(data));

        ServerProcess.Ended ended = start(data);

        assertThat(ended.code()).isEqualTo(1);
        assertOneSentence(ended, "The database file " + file.toAbsolutePath() + " is empty (0 bytes)");
        assertThat(Files.size(file)).isZero();
    }

    @Test
    void aStoreInUseByARunningServerIsRefusedByASecondOne() throws Exception {
        Path data = dir.resolve("data");
        try (ServerProcess first = ServerProcess.start(data, dir.resolve("first.out"))) {
            ServerProcess.Ended second = start(data);
            assertThat(second.code()).isEqualTo(1);
            assertOneSentence(second, "is in use by another process");
            first.stop();
        }
    }

    @Test
    void aDataDirWithNoDatabaseFileStartsAsANewStore() throws Exception {
        Path data = dir.resolve("fresh");
        try (ServerProcess server = ServerProcess.start(data, dir.resolve("fresh.out"))) {
            server.stop();
        }
        assertThat(UsedStore.file(data)).exists();
    }

    private ServerProcess.Ended start(Path data) throws Exception {
        return ServerProcess.run(dir.resolve("server.out"), "--port", "0", "--data", data.toString());
    }
}
