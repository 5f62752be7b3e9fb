package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.net.tls.SelfSignedIdentity;
import io.lamancha.server.testing.ServerProcess;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The server as a supervisor sees it, in a process of its own: SIGTERM and SIGINT stop it with
 * exit code 0 (systemd counts anything else a failed stop); SIGHUP reloads the config file and the
 * TLS certificate while the players stay connected.
 */
class SignalsE2ETest {

    private static final Pattern TLS_PORT = Pattern.compile("TLS on 127\\.0\\.0\\.1:(\\d+)");

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"TERM", "INT"})
    void aStopSignalSaysGoodbyeAndExitsWithZero(String signal) throws Exception {
        try (ServerProcess server = ServerProcess.start(dir.resolve("data"), dir.resolve("out.txt"));
                SocketClient alice = LiveServer.text(new SocketClient(server.port()), "alice")) {
            server.signal(signal);
            alice.until(l -> l.contains("the server is stopping"));
            assertThat(server.awaitExit()).isZero();
            assertThat(server.output()).contains("SIG" + signal + ": stopping").contains("stopped")
                    .doesNotContain(" WARN ").doesNotContain(" ERROR ");
        }
    }

    @Test
    void sighupReloadsALimitAndTheCertificateWhileEveryoneStaysConnected() throws Exception {
        String first = SelfSignedIdentity.keptIn(dir.resolve("first"), "localhost", Clock.systemUTC()).fingerprint();
        String second = SelfSignedIdentity.keptIn(dir.resolve("second"), "localhost", Clock.systemUTC()).fingerprint();
        Path config = dir.resolve("lamancha.properties");
        writeConfig(config, 5, "first", "");
        try (ServerProcess server = ServerProcess.startExactly(dir.resolve("out.txt"), "--config", config.toString(),
                "--port", "0", "--tls-port", "0", "--data", dir.resolve("data").toString());
                SocketClient alice = LiveServer.text(new SocketClient(server.port()), "alice");
                SocketClient bob = LiveServer.text(new SocketClient(TlsClients.connect(tlsPort(server), first)), "bob")) {
            writeConfig(config, 3, "second", "grace = 30\n");
            server.signal("HUP");
            String said = server.awaitOutput("TLS certificate served to new connections, SHA-256 fingerprint " + second);
            assertThat(said).contains("Reloaded max-per-address: 5 -> 3.")
                    .contains("The setting grace changed to 30, which takes a restart; it stays 120 until then.");

            alice.send("still here over TCP");
            bob.until(l -> l.contains("alice") && l.contains("still here over TCP"));
            bob.send("and over TLS");
            alice.until(l -> l.contains("bob") && l.contains("and over TLS"));
            try (SSLSocket third = TlsClients.connect(tlsPort(server), second);
                    SocketClient fourth = new SocketClient(server.port())) {
                assertThat(third.getSession().getPeerCertificates()).hasSize(1);
                fourth.until(l -> l.startsWith("error TOO_MANY_CONNECTIONS") && l.contains("(limit 3)"));
            }
            server.signal("TERM");
            assertThat(server.awaitExit()).isZero();
        }
    }

    @Test
    void aConfigFileWithAnErrorChangesNothingOnReload() throws Exception {
        Path config = dir.resolve("lamancha.properties");
        Files.writeString(config, "max-per-address = 5\n", StandardCharsets.UTF_8);
        try (ServerProcess server = ServerProcess.startExactly(dir.resolve("out.txt"), "--config", config.toString(),
                "--port", "0", "--data", dir.resolve("data").toString())) {
            Files.writeString(config, "max-per-address = lots\n", StandardCharsets.UTF_8);
            server.signal("HUP");
            server.awaitOutput("Nothing was reloaded: ");
            try (SocketClient carol = LiveServer.text(new SocketClient(server.port()), "carol")) {
                carol.send("/ping").until(l -> l.startsWith("pong"));
            }
            server.signal("TERM");
            assertThat(server.awaitExit()).isZero();
        }
    }

    private void writeConfig(Path config, int maxPerAddress, String certDir, String more) throws Exception {
        Path tls = dir.resolve(certDir);
        Files.writeString(config, "max-per-address = " + maxPerAddress + "\n"
                + "tls-cert = " + tls.resolve("self-signed.crt") + "\n"
                + "tls-key = " + tls.resolve("self-signed.key") + "\n" + more, StandardCharsets.UTF_8);
    }

    private static int tlsPort(ServerProcess server) throws Exception {
        Matcher m = TLS_PORT.matcher(server.awaitOutput("TLS certificate SHA-256 fingerprint:"));
        assertThat(m.find()).isTrue();
        return Integer.parseInt(m.group(1));
    }
}
