package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.Limits;
import io.lamancha.server.net.web.WebConfig;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.http.WebSocketHandshakeException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The protocol over WebSocket, with real sockets: the same session as over TCP, each safety
 * close with its status code, and a WebSocket player at one table with a TCP player.
 */
class WebSocketE2ETest {

    private static final Duration CLOSE_WAIT = Duration.ofSeconds(10);
    private static final String ROOM = "quixote-tricks-1";
    /** A WebSocket handshake as a client without an Origin writes it. */
    private static final String UPGRADE_REQUEST = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";

    @TempDir
    Path data;

    @Test
    void theSameSessionOverTcpAndOverWebSocketGivesTheSameLines() throws Exception {
        List<String> script = List.of("/login alice", "/who", "/rooms", "/room " + ROOM, "/join",
                "/addbot random", "hola", "/set format json", "#8 /who", "/set format text", "#9 /who");
        List<String> overTcp;
        try (LiveServer server = LiveServer.withWeb(data.resolve("tcp")); SocketClient c = new SocketClient(server.port())) {
            c.untilLine("Type /help for all commands.");
            for (String line : script) {
                c.send(line);
            }
            c.untilLine("#9 ok");
            overTcp = c.seen();
        }
        List<String> overWs;
        try (LiveServer server = LiveServer.withWeb(data.resolve("ws")); WsClient c = WsClient.text(server.webPort())) {
            c.untilLine("Type /help for all commands.");
            for (String line : script) {
                c.send(line);
            }
            c.untilLine("#9 ok");
            overWs = c.seen();
        }
        assertThat(overTcp).hasSizeGreaterThan(script.size());
        assertThat(withoutTokens(overWs)).containsExactlyElementsOf(withoutTokens(overTcp));
    }

    /** Each server makes its own random resume tokens; everything else is the same. */
    private static List<String> withoutTokens(List<String> lines) {
        return lines.stream().map(l -> l.replaceAll("\\b[0-9a-f]{16}\\b", "<token>")).toList();
    }

    @Test
    void theJsonSubprotocolSpeaksJsonFromTheGreetingOn() throws Exception {
        try (LiveServer server = LiveServer.withWeb(data); WsClient c = WsClient.connect(server.webPort(),
                "lamancha.json", Map.of())) {
            assertThat(c.subprotocol()).isEqualTo("lamancha.json");
            String first = c.until(l -> true).get(0);
            assertThat(Wire.json(first).get("ev").asText()).isEqualTo("welcome");
            c.send("#1 /login wendy");
            JsonNode login = Wire.json(c.until(l -> l.contains("\"ev\":\"login\"")).get(0));
            assertThat(login.get("name").asText()).isEqualTo("wendy");
        }
    }

    @Test
    void aPageFromAnotherOriginIsRefusedAndOneFromThisHostIsLetIn() throws Exception {
        try (LiveServer server = LiveServer.withWeb(data)) {
            int port = server.webPort();
            assertThatThrownBy(() -> WsClient.connect(port, "lamancha.text", Map.of("Origin", "http://evil.example")))
                    .isInstanceOf(ExecutionException.class)
                    .cause().isInstanceOf(WebSocketHandshakeException.class)
                    .satisfies(e -> assertThat(((WebSocketHandshakeException) e).getResponse().statusCode())
                            .isEqualTo(403));
            try (WsClient c = WsClient.connect(port, "lamancha.text", Map.of("Origin", "http://127.0.0.1:" + port))) {
                c.untilLine("Type /help for all commands.");
            }
        }
    }

    /** The status line the server answers {@code request} with on a new connection. */
    private static String statusOf(int port, String request) throws IOException {
        try (Socket raw = new Socket("127.0.0.1", port)) {
            raw.setSoTimeout(10_000);
            raw.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            return new java.io.BufferedReader(new java.io.InputStreamReader(raw.getInputStream(),
                    StandardCharsets.US_ASCII)).readLine();
        }
    }

