package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** End to end over 127.0.0.1 through the real pipeline built by {@link ServerChannelInitializer}. */
class TransportSocketTest {

    private final BlockingQueue<ScriptedSession> sessions = new LinkedBlockingQueue<>();

    private ScriptedSession newSession(java.util.function.Consumer<Channel> onActive) {
        ScriptedSession session = new ScriptedSession(onActive);
        sessions.add(session);
        return session;
    }

    @Test
    void aTelnetClientsOptionsAreRefusedAndItsLineReachesTheSession() throws Exception {
        try (LoopbackServer server = new LoopbackServer(Limits.defaults(), () -> newSession(ch -> { }));
                Socket client = server.connect()) {
            client.getOutputStream().write(new byte[] {(byte) 255, (byte) 253, 1, (byte) 255, (byte) 251, 31,
                    'h', 'e', 'l', 'l', 'o', '\r', '\n'});
            client.getOutputStream().flush();
            assertThat(readBytes(client.getInputStream(), 6))
                    .containsExactly((byte) 255, (byte) 252, 1, (byte) 255, (byte) 254, 31);
            ScriptedSession session = sessions.poll(5, TimeUnit.SECONDS);
            assertThat(session.lines.poll(5, TimeUnit.SECONDS)).isEqualTo(new InboundLine.Text("hello"));
            assertThat(session.events.poll(5, TimeUnit.SECONDS)).isEqualTo(new TransportEvent.TelnetDetected());
        }
    }

    @Test
    void aConnectionOverThePerAddressLimitReadsTheErrorLineAndIsClosed() throws Exception {
        Limits limits = new Limits(1024, 10, 5.0, 20, 1 << 20, 32 * 1024, 64 * 1024,
                java.time.Duration.ofSeconds(30), java.time.Duration.ZERO, java.time.Duration.ZERO, 1);
        try (LoopbackServer server = new LoopbackServer(limits, () -> newSession(ch -> { }));
                Socket first = server.connect()) {
            assertThat(sessions.poll(5, TimeUnit.SECONDS)).isNotNull();
            try (Socket second = server.connect()) {
                InputStream in = second.getInputStream();
                assertThat(readLine(in)).isEqualTo("error TOO_MANY_CONNECTIONS: Too many connections from your "
                        + "address (limit 1); close one and try again.");
                assertThat(in.read()).isEqualTo(-1);
            }
            assertThat(first.isClosed()).isFalse();
        }
    }

    @Test
    void aHundredWritesInOneEventLoopTurnReachTheClientWithOneFlush() throws Exception {
        try (LoopbackServer server = new LoopbackServer(Limits.defaults(), () -> newSession(ch -> {
            for (int i = 0; i < 100; i++) {
                OutboundWriter.of(ch).write(Unpooled.copiedBuffer("line " + i + "\n", StandardCharsets.UTF_8));
            }
        })); Socket client = server.connect()) {
            InputStream in = client.getInputStream();
            for (int i = 0; i < 100; i++) {
                assertThat(readLine(in)).isEqualTo("line " + i);
            }
            ScriptedSession session = sessions.poll(5, TimeUnit.SECONDS);
            assertThat(session.flushes.get()).isEqualTo(1);
            assertThat(session.writes.get()).as("the hundred lines gathered into one write").isEqualTo(1);
        }
    }

    @Test
    void aQuietLoopSendsALineAtOnceWhateverTheLinger() throws Exception {
        try (LoopbackServer server = new LoopbackServer(new OutputBatching(Duration.ofSeconds(30)), () -> newSession(ch ->
                OutboundWriter.of(ch).write(line("hello")))); Socket client = server.connect()) {
            client.setSoTimeout(10_000);
            assertThat(readLine(client.getInputStream())).isEqualTo("hello");
        }
    }

    @Test
    void closingSendsWhatIsStillHeldFirst() throws Exception {
        try (LoopbackServer server = new LoopbackServer(new OutputBatching(Duration.ofSeconds(30)), () -> newSession(ch -> {
            OutboundWriter writer = OutboundWriter.of(ch);
            writer.write(line("first"));
            ch.eventLoop().execute(() -> {
                writer.write(line("held"));
                writer.closeWith(line("last"));
                writer.write(line("after the last"));
            });
        })); Socket client = server.connect()) {
            client.setSoTimeout(10_000);
            InputStream in = client.getInputStream();
            assertThat(readLine(in)).isEqualTo("first");
            assertThat(readLine(in)).isEqualTo("held");
            assertThat(readLine(in)).isEqualTo("last");
            assertThat(in.read()).isEqualTo(-1);
        }
    }

    private static io.netty.buffer.ByteBuf line(String text) {
        return Unpooled.copiedBuffer(text + "\n", StandardCharsets.UTF_8);
    }

    @Test
    void writesFromAnotherThreadArriveWholeAndInOrder() throws Exception {
        try (LoopbackServer server = new LoopbackServer(Limits.defaults(), () -> newSession(ch -> {
            new Thread(() -> {
                for (int i = 0; i < 1000; i++) {
                    OutboundWriter.of(ch).write(Unpooled.copiedBuffer("n" + i + "\n", StandardCharsets.UTF_8));
                }
            }).start();
        })); Socket client = server.connect()) {
            InputStream in = client.getInputStream();
            for (int i = 0; i < 1000; i++) {
                assertThat(readLine(in)).isEqualTo("n" + i);
            }
        }
    }

    @Test
    void theInitializerSetsNoDelayTheWaterMarksAndTheDocumentedHandlerOrder() throws Exception {
        BlockingQueue<Channel> accepted = new LinkedBlockingQueue<>();
        try (LoopbackServer server = new LoopbackServer(Limits.defaults(), () -> newSession(accepted::add));
                Socket client = server.connect()) {
            Channel channel = accepted.poll(5, TimeUnit.SECONDS);
            assertThat(channel.config().getOption(ChannelOption.TCP_NODELAY)).isTrue();
            assertThat(channel.config().getWriteBufferWaterMark().low()).isEqualTo(32 * 1024);
            assertThat(channel.config().getWriteBufferWaterMark().high()).isEqualTo(64 * 1024);
            assertThat(channel.pipeline().names())
                    .startsWith("limiter", "idle", "output", "decoder", "flood", "session");
            assertThat(channel.pipeline().get("decoder")).isInstanceOf(TelnetLineDecoder.class);
            assertThat(channel.pipeline().get("session")).isInstanceOf(ScriptedSession.class);
            // a telnet client (its CR LF tells) gets the CR LF line ends right after the decoder
            client.getOutputStream().write("hi\r\n".getBytes(StandardCharsets.US_ASCII));
            ScriptedSession session = sessions.poll(5, TimeUnit.SECONDS);
            assertThat(session.events.poll(5, TimeUnit.SECONDS)).isEqualTo(new TransportEvent.TelnetDetected());
            assertThat(channel.pipeline().names())
                    .startsWith("limiter", "idle", "output", "decoder", "nvt", "flood", "session");
        }
    }

    static byte[] readBytes(InputStream in, int n) throws IOException {
        byte[] bytes = in.readNBytes(n);
        assertThat(bytes).hasSize(n);
        return bytes;
    }

    static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("connection closed after: " + line.toString(StandardCharsets.UTF_8));
            }
            line.write(b);
        }
        return line.toString(StandardCharsets.UTF_8);
    }
}
