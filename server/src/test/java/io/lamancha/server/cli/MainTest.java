package io.lamancha.server.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The server's command line refuses bad settings with a message and exit code 2, not a stack trace,
 * and a start that fails with one sentence and exit code 1.
 * (Were a setting accepted, the server would start and run: the timeout turns that into a failure.)
 */
@Timeout(30)
class MainTest {

    @TempDir
    Path data;

    private record Outcome(int code, String err) {
    }

    private Outcome run(String... args) {
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new Main()).setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new Outcome(code, err.toString());
    }

    @Test
    void aNegativeLingerIsRefusedWithTheReasonAndTheUsage() {
        Outcome o = run("--data", data.toString(), "--output-linger-us", "-5");
        assertThat(o.code()).isEqualTo(2);
        assertThat(o.err()).contains("Invalid setting: outputLinger must not be negative")
                .contains("Usage: lamancha-server").doesNotContain("\tat ");
    }

    @Test
    void anImpossibleLineLimitIsRefusedTheSameWay() {
        Outcome o = run("--data", data.toString(), "--max-line-bytes", "0");
        assertThat(o.code()).isEqualTo(2);
        assertThat(o.err()).contains("Invalid setting: maxLineBytes must be in 1..").doesNotContain("\tat ");
    }

    @Test
    void negativeEventLoopsAreRefused() {
        Outcome o = run("--data", data.toString(), "--io-threads", "-1");
        assertThat(o.code()).isEqualTo(2);
        assertThat(o.err()).contains("Invalid setting: ioThreads must be >= 0");
    }

    @Test
    void aPortInUseIsOneSentenceAndExitCodeOne() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            Outcome o = run("--data", data.toString(), "--port", Integer.toString(port));
            assertThat(o.code()).isEqualTo(1);
            assertThat(o.err())
                    .isEqualTo("Port " + port + " is in use; pick another with --port." + System.lineSeparator());
        }
    }

    @Test
    void aDatabaseOfAnotherKindIsABadSetting() {
        Outcome o = run("--data", data.toString(), "--db", "jdbc:mysql://localhost/db");
        assertThat(o.code()).isEqualTo(2);
        assertThat(o.err()).contains("Invalid setting: --db must be a jdbc:postgresql:// URL").doesNotContain("\tat ");
    }

    @Test
    void aClusterNeedsANodeNameAndPostgresqlAndARedisUrl() {
        String pg = "jdbc:postgresql://localhost/db";
        assertThat(run("--data", data.toString(), "--cluster", "redis://127.0.0.1:6379").err())
                .contains("Invalid setting: --cluster needs --node NAME");
        assertThat(run("--data", data.toString(), "--cluster", "redis://127.0.0.1:6379", "--node", "a1").err())
                .contains("Invalid setting: the nodes of a cluster share one PostgreSQL");
        assertThat(run("--data", data.toString(), "--node", "a1").err()).contains("give --cluster too");
        Outcome o = run("--data", data.toString(), "--db", pg, "--cluster", "http://x", "--node", "a1");
        assertThat(o.code()).isEqualTo(2);
        assertThat(o.err()).contains("--cluster takes a redis://host:port URL").doesNotContain("\tat ");
        assertThat(run("--data", data.toString(), "--db", pg, "--cluster", "redis://h:1", "--node", "Bad Name").err())
                .contains("--node takes a name of 2-32 lower-case letters");
    }

    @Test
    void aClusterWhoseRedisCannotBeReachedDoesNotStartAndSaysWhy() throws IOException {
        String pg = System.getenv("LAMANCHA_TEST_PG_URL");
        org.junit.jupiter.api.Assumptions.assumeTrue(pg != null, "needs the test PostgreSQL");
        int closed;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = probe.getLocalPort();
        }
        Outcome o = run("--data", data.toString(), "--port", "0", "--db", pg, "--cluster",
                "redis://127.0.0.1:" + closed, "--node", "lonely");
        assertThat(o.code()).isEqualTo(1);
        assertThat(o.err()).startsWith("cannot reach the cluster's Redis at redis://127.0.0.1:" + closed)
                .contains("start redis-server there").doesNotContain("\tat ");
    }
}