    private static String upgrade(String host, String origin) {
        return "GET /ws HTTP/1.1\r\nHost: " + host + "\r\n" + (origin == null ? "" : "Origin: " + origin + "\r\n")
                + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                + "Sec-WebSocket-Version: 13\r\n\r\n";
    }

    @Test
    void aRebindingPageWhoseOriginMatchesItsOwnHostIsRefusedAndANameGivenWithWebHostIsLetIn() throws Exception {
        WebConfig web = WebConfig.on(0).withHosts(List.of("play.example.org"));
        try (LiveServer server = LiveServer.start(ServerConfig.forTests(data).withWeb(web))) {
            int port = server.webPort();
            assertThat(statusOf(port, upgrade("rebind.evil:" + port, "http://rebind.evil:" + port)))
                    .as("DNS rebinding: the page's origin is its own name, which points here").startsWith("HTTP/1.1 403");
            assertThat(statusOf(port, upgrade("rebind.evil", null))).as("and without an origin").startsWith("HTTP/1.1 403");
            assertThat(statusOf(port, upgrade("play.example.org:" + port, "http://play.example.org:" + port)))
                    .startsWith("HTTP/1.1 101");
            assertThat(statusOf(port, upgrade("localhost:" + port, "http://localhost:" + port))).startsWith("HTTP/1.1 101");
            assertThat(statusOf(port, upgrade("[::1]:" + port, null))).startsWith("HTTP/1.1 101");
        }
    }

