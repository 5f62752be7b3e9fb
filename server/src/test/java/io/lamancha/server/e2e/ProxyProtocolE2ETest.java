package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.OpsConfig;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.Limits;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server behind a balancer that speaks the PROXY protocol: each connection's address is the
 * one its header names (v1 text or v2 binary, on TCP and under TLS), the per-address limit counts
 * that address, and a connection without a header is refused.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class ProxyProtocolE2ETest {

    private static final String GREETED = "Type /help for all commands.";

    @TempDir
    Path data;
    private LaManchaServer server;
    private int port;

    @BeforeEach
    void start() throws Exception {
        Limits g = LiveServer.generous();
        Limits twoPerAddress = new Limits(g.maxLineBytes(), g.floodBurst(), g.floodRatePerSecond(),
                g.floodMaxQueued(), g.outputCapBytes(), g.writeBufferLowWater(), g.writeBufferHighWater(),
                g.slowReaderGrace(), g.idleTimeout(), g.idleWarning(), 2, g.lineTimeout(), g.socketSendBufferBytes());
        server = new LaManchaServer(ServerConfig.forTests(data).withLimits(twoPerAddress),
                OpsConfig.NONE.withTls(0).withProxyProtocol(), Games.registry(), null);
        port = server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void theLimitCountsTheAddressTheHeaderNamesAndOtherProxiedAddressesStillGetIn() throws Exception {
        // one after the other: the limit counts them in the order they arrive
        try (SocketClient first = proxied(v1("10.1.2.3", 40001));
                SocketClient second = greeted(v2("10.1.2.3", 40002), first)) {
            second.untilLine(GREETED);
            try (SocketClient third = proxied(v1("10.1.2.3", 40003))) {
                third.untilLine("error TOO_MANY_CONNECTIONS: Too many connections from your address (limit 2);"
                        + " close one and try again.");
                assertThat(third.closedByServer()).isTrue();
            }

            try (SocketClient other = proxied(v2("10.9.8.7", 40004))) {
                LiveServer.text(other, "bob");
                assertThat(server.world().user("bob").orElseThrow().address()).isEqualTo("10.9.8.7");
            }
            first.send("/login ann").until(l -> l.startsWith("Say something"));
            assertThat(server.world().user("ann").orElseThrow().address()).isEqualTo("10.1.2.3");
        }
    }

    @Test
    void aConnectionWithoutAHeaderIsRefusedUngreeted() throws Exception {
        try (SocketClient plain = new SocketClient(port)) {
            plain.sendRaw("/login mallory\r\n".getBytes(StandardCharsets.US_ASCII)); // as telnet sends it
            assertThat(plain.closedByServer()).isTrue();
            assertThat(plain.seen()).isEmpty();
        }
        try (SocketClient local = proxied(v2Local())) {
            local.untilLine(GREETED);
        }
    }

    @Test
    void underTlsTheHeaderComesFirstAndNamesTheAddress() throws Exception {
        Socket raw = new Socket("127.0.0.1", server.tlsPort());
        raw.getOutputStream().write(v2("10.5.5.5", 40005));
        SSLSocket tls = (SSLSocket) TlsClients.pinnedTo(server.tlsFingerprint()).getSocketFactory()
                .createSocket(raw, "127.0.0.1", server.tlsPort(), true);
        try (SocketClient carol = new SocketClient(tls)) {
            LiveServer.text(carol, "carol");
            assertThat(server.world().user("carol").orElseThrow().address()).isEqualTo("10.5.5.5");
        }
    }

    /** A connection with {@code header}, opened once {@code before} was greeted. */
    private SocketClient greeted(byte[] header, SocketClient before) throws IOException {
        before.untilLine(GREETED);
        return proxied(header);
    }

    private SocketClient proxied(byte[] header) throws IOException {
        SocketClient c = new SocketClient(port);
        c.sendRaw(header);
        return c;
    }

    /** HAProxy's {@code send-proxy}: one line of text. */
    private byte[] v1(String source, int sourcePort) {
        return ("PROXY TCP4 " + source + " 127.0.0.1 " + sourcePort + " " + port + "\r\n")
                .getBytes(StandardCharsets.US_ASCII);
    }

    /** HAProxy's {@code send-proxy-v2}: the signature, PROXY over TCP/IPv4, the addresses and ports. */
    private byte[] v2(String source, int sourcePort) throws IOException {
        return ByteBuffer.allocate(16 + 12).put(signature()).put((byte) 0x21).put((byte) 0x11).putShort((short) 12)
                .put(InetAddress.getByName(source).getAddress()).put(InetAddress.getLoopbackAddress().getAddress())
                .putShort((short) sourcePort).putShort((short) port).array();
    }

    /** What the balancer's own health check sends: LOCAL, no addresses. */
    private static byte[] v2Local() {
        return ByteBuffer.allocate(16).put(signature()).put((byte) 0x20).put((byte) 0x00).putShort((short) 0).array();
    }

    private static byte[] signature() {
        return new byte[] {0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A};
    }
}
