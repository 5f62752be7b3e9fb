package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.ServerProcess;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server that cannot start says why in one sentence that fits the console, with no stack trace
 * unless asked for with {@code -v}, and exits with a code that is not 0.
 */
class StartFailureTest {

    @TempDir
    Path dir;

    @Test
    void aPortInUseIsOneSentenceThatSaysToPickAnother() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            ServerProcess.Ended ended = run("--port", Integer.toString(port), "--data", dir.resolve("data").toString());
            assertThat(ended.code()).isEqualTo(1);
            assertOneSentence(ended, "Port " + port + " is in use; pick another with --port.");
        }
    }

    @Test
    void withMinusVTheStackTraceIsShownToo() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            ServerProcess.Ended ended = run("-v", "--port", Integer.toString(port),
                    "--data", dir.resolve("data").toString());
            assertThat(ended.code()).isEqualTo(1);
            assertThat(ended.output()).contains("Port " + port + " is in use").contains("\tat ");
        }
    }

    @Test
    void aDataDirThatIsAFileIsOneSentence() throws Exception {
        Path file = Files.writeString(dir.resolve("data"), "not a directory", StandardCharsets.UTF_8);
        ServerProcess.Ended ended = run("--port", "0", "--data", file.toString());
        assertThat(ended.code()).isEqualTo(1);
        assertOneSentence(ended, "The data directory " + file.toAbsolutePath() + " is not a directory");
    }

    @Test
    void anUnreachablePostgresqlIsOneSentenceThatKeepsThePasswordOut() throws Exception {
        ServerProcess.Ended ended = run("--port", "0", "--data", dir.resolve("data").toString(),
                "--db", "jdbc:postgresql://127.0.0.1:1/none?user=u&password=sekrit&connectTimeout=1");
        assertThat(ended.code()).isEqualTo(1);
        assertOneSentence(ended, "Cannot connect to the PostgreSQL database at 127.0.0.1:1/none");
        assertThat(ended.output()).doesNotContain("sekrit");
    }

    @Test
    void aDatabaseUrlOfAnotherKindIsABadSetting() throws Exception {
        ServerProcess.Ended ended = run("--port", "0", "--data", dir.resolve("data").toString(),
                "--db", "jdbc:mysql://localhost/db");
        assertThat(ended.code()).isEqualTo(2);
        assertThat(ended.output()).contains("Invalid setting: --db")
                .doesNotContain("\tat ").doesNotContain("Exception");
    }

    private ServerProcess.Ended run(String... arguments) throws Exception {
        return ServerProcess.run(dir.resolve("server.out"), arguments);
    }

    /** The output holds {@code sentence} (perhaps wrapped), no stack trace, and no line over 80 columns. */
    static void assertOneSentence(ServerProcess.Ended ended, String sentence) {
        String output = ended.output();
        assertThat(unwrapped(ended)).contains(sentence);
        assertThat(output).doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(output.lines().filter(l -> !l.matches("^\\d{4}-\\d\\d-\\d\\dT.*")))
                .as("lines other than the log's").allMatch(l -> l.length() <= 80);
    }

    /** The output with its lines joined again, as the sentence was before it was wrapped. */
    static String unwrapped(ServerProcess.Ended ended) {
        return ended.output().replaceAll("\\s*\\n\\s*", " ");
    }
}