    @Test
    void theConnectionsOfOneAddressAreCountedBeforeTheyUpgrade() throws Exception {
        try (LiveServer server = LiveServer.start(ServerConfig.forTests(data).withWeb(WebConfig.on(0)))) {
            int port = server.webPort();
            int limit = ServerConfig.forTests(data).limits().maxConnectionsPerAddress();
            List<Socket> held = new java.util.ArrayList<>();
            try {
                for (int i = 0; i < limit; i++) {
                    Socket idle = new Socket("127.0.0.1", port);
                    held.add(idle);
                    idle.setSoTimeout(10_000);
                    idle.getOutputStream().write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                            .getBytes(StandardCharsets.US_ASCII));
                    assertThat(new java.io.BufferedReader(new java.io.InputStreamReader(idle.getInputStream(),
                            StandardCharsets.US_ASCII)).readLine()).startsWith("HTTP/1.1 200");
                }
                assertThat(statusOf(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")).as("one over the limit")
                        .startsWith("HTTP/1.1 503");
            } finally {
                for (Socket s : held) {
                    s.close();
                }
            }
        }
    }

    @Test
    void anOriginNamedWithAllowedOriginIsLetInAndTheHostsOwnNoLonger() throws Exception {
        WebConfig web = WebConfig.on(0).withAllowedOrigins(List.of("https://games.example.org/"));
        try (LiveServer server = LiveServer.start(ServerConfig.forTests(data).withWeb(web))) {
            int port = server.webPort();
            try (WsClient c = WsClient.connect(port, null, Map.of("Origin", "https://games.example.org"))) {
                c.untilLine("Type /help for all commands.");
            }
            assertThatThrownBy(() -> WsClient.connect(port, null, Map.of("Origin", "http://127.0.0.1:" + port)))
                    .cause().isInstanceOf(WebSocketHandshakeException.class);
        }
    }

    @Test
    void aStoppingServerSaysGoodbyeAndClosesWith1001() throws Exception {
        LiveServer server = LiveServer.withWeb(data);
        try (WsClient c = server.webText("alice")) {
            server.close();
            c.until(l -> l.startsWith("Goodbye: the server is stopping"));
            assertThat(c.closeCode(CLOSE_WAIT)).isEqualTo(1001);
        } finally {
            server.close();
        }
    }

    @Test
    void aFrameAboveTheLineLimitIsClosedWith1009() throws Exception {
        try (LiveServer server = LiveServer.withWeb(data); WsClient c = server.webText("alice")) {
            c.send("x".repeat(Limits.defaults().maxLineBytes() + 1));
            assertThat(c.closeCode(CLOSE_WAIT)).isEqualTo(1009);
        }
    }

    @Test
    void aLineAtTheLimitIsTakenAsOneLine() throws Exception {
        try (LiveServer server = LiveServer.withWeb(data); WsClient c = server.webText("alice")) {
            c.send("/say " + "y".repeat(Limits.defaults().maxLineBytes() - 5));
            List<String> said = c.until(l -> l.equals("  yyyyy"));
            assertThat(String.join("", said).replace(" ", "")).endsWith("y".repeat(Limits.defaults().maxLineBytes() - 5));
            c.send("#1 /ping").untilLine("#1 ok");
        }
    }

    @Test
    void aBinaryFrameIsClosedWith1003() throws Exception {
        try (LiveServer server = LiveServer.withWeb(data); WsClient c = server.webText("alice")) {
            c.sendBinary(new byte[] {1, 2, 3});
            assertThat(c.closeCode(CLOSE_WAIT)).isEqualTo(1003);
        }
    }

    @Test
    void aFloodIsToldAndClosedWith1008() throws Exception {
        ServerConfig strict = ServerConfig.forTests(data).withWeb(WebConfig.on(0));
        try (LiveServer server = LiveServer.start(strict); WsClient c = server.webText("alice")) {
            for (int i = 0; i < 100 && c.trySend("/ping"); i++) {
                // as fast as the socket takes them, until the server hangs up
            }
            c.until(l -> l.startsWith("error FLOOD:"));
            assertThat(c.closeCode(CLOSE_WAIT)).isEqualTo(1008);
        }
    }

    @Test
    void aConnectionThatStopsAnsweringPingsIsClosedAndOneThatAnswersStays() throws Exception {
        WebConfig web = WebConfig.on(0).withPingInterval(Duration.ofMillis(200));
        try (LiveServer server = LiveServer.start(ServerConfig.forTests(data).withWeb(web));
                WsClient answering = server.webText("alice");
                Socket silent = new Socket("127.0.0.1", server.webPort())) {
            silent.setSoTimeout(10_000);
            OutputStream out = silent.getOutputStream();
            out.write(UPGRADE_REQUEST.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            assertThat(readsToTheEnd(silent.getInputStream())).as("closed by the server").isTrue();
            answering.send("#1 /ping").untilLine("#1 ok");
        }
    }

    @Test
    void aFrameThatIsNotUtf8IsClosedWith1007() throws Exception {
        try (LiveServer server = LiveServer.withWeb(data); Socket raw = new Socket("127.0.0.1", server.webPort())) {
            raw.setSoTimeout(10_000);
            OutputStream out = raw.getOutputStream();
            out.write(UPGRADE_REQUEST.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            java.io.DataInputStream in = new java.io.DataInputStream(raw.getInputStream());
            skipHandshakeAnswer(in); // as a browser does, no frame before the 101
            // a masked text frame (mask 0) holding a lone continuation byte, which no UTF-8 text has
            out.write(new byte[] {(byte) 0x81, (byte) 0x81, 0, 0, 0, 0, (byte) 0x80});
            out.flush();
            assertThat(closeStatus(in)).isEqualTo(1007);
        }
    }

    /** Reads up to the blank line that ends the HTTP answer. */
    private static void skipHandshakeAnswer(java.io.DataInputStream in) throws IOException {
        int matched = 0;
        while (matched < 4) {
            int b = in.readUnsignedByte();
            matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
    }

    /** Skips the frames before the close frame; the close frame's status. */
    private static int closeStatus(java.io.DataInputStream frames) throws IOException {
        while (true) {
            int opcode = frames.readUnsignedByte() & 0x0F;
            int length = frames.readUnsignedByte() & 0x7F;
            if (length == 126) {
                length = frames.readUnsignedShort();
            }
            byte[] payload = new byte[length];
            frames.readFully(payload);
            if (opcode == 0x8) {
                return ((payload[0] & 0xFF) << 8) | (payload[1] & 0xFF);
            }
        }
    }

    /** Reads (the handshake answer, pings, a close frame) until the server closes; false on a timeout. */
    private static boolean readsToTheEnd(InputStream in) throws IOException {
        byte[] buffer = new byte[512];
        try {
            while (in.read(buffer) >= 0) {
                // pings and the close frame
            }
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        }
    }

    @Test
    void behindATrustedProxyConnectionsCountUnderTheForwardedAddress() throws Exception {
        WebConfig web = WebConfig.on(0).withTrustProxy(true);
        ServerConfig config = ServerConfig.forTests(data).withWeb(web).withLimits(onePerAddress());
        try (LiveServer server = LiveServer.start(config);
                WsClient first = forwardedFor(server, "10.0.0.1, 203.0.113.7");
                WsClient other = forwardedFor(server, "203.0.113.8");
                WsClient again = forwardedFor(server, "203.0.113.7")) {
            first.untilLine("Type /help for all commands.");
            other.untilLine("Type /help for all commands.");
            again.until(l -> l.startsWith("error TOO_MANY_CONNECTIONS:"));
        }
    }

    @Test
    void withoutTrustProxyTheForwardedHeaderIsIgnored() throws Exception {
        ServerConfig config = ServerConfig.forTests(data).withWeb(WebConfig.on(0)).withLimits(onePerAddress());
        try (LiveServer server = LiveServer.start(config);
                WsClient first = forwardedFor(server, "203.0.113.7")) {
            first.untilLine("Type /help for all commands.");
            // counted by the socket's address, before the upgrade: refused with 503 there
            assertThatThrownBy(() -> forwardedFor(server, "203.0.113.8"))
                    .cause().isInstanceOf(WebSocketHandshakeException.class)
                    .satisfies(e -> assertThat(((WebSocketHandshakeException) e).getResponse().statusCode())
                            .isEqualTo(503));
        }
    }

    private static WsClient forwardedFor(LiveServer server, String header) throws Exception {
        return WsClient.connect(server.webPort(), null, Map.of("X-Forwarded-For", header));
    }

    private static Limits onePerAddress() {
        Limits d = Limits.defaults();
        return new Limits(d.maxLineBytes(), d.floodBurst(), d.floodRatePerSecond(), d.floodMaxQueued(),
                d.outputCapBytes(), d.writeBufferLowWater(), d.writeBufferHighWater(), d.slowReaderGrace(),
                d.idleTimeout(), d.idleWarning(), 1);
    }

    @Test
    void aWebSocketPlayerAndATcpPlayerChatAndPlayAGameToTheEnd() throws Exception {
        try (LiveServer server = LiveServer.withWeb(data);
                SocketClient alice = server.text("alice");
                WsClient wendy = WsClient.connect(server.webPort(), "lamancha.json", Map.of())) {
            wendy.send("#1 /login wendy").until(l -> l.contains("\"ev\":\"login\""));
            wendy.send("hola alice");
            alice.until(l -> l.contains("wendy") && l.contains("hola alice"));
            alice.send("hola wendy");
            wendy.until(l -> Wire.isEvent(l, "chat") && l.contains("hola wendy"));

            alice.send("/room " + ROOM).send("/join");
            alice.untilLine("[" + ROOM + "] alice takes seat 1.");
            wendy.send("#2 /room " + ROOM).untilLine("{\"ev\":\"ok\",\"tag\":\"2\"}");
            wendy.send("#3 /join").untilLine("{\"ev\":\"ok\",\"tag\":\"3\"}");
            alice.untilLine("[" + ROOM + "] wendy takes seat 2.");
            wendy.send("#4 /addbot smart").untilLine("{\"ev\":\"ok\",\"tag\":\"4\"}");
            alice.send("/start");

            CompletableFuture<List<String>> person = CompletableFuture.supplyAsync(() -> Wire.playFirstLegalToTheEnd(alice, "alice"));
            JsonNode end = playOverJson(wendy, Integer.MAX_VALUE);
            List<String> personLines = person.get(120, TimeUnit.SECONDS);
            assertThat(end.get("players").toString()).isEqualTo("[\"alice\",\"wendy\",\"~Sancho\"]");
            assertThat(personLines).anyMatch(l -> l.startsWith("[" + ROOM + "] Game over: "));
            assertThat(personLines).anyMatch(l -> l.contains("wendy plays"));
        }
    }

    @Test
    void aWebSocketPlayerWhoseConnectionDropsComesBackToTheSeatWithTheResumeToken() throws Exception {
        ServerConfig config = ServerConfig.forTests(data).withLimits(LiveServer.generous())
                .withGrace(Duration.ofSeconds(120)).withWeb(WebConfig.on(0));
        try (LiveServer server = LiveServer.start(config); SocketClient alice = server.text("alice")) {
            String token;
            try (WsClient wendy = WsClient.connect(server.webPort(), "lamancha.json", Map.of())) {
                JsonNode login = Wire.json(wendy.send("#1 /login wendy").until(l -> l.contains("\"ev\":\"login\""))
                        .stream().filter(l -> l.contains("\"ev\":\"login\"")).findFirst().orElseThrow());
                token = login.get("token").asText();
                wendy.send("#2 /room " + ROOM).untilLine("{\"ev\":\"ok\",\"tag\":\"2\"}");
                wendy.send("#3 /join").untilLine("{\"ev\":\"ok\",\"tag\":\"3\"}");
                alice.send("/room " + ROOM).send("/join");
                alice.untilLine("[" + ROOM + "] alice takes seat 2.");
                wendy.send("#4 /addbot smart").untilLine("{\"ev\":\"ok\",\"tag\":\"4\"}");
                wendy.send("#5 /start").until(l -> Wire.isEvent(l, "state"));
            }
            alice.until(l -> l.equals("[" + ROOM + "] wendy leaves (lost connection)."));
            try (WsClient back = WsClient.connect(server.webPort(), "lamancha.json", Map.of())) {
                JsonNode login = Wire.json(back.send("#1 /login wendy " + token)
                        .until(l -> l.contains("\"ev\":\"login\"")).stream()
                        .filter(l -> l.contains("\"ev\":\"login\"")).findFirst().orElseThrow());
                assertThat(login.get("room").asText()).isEqualTo(ROOM);
                JsonNode state = Wire.json(back.until(l -> Wire.isEvent(l, "state")).stream()
                        .filter(l -> Wire.isEvent(l, "state")).reduce((a, b) -> b).orElseThrow());
                assertThat(state.get("seat").asInt()).as("wendy's own seat, seat 1").isZero();
                alice.until(l -> l.equals("[" + ROOM + "] wendy is back in seat 1."));
            }
        }
    }

    /** Plays the first legal move of each JSON state, with its version, until the end event. */
    private static JsonNode playOverJson(WsClient c, int moves) throws Exception {
        int tag = 100;
        List<String> played = new ArrayList<>();
        while (true) {
            List<String> lines = c.until(l -> Wire.isEvent(l, "state") || Wire.isEvent(l, "end"), Duration.ofSeconds(60));
            JsonNode msg = Wire.json(lines.get(lines.size() - 1));
            if (msg.get("ev").asText().equals("end")) {
                return msg;
            }
            JsonNode legal = msg.get("legal");
            if (!legal.isEmpty() && played.size() < moves) {
                played.add(legal.get(0).asText());
                c.send("#" + (++tag) + " /play @" + msg.get("version").asInt() + " " + legal.get(0).asText());
            }
        }
    }
}
