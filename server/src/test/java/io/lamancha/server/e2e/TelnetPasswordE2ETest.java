package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.store.Persistence;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A registered name logs in from the two kinds of client people use: Debian's telnet, which on a
 * port other than 23 negotiates nothing by itself, must not show the password it is typed; nc must
 * never see a telnet byte. Telnet's lines end in CR LF (its terminal shows no staircase after the
 * hidden line), nc's in LF. The telnet half runs the real client on a pseudo-terminal (util-linux
 * {@code script}) and skips where either program is missing.
 */
class TelnetPasswordE2ETest {

    private static final String PASSWORD = "rocinante77";
    private static final byte IAC = (byte) 0xFF;

    @TempDir
    Path data;
    private Persistence persistence;
    private LaManchaServer server;
    private int port;

    @BeforeEach
    void start() throws Exception {
        persistence = Persistence.openForTests(null, data, Set.of(), Clock.systemUTC());
        server = new LaManchaServer(ServerConfig.forTests(data), Games.registry(), persistence);
        port = server.start();
        try (SocketClient dan = new SocketClient(port)) {
            dan.untilLine("Type /help for all commands.");
            dan.send("/login dan").until(l -> l.startsWith("Say something"));
            dan.send("#1 /register " + PASSWORD).untilLine("#1 ok");
        }
    }

    @AfterEach
    void stop() {
        server.close();
        persistence.close();
    }

    @Test
    void aTelnetUserDoesNotSeeTheirPasswordWhileTheirOtherLinesEcho() throws Exception {
        assumeTrue(Programs.onPath("telnet") && Programs.onPath("script"), "needs telnet and script (apt-get install telnet)");
        Process telnet = new ProcessBuilder("script", "-qfec", "telnet 127.0.0.1 " + port, "/dev/null")
                .redirectErrorStream(true).start();
        try {
            Screen screen = new Screen(telnet.getInputStream());
            OutputStream keys = telnet.getOutputStream();
            screen.await("Type /help for all commands.");
            type(keys, "/login dan");
            screen.await("type your password on the next line.");
            type(keys, PASSWORD);
            screen.await("Welcome, dan!");
            type(keys, "/quit");
            screen.await("Goodbye");
            assertThat(screen.text()).as("the terminal echoes what is typed").contains("/login dan", "/quit")
                    .doesNotContain(PASSWORD);
            assertThat(screen.text()).as("the hidden line's end is echoed, and every line starts at the left")
                    .contains("type your password on the next line.\r\n\r\nWelcome, dan!")
                    .doesNotContainPattern("[^\r]\n");
        } finally {
            telnet.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
    }

    @Test
    void anNcUserLogsInWithThePasswordAndNeverReceivesATelnetByte() throws Exception {
        try (Socket nc = new Socket("127.0.0.1", port)) {
            Screen screen = new Screen(nc.getInputStream());
            OutputStream out = nc.getOutputStream();
            screen.await("Type /help for all commands.");
            out.write("/login dan\n".getBytes(StandardCharsets.UTF_8));
            screen.await("type your password on the next line.");
            out.write((PASSWORD + "\n/quit\n").getBytes(StandardCharsets.UTF_8));
            screen.await("Goodbye");
            assertThat(screen.text()).contains("Welcome, dan!");
            assertThat(screen.bytes()).doesNotContain(IAC).doesNotContain((byte) '\r');
        }
    }

    @Test
    void aClientEndingLinesWithCrLfIsAskedToStopEchoingOnlyAroundThePasswordLine() throws Exception {
        try (Socket client = new Socket("127.0.0.1", port)) {
            Screen screen = new Screen(client.getInputStream());
            OutputStream out = client.getOutputStream();
            screen.await("Type /help for all commands.");
            out.write("/login dan\r\n".getBytes(StandardCharsets.UTF_8));
            screen.await("type your password on the next line.");
            out.write((PASSWORD + "\r\n/quit\r\n").getBytes(StandardCharsets.UTF_8));
            screen.await("Goodbye");
            String seen = new String(screen.bytes(), StandardCharsets.ISO_8859_1);
            String will = "\u00FF\u00FB\u0001";
            String wont = "\u00FF\u00FC\u0001";
            assertThat(seen).as("telnet's line ends: CR LF, and the hidden line's end echoed")
                    .contains(will + "dan is registered: type your password on the next line.\r\n\r\n" + wont)
                    .contains("Goodbye: you asked to quit. Vaya con Dios!\r\n")
                    .containsOnlyOnce("\u00FF\u00FB").containsOnlyOnce("\u00FF\u00FC");
            assertThat(seen.chars().filter(c -> c == 0xFF)).hasSize(2);
        }
    }

    private static void type(OutputStream keys, String line) throws IOException {
        keys.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    /** Everything a terminal (or nc) was sent, copied as it comes by a reader thread of its own. */
    private static final class Screen {
        private final ByteArrayOutputStream seen = new ByteArrayOutputStream();
        private boolean ended;

        Screen(InputStream in) {
            Thread reader = new Thread(() -> {
                byte[] buffer = new byte[4096];
                try {
                    for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                        synchronized (this) {
                            seen.write(buffer, 0, n);
                            notifyAll();
                        }
                    }
                } catch (IOException e) {
                    // the end of the connection or of the program, like a read of -1
                }
                synchronized (this) {
                    ended = true;
                    notifyAll();
                }
            }, "screen");
            reader.setDaemon(true);
            reader.start();
        }

        synchronized void await(String text) throws InterruptedException {
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (!text().contains(text)) {
                long left = deadline - System.nanoTime();
                if (ended || left <= 0) {
                    throw new AssertionError("no '" + text + "' " + (ended ? "before the end" : "within 20 s")
                            + "; the screen shows: " + text());
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }

        synchronized String text() {
            return seen.toString(StandardCharsets.UTF_8);
        }

        synchronized byte[] bytes() {
            return seen.toByteArray();
        }
    }
}
