package io.lamancha.clients.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The load client's WebSocket: the upgrade, lines as frames both ways, pings answered. */
class WebSocketFramingTest {

    private final WebSocketFraming framing = new WebSocketFraming("127.0.0.1:8080");

    @Test
    void linesComeInFrameByFrameHoweverTheBytesAreSplitAndPingsAreAnsweredWithPongs() throws Exception {
        String request = new String(framing.open("#r /login ann\n".getBytes(StandardCharsets.UTF_8)), StandardCharsets.US_ASCII);
        assertThat(request).startsWith("GET /ws HTTP/1.1\r\n").contains("Sec-WebSocket-Protocol: lamancha.text\r\n");
        String longLine = "~ 3 4 " + "5".repeat(300);
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes(upgradeAnswer(request, "lamancha.text"));
        in.writeBytes(serverFrame(0x1, "#r ok"));
        in.writeBytes(serverFrame(0x9, "beat"));
        in.writeBytes(serverFrame(0x1, "~ 1 2 3"));
        in.writeBytes(serverFrame(0x1, longLine));
        byte[] bytes = in.toByteArray();

        try (ServerSocket server = new ServerSocket()) {
            server.bind(new InetSocketAddress("127.0.0.1", 0));
            try (SocketChannel ch = SocketChannel.open(new InetSocketAddress("127.0.0.1", server.getLocalPort()));
                    Socket peer = server.accept()) {
                FanoutConn conn = new FanoutConn(1, ch, framing, new ConcurrentLinkedQueue<>());
                List<String> lines = new ArrayList<>();
                long counted = 0;
                for (int i = 0; i < bytes.length; i++) { // one byte per read: every split there is
                    counted += framing.read(conn, new byte[] {bytes[i]}, 1, 0, (c, a, from, to, now) -> {
                        lines.add(new String(a, from, to - from, StandardCharsets.UTF_8));
                        return a[from] == '~' ? 1 : 0;
                    });
                }

                assertThat(lines).containsExactly("#r ok", "~ 1 2 3", longLine);
                assertThat(counted).as("what the sink counted").isEqualTo(2);
                DataInputStream out = new DataInputStream(peer.getInputStream());
                peer.setSoTimeout(10_000);
                assertThat(clientFrame(out)).as("the greeting once upgraded").isEqualTo("81 #r /login ann");
                assertThat(clientFrame(out)).isEqualTo("8a beat");
            }
        }
    }

    @Test
    void aLineGoesOutAsOneMaskedTextFrameWithoutItsLineEnd() throws Exception {
        byte[] frames = framing.encode("one\r\ntwo\n".getBytes(StandardCharsets.UTF_8));
        DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(frames));
        assertThat(clientFrame(in)).isEqualTo("81 one");
        assertThat(clientFrame(in)).isEqualTo("81 two");
        assertThat(in.available()).isZero();
    }

    @Test
    void aRefusedUpgradeOrAnotherSubprotocolFailsTheConnection() {
        framing.open(new byte[0]);
        byte[] forbidden = "HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
        FanoutConn unconnected = new FanoutConn(1, null, framing, new ConcurrentLinkedQueue<>()); // nothing is written
        assertThatThrownBy(() -> framing.read(unconnected, forbidden, forbidden.length, 0, (c, a, f, t, n) -> 0))
                .isInstanceOf(IOException.class).hasMessageContaining("403 Forbidden");

        WebSocketFraming other = new WebSocketFraming("127.0.0.1:8080");
        String request = new String(other.open(new byte[0]), StandardCharsets.US_ASCII);
        byte[] json = upgradeAnswer(request, "lamancha.json");
        FanoutConn second = new FanoutConn(2, null, other, new ConcurrentLinkedQueue<>());
        assertThatThrownBy(() -> other.read(second, json, json.length, 0, (c, a, f, t, n) -> 0))
                .isInstanceOf(IOException.class).hasMessageContaining("subprotocol lamancha.json");
    }

    @Test
    void aCloseFrameFailsTheConnectionWithItsStatusAndSoDoesAnImpossibleLength() throws Exception {
        String request = new String(framing.open(new byte[0]), StandardCharsets.US_ASCII);
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes(upgradeAnswer(request, "lamancha.text"));
        in.writeBytes(new byte[] {(byte) 0x88, 2, 0x03, (byte) 0xF0}); // close, 1008: policy (a flood)
        byte[] closing = in.toByteArray();
        FanoutConn conn = new FanoutConn(4, null, framing, new ConcurrentLinkedQueue<>());
        assertThatThrownBy(() -> framing.read(conn, closing, closing.length, 0, (c, a, f, t, n) -> 0))
                .isInstanceOf(IOException.class).hasMessageContaining("closed connection 4 with status 1008");

        WebSocketFraming other = new WebSocketFraming("127.0.0.1:8080");
        in.reset();
        in.writeBytes(upgradeAnswer(new String(other.open(new byte[0]), StandardCharsets.US_ASCII), "lamancha.text"));
        in.writeBytes(new byte[] {(byte) 0x81, 127, 0, 0, 1, 0, 0, 0, 0, 0}); // a terabyte
        byte[] huge = in.toByteArray();
        FanoutConn second = new FanoutConn(5, null, other, new ConcurrentLinkedQueue<>());
        assertThatThrownBy(() -> other.read(second, huge, huge.length, 0, (c, a, f, t, n) -> 0))
                .isInstanceOf(IOException.class).hasMessageContaining("a frame of");
    }

    private static byte[] upgradeAnswer(String request, String subprotocol) {
        Matcher key = Pattern.compile("Sec-WebSocket-Key: (\\S+)\r\n").matcher(request);
        assertThat(key.find()).isTrue();
        String accept;
        try {
            accept = Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-1")
                    .digest((key.group(1) + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").getBytes(StandardCharsets.US_ASCII)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
        return ("HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: upgrade\r\nsec-websocket-accept: "
                + accept + "\r\nsec-websocket-protocol: " + subprotocol + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    }

    /** A frame as a server sends it: final, unmasked. */
    private static byte[] serverFrame(int opcode, String payload) {
        byte[] p = payload.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream f = new ByteArrayOutputStream();
        f.write(0x80 | opcode);
        if (p.length < 126) {
            f.write(p.length);
        } else {
            f.write(126);
            f.write(p.length >>> 8);
            f.write(p.length & 0xFF);
        }
        f.writeBytes(p);
        return f.toByteArray();
    }

    /** Reads one client frame, checks it is masked, and gives its first byte in hex and its payload. */
    private static String clientFrame(DataInputStream in) throws IOException {
        int b0 = in.readUnsignedByte();
        int b1 = in.readUnsignedByte();
        assertThat(b1 & 0x80).as("a client masks every frame").isNotZero();
        int length = b1 & 0x7F;
        if (length == 126) {
            length = in.readUnsignedShort();
        }
        byte[] mask = in.readNBytes(4);
        byte[] payload = in.readNBytes(length);
        for (int i = 0; i < length; i++) {
            payload[i] ^= mask[i & 3];
        }
        return Integer.toHexString(b0) + " " + new String(payload, StandardCharsets.UTF_8);
    }
}
