package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameRegistry;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.Limits;
import io.lamancha.server.testing.CoinGame;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A member of a busy room who reads eagerly for a while, then stops reading: the room's lines it
 * has not been sent count toward the output cap wherever they wait (the room's shared feed, the
 * connection's buffers, the kernel's send buffer), so it is cut off after about the cap, not after
 * the megabytes a kernel grown by the eager phase would take in.
 */
class SlowReaderE2ETest {

    private static final long CAP = 256 * 1024;
    /** What may arrive beyond the cap: the reader's own small receive buffer and one round of the room. */
    private static final long SLACK = 256 * 1024;
    private static final String CHAT = "y".repeat(900);
    /** The room's chat goes in steps, each awaited, so that no member but the stopped one falls behind. */
    private static final int STEP_BYTES = 64 * 1024;
    private static final int STEPS = 32;

    @TempDir
    Path data;
    private LaManchaServer server;
    private int port;

    @BeforeEach
    void start() throws Exception {
        Limits d = Limits.defaults();
        Limits limits = new Limits(d.maxLineBytes(), 10, 0.0, 20, CAP, d.writeBufferLowWater(),
                d.writeBufferHighWater(), Duration.ofMinutes(5), Duration.ZERO, Duration.ZERO, 0);
        server = new LaManchaServer(ServerConfig.forTests(data).withLimits(limits),
                new GameRegistry(List.of(new CoinGame())), null);
        port = server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aReaderThatStopsIsCutOffAfterAboutTheCapHoweverMuchItReadBefore() throws Exception {
        try (Socket reader = new Socket(); Socket talker = new Socket("127.0.0.1", port)) {
            reader.setReceiveBufferSize(16 * 1024);
            reader.connect(new InetSocketAddress("127.0.0.1", port));
            reader.setSoTimeout(10_000);
            InputStream readerIn = reader.getInputStream();
            reader.getOutputStream().write("#0 /login reader\n".getBytes(StandardCharsets.UTF_8));
            readUntil(readerIn, "#0 ok\n"); // in the lobby before anyone says anything there
            Drain talkerIn = new Drain(talker.getInputStream());
            OutputStream talk = talker.getOutputStream();
            talk.write("/login talker\n".getBytes(StandardCharsets.UTF_8));

            // Eager: megabytes read as fast as they come, which grows a kernel's send buffer.
            for (int step = 1; step <= STEPS; step++) {
                chat(talk, step);
                talkerIn.await("#" + step + " ok");
                readUntil(readerIn, "<talker> end " + step + "\n");
            }
            // Stopped: as much again goes to the room while the reader reads nothing.
            for (int step = STEPS + 1; step <= 2 * STEPS; step++) {
                chat(talk, step);
                talkerIn.await("#" + step + " ok");
            }
            long after = 0;
            boolean closed = false;
            byte[] buffer = new byte[64 * 1024];
            try {
                for (int n = readerIn.read(buffer); n >= 0; n = readerIn.read(buffer)) {
                    after += n;
                }
                closed = true;
            } catch (SocketTimeoutException e) {
                // still open: nothing cut it off
            } catch (IOException e) {
                closed = true; // reset by the server's close
            }
            assertThat(closed).as("the server cut the reader off (read %d bytes after it stopped)", after).isTrue();
            assertThat(after).as("bytes read after the reader stopped").isLessThanOrEqualTo(CAP + SLACK);
        }
    }

    /** Sends a step of chat lines in one go, then {@code #step /ping} and the chat line {@code end step}. */
    private static void chat(OutputStream talk, int step) throws IOException {
        StringBuilder lines = new StringBuilder();
        while (lines.length() < STEP_BYTES) {
            lines.append(CHAT).append('\n');
        }
        lines.append('#').append(step).append(" /ping\nend ").append(step).append('\n');
        talk.write(lines.toString().getBytes(StandardCharsets.UTF_8));
        talk.flush();
    }

    /** Reads until {@code text} has been seen (a line of the room's chat carries it). */
    private static void readUntil(InputStream in, String text) throws IOException {
        StringBuilder tail = new StringBuilder();
        byte[] buffer = new byte[64 * 1024];
        while (tail.indexOf(text) < 0) {
            int n = in.read(buffer);
            if (n < 0) {
                throw new AssertionError("closed before '" + text + "'");
            }
            tail.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
            if (tail.length() > 4 * text.length() + buffer.length) {
                tail.delete(0, tail.length() - 2 * text.length());
            }
        }
    }

    /** Reads a connection to the end on a thread of its own, remembering the last 64 KiB. */
    private static final class Drain {
        private final StringBuilder tail = new StringBuilder();
        private final AtomicLong total = new AtomicLong();

        Drain(InputStream in) {
            Thread t = new Thread(() -> {
                byte[] buffer = new byte[64 * 1024];
                try {
                    for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                        total.addAndGet(n);
                        synchronized (this) {
                            tail.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
                            if (tail.length() > 128 * 1024) {
                                tail.delete(0, tail.length() - 64 * 1024);
                            }
                            notifyAll();
                        }
                    }
                } catch (IOException e) {
                    // the test is over
                }
            }, "drain");
            t.setDaemon(true);
            t.start();
        }

        synchronized void await(String text) throws InterruptedException {
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (tail.indexOf(text) < 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("no '" + text + "' within 30 s after " + total.get() + " bytes");
                }
                java.util.concurrent.TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }
    }
}
