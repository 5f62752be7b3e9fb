package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.ServerProcess;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a server leaves on disk, as an operator finds it: the data directory and its logs its
 * user's only, whatever the umask, and the logs bounded by count and size.
 */
class FilesAndLogsE2ETest {

    @TempDir
    Path dir;

    @Test
    void theDataIsTheOwnersOnlyAndTheLogsStayWithinTheirCountAndSize() throws Exception {
        Path data = dir.resolve("data");
        Path logs = data.resolve("logs");
        try (ServerProcess server = ServerProcess.start(data, dir.resolve("out.txt"), "--log-file-size", "4KB",
                "--log-files", "3")) {
            assertThat(server.output()).as("Log4j took its configuration").doesNotContain("StatusLogger")
                    .contains(" INFO ");
            assertThat(mode(data)).isEqualTo("rwx------");
            assertThat(mode(logs)).isEqualTo("rwx------");
            assertThat(mode(data.resolve("lamancha.mv.db"))).isEqualTo("rw-------");
            assertThat(mode(logs.resolve("lamancha.log"))).isEqualTo("rw-------");

            // each reload logs two lines (about 250 bytes): 120 of them fill 4 KB seven times over
            // one at a time: the kernel merges a signal sent while the last is still pending
            int reloads = 120;
            for (int i = 1; i <= reloads; i++) {
                server.signal("HUP");
                long end = System.currentTimeMillis() + 30_000;
                while (count(server.output(), "Reloaded: nothing changed.") < i && System.currentTimeMillis() < end) {
                    Thread.sleep(5);
                }
                String out = server.output();
                assertThat(count(out, "Reloaded: nothing changed."))
                        .as("reload %d answered; alive %s; the server's last output: %s", i, server.isAlive(),
                                out.substring(Math.max(0, out.length() - 1500)))
                        .isEqualTo(i);
            }
            List<Path> rolled = rolled(logs);
            assertThat(rolled).as("the rolled logs kept").hasSizeBetween(1, 3);
            for (Path f : rolled) {
                assertThat(mode(f)).isEqualTo("rw-------");
            }
            assertThat(Files.size(logs.resolve("lamancha.log"))).isLessThan(4096 + 1024);
            server.signal("TERM");
            assertThat(server.awaitExit()).isZero();
        }
    }

    @Test
    void aServerOnPostgresqlLogsInItsDataDirectoryToo() throws Exception {
        String pg = System.getenv("LAMANCHA_TEST_PG_URL");
        Assumptions.assumeTrue(pg != null, "needs the test PostgreSQL");
        Path data = dir.resolve("data");
        try (ServerProcess server = ServerProcess.start(data, dir.resolve("out.txt"), "--db", pg)) {
            // --db is checked before logging is pointed at the data directory: that check must
            // not set Log4j up (its log would go to ./data/logs, wherever the server was started)
            assertThat(Files.readString(data.resolve("logs/lamancha.log"), StandardCharsets.UTF_8))
                    .contains("POSTGRESQL database open");
            server.signal("TERM");
            assertThat(server.awaitExit()).isZero();
        }
    }

    private static List<Path> rolled(Path logs) throws Exception {
        try (Stream<Path> files = Files.list(logs)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".log.gz")).toList();
        }
    }

    private static long count(String text, String what) {
        return text.lines().filter(l -> l.contains(what)).count();
    }

    private static String mode(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }
}
