package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.OpsConfig;
import io.lamancha.server.ServerConfig;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TLS over real sockets: a player who connects as {@code openssl s_client} does, checking the
 * fingerprint the server printed, shares the lobby and a table with a plain-TCP player.
 */
class TlsE2ETest {

    @TempDir
    Path data;
    /** The plain-TCP port of the server started last. */
    private int plainPort;

    @Test
    void aTlsPlayerLogsInChatsWithAPlainTcpPlayerAndPlaysAMove() throws Exception {
        try (LaManchaServer server = start(data, OpsConfig.NONE.withTls(0)); SocketClient alice = tls(server, "alice");
                SocketClient bob = plain("bob")) {
            alice.send("hola bob, over TLS");
            bob.until(l -> l.contains("alice") && l.contains("hola bob, over TLS"));
            bob.send("hola alice, in the clear");
            alice.until(l -> l.contains("bob") && l.contains("hola alice, in the clear"));

            alice.send("/room quixote-tricks-1").send("/join");
            alice.untilLine("[quixote-tricks-1] alice takes seat 1.");
            bob.send("/room quixote-tricks-1");
            alice.untilLine("[quixote-tricks-1] bob enters.");
            alice.send("/addbot random").send("/addbot random").send("/start");
            String prompt = last(alice.until(l -> l.startsWith(">> Your move, alice")));
            String card = Wire.promptMoves(prompt).get(0);
            alice.send("#9 /play " + card).untilLine("#9 ok");
            bob.untilLine("alice plays " + card + ".");
        }
    }

    @Test
    void theSelfSignedCertificateIsMadeOnceAndKeptAcrossRestarts() throws Exception {
        String first;
        try (LaManchaServer server = start(data, OpsConfig.NONE.withTls(0))) {
            first = server.tlsFingerprint();
            assertThat(fingerprintSeenBy(server)).isEqualTo(first);
        }
        assertThat(data.resolve("tls/self-signed.key")).exists();
        try (LaManchaServer again = start(data, OpsConfig.NONE.withTls(0))) {
            assertThat(again.tlsFingerprint()).isEqualTo(first);
            assertThat(fingerprintSeenBy(again)).isEqualTo(first);
        }
    }

    @Test
    void theOperatorsPemCertificateIsServedInsteadOfTheSelfSignedOne(@TempDir Path elsewhere) throws Exception {
        String theirs;
        try (LaManchaServer made = start(elsewhere, OpsConfig.NONE.withTls(0))) {
            theirs = made.tlsFingerprint();
        }
        Path cert = elsewhere.resolve("tls/self-signed.crt");
        Path key = elsewhere.resolve("tls/self-signed.key");
        try (LaManchaServer server = start(data, new OpsConfig(0, cert, key, OpsConfig.OFF, OpsConfig.LOOPBACK))) {
            assertThat(fingerprintSeenBy(server)).isEqualTo(theirs);
        }
        assertThat(data.resolve("tls")).doesNotExist();
    }

    @Test
    void aKeyFileThatHoldsNoKeyStopsTheStartWithASentence() throws Exception {
        Path notAKey = Files.writeString(data.resolve("key.pem"), "hello\n", StandardCharsets.UTF_8);
        Path notACert = Files.writeString(data.resolve("cert.pem"), "hello\n", StandardCharsets.UTF_8);
        LaManchaServer server = new LaManchaServer(ServerConfig.forTests(data), new OpsConfig(0, notACert, notAKey, OpsConfig.OFF, OpsConfig.LOOPBACK),
                Games.registry(), null);
        try {
            assertThatThrownBy(server::start).isInstanceOf(RuntimeException.class)
                    .hasMessageStartingWith("TLS cannot start: the key file " + notAKey)
                    .hasMessageEndingWith("give a PEM certificate and key with --tls-cert and --tls-key.");
        } finally {
            server.close();
        }
    }

    @Test
    void aClientThatDoesNotSpeakTlsGetsNoGreetingInTheClear() throws Exception {
        try (LaManchaServer server = start(data, OpsConfig.NONE.withTls(0));
                SocketClient raw = new SocketClient(server.tlsPort())) {
            raw.send("/login mallory");
            assertThat(raw.closedByServer()).isTrue();
            assertThat(raw.seen()).noneMatch(l -> l.contains("La Mancha"));
        }
    }

    @Test
    void aClientThatTrustsAnotherCertificateIsRefused(@TempDir Path elsewhere) throws Exception {
        String other;
        try (LaManchaServer made = start(elsewhere, OpsConfig.NONE.withTls(0))) {
            other = made.tlsFingerprint();
        }
        try (LaManchaServer server = start(data, OpsConfig.NONE.withTls(0))) {
            SSLSocket socket = (SSLSocket) pinnedTo(other).getSocketFactory().createSocket("127.0.0.1", server.tlsPort());
            assertThatThrownBy(socket::startHandshake).isInstanceOf(SSLHandshakeException.class);
            socket.close();
        }
    }

    /**
     * OpenSSL's client asks for a renegotiation when it reads {@code R} (TLS 1.2 only; TLS 1.3 has
     * none): refused with a fatal alert, the connection gone, the line after it never answered.
     */
    @Test
    void aClientThatAsksToRenegotiateOverTls12IsCutOff() throws Exception {
        Programs.require("openssl", "OpenSSL's s_client drives the renegotiation");
        try (LaManchaServer server = start(data, OpsConfig.NONE.withTls(0))) {
            Process client = new ProcessBuilder("openssl", "s_client", "-tls1_2", "-connect",
                    "127.0.0.1:" + server.tlsPort()).redirectErrorStream(true).start();
            try {
                java.io.BufferedReader out = new java.io.BufferedReader(new java.io.InputStreamReader(
                        client.getInputStream(), StandardCharsets.UTF_8));
                java.io.Writer in = new java.io.OutputStreamWriter(client.getOutputStream(), StandardCharsets.UTF_8);
                List<String> seen = new java.util.ArrayList<>();
                String line = out.readLine();
                for (; line != null && !line.startsWith("Type /help"); line = out.readLine()) {
                    seen.add(line);
                }
                assertThat(line).as("the greeting over TLS 1.2: %s", seen).isNotNull();
                in.write("R\n");
                in.flush();
                for (line = out.readLine(); line != null && !line.equals("RENEGOTIATING"); line = out.readLine()) {
                    seen.add(line);
                }
                try {
                    in.write("/ping\n");
                    in.flush();
                    in.close();
                } catch (java.io.IOException gone) {
                    // s_client has already ended: the server cut the connection at the alert
                }
                List<String> after = new java.util.ArrayList<>();
                for (line = out.readLine(); line != null; line = out.readLine()) {
                    after.add(line);
                }
                assertThat(client.waitFor(20, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
                assertThat(after).noneMatch(l -> l.startsWith("pong"))
                        .anyMatch(l -> l.contains("alert handshake failure"));
            } finally {
                client.destroyForcibly();
            }
        }
    }

    @Test
    void aCertificateWhoseKeyIsAnothersStopsTheStartWithASentence(@TempDir Path elsewhere) throws Exception {
        io.lamancha.server.net.tls.SelfSignedIdentity.keptIn(elsewhere.resolve("one"), "127.0.0.1",
                java.time.Clock.systemUTC());
        io.lamancha.server.net.tls.SelfSignedIdentity.keptIn(elsewhere.resolve("two"), "127.0.0.1",
                java.time.Clock.systemUTC());
        Path cert = elsewhere.resolve("one/self-signed.crt");
        LaManchaServer server = new LaManchaServer(ServerConfig.forTests(data), new OpsConfig(0, cert,
                elsewhere.resolve("two/self-signed.key"), OpsConfig.OFF, OpsConfig.LOOPBACK), Games.registry(), null);
        try {
            assertThatThrownBy(server::start).hasMessage("TLS cannot start: the key file is not the key of the "
                    + "certificate " + cert + " (every handshake would fail); give a PEM certificate and key with "
                    + "--tls-cert and --tls-key.");
        } finally {
            server.close();
        }
    }

    private LaManchaServer start(Path data, OpsConfig ops) throws Exception {
        LaManchaServer server = new LaManchaServer(ServerConfig.forTests(data), ops, Games.registry(), null);
        plainPort = server.start();
        return server;
    }

    private static SocketClient tls(LaManchaServer server, String name) throws Exception {
        SSLSocket socket = (SSLSocket) pinnedTo(server.tlsFingerprint()).getSocketFactory()
                .createSocket("127.0.0.1", server.tlsPort());
        socket.startHandshake();
        return LiveServer.text(new SocketClient(socket), name);
    }

    private SocketClient plain(String name) throws Exception {
        return LiveServer.text(new SocketClient(plainPort), name);
    }

    /** The fingerprint of the certificate a TLS client is shown. */
    private static String fingerprintSeenBy(LaManchaServer server) throws Exception {
        SSLSocket socket = (SSLSocket) pinnedTo(server.tlsFingerprint()).getSocketFactory()
                .createSocket("127.0.0.1", server.tlsPort());
        try (socket) {
            socket.startHandshake();
            return fingerprint((X509Certificate) socket.getSession().getPeerCertificates()[0]);
        }
    }

    private static SSLContext pinnedTo(String fingerprint) throws Exception {
        return TlsClients.pinnedTo(fingerprint);
    }

    private static String fingerprint(X509Certificate certificate) {
        return TlsClients.fingerprint(certificate);
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }
}
