package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.lamancha.engine.GameRegistry;
import io.lamancha.protocol.Protocol;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.Limits;
import io.lamancha.server.testing.CoinGame;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input over real sockets: each gets the right error, the connection and the others go on. A
 * script piped into {@code nc -N} half-closes after its lines: each is answered before the close.
 */
class TransportE2ETest {

    @TempDir
    Path data;
    private LaManchaServer server;
    private int port;

    @BeforeEach
    void start() throws Exception {
        Limits d = Limits.defaults();
        Limits limits = new Limits(d.maxLineBytes(), 10, 5.0, 20, d.outputCapBytes(), d.writeBufferLowWater(),
                d.writeBufferHighWater(), d.slowReaderGrace(), d.idleTimeout(), d.idleWarning(), 0);
        server = new LaManchaServer(ServerConfig.forTests(data).withLimits(limits),
                new GameRegistry(List.of(new CoinGame())), null);
        port = server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private SocketClient login(String name) throws Exception {
        SocketClient c = new SocketClient(port);
        c.untilLine("Type /help for all commands.");
        c.send("/login " + name);
        c.until(l -> l.startsWith("Say something"));
        return c;
    }

    @Test
    void theGreetingNamesServerVersionProtocolAndHowToLogIn() throws Exception {
        try (SocketClient c = new SocketClient(port)) {
            List<String> banner = c.untilLine("Type /help for all commands.");
            assertThat(banner).anyMatch(l -> l.startsWith("La Mancha ") && l.contains("(protocol " + Protocol.VERSION + ")"));
            assertThat(banner).contains("Games: coins.");
            assertThat(banner).anyMatch(l -> l.startsWith("Log in with /login <name>"));
        }
    }

    @Test
    void anOverlongLineIsRefusedAndTheConnectionStays() throws Exception {
        try (SocketClient alice = login("alice")) {
            alice.send("x".repeat(5000));
            alice.untilLine("error LINE_TOO_LONG: Lines are limited to 1024 bytes; that one was dropped.");
            alice.send("#1 /ping");
            alice.untilLine("#1 ok");
        }
    }

    @Test
    void binaryGarbageAndTelnetNegotiationNeverCrashTheServer() throws Exception {
        try (SocketClient alice = login("alice"); SocketClient bob = login("bob")) {
            byte[] garbage = new byte[3000];
            new Random(1).nextBytes(garbage);
            for (int i = 0; i < garbage.length; i++) {
                if (garbage[i] == '\n') {
                    garbage[i] = 'x';
                }
            }
            alice.sendRaw(new byte[] {(byte) 255, (byte) 251, 1, (byte) 255, (byte) 253, 3});
            alice.sendRaw(garbage);
            alice.sendRaw("\n".getBytes(StandardCharsets.UTF_8));
            alice.send("#2 /ping");
            alice.until(l -> l.equals("#2 ok"));
            bob.send("still here");
            bob.untilLine("[lobby] <bob> still here");
        }
    }

    @Test
    void escapeSequencesInChatNeverReachAnotherTerminal() throws Exception {
        try (SocketClient alice = login("alice"); SocketClient bob = login("bob")) {
            alice.send("hi \u001b[2J\u001b]0;pwned\u0007there\u0007\r");
            List<String> lines = bob.until(l -> l.startsWith("[lobby] <alice>"));
            assertThat(lines.get(lines.size() - 1)).isEqualTo("[lobby] <alice> hi there");
        }
    }

    @Test
    void aFloodIsDelayedThenCutOffWhileOthersGoOn() throws Exception {
        try (SocketClient flooder = login("flood"); SocketClient bob = login("bob")) {
            StringBuilder burst = new StringBuilder();
            for (int i = 0; i < 200; i++) {
                burst.append("/ping\n");
            }
            flooder.sendRaw(burst.toString().getBytes(StandardCharsets.UTF_8));
            flooder.until(l -> l.startsWith("error FLOOD:"), Duration.ofSeconds(10));
            assertThat(flooder.closedByServer()).isTrue();
            bob.send("#3 /who");
            bob.until(l -> l.equals("#3 ok"));
        }
    }

    @Test
    void unknownCommandsAndMovesWithoutAGameGetClearErrors() throws Exception {
        try (SocketClient alice = login("alice")) {
            alice.send("/dance");
            alice.untilLine("error UNKNOWN_COMMAND: There is no /dance. /help lists the commands.");
            alice.send("/play heads");
            alice.until(l -> l.startsWith("error NOT_A_GAME_ROOM:"));
            alice.send("/room coins-1");
            alice.send("/play heads");
            alice.untilLine("error NO_GAME: No game is running here; /start starts one.");
        }
    }

    @Test
    void roomLinesAndWhispersArriveInTheOrderTheyWereSaidInEachMembersFormat() throws Exception {
        try (LaManchaServer open = new LaManchaServer(ServerConfig.forTests(data).withLimits(Limits.unlimited()),
                new GameRegistry(List.of(new CoinGame())), null)) {
            port = open.start();
            try (SocketClient alice = login("alice"); SocketClient bob = login("bob"); SocketClient carol = login("carol")) {
                bob.send("#1 /set format json").untilLine("{\"ev\":\"ok\",\"tag\":\"1\"}");
                for (int i = 0; i < 20; i++) {
                    alice.send("line " + i);
                    alice.send(";bob whisper " + i);
                    carol.send("carol " + i);
                }
                alice.send("done");
                List<String> heard = bob.until(l -> l.contains("\"text\":\"done\""));
                List<String> fromAlice = heard.stream().filter(l -> l.contains("\"from\":\"alice\"")).toList();
                for (int i = 0; i < 20; i++) {
                    assertThat(fromAlice.get(2 * i)).as("room line %d, in JSON", i).isEqualTo(
                            "{\"ev\":\"chat\",\"room\":\"lobby\",\"from\":\"alice\",\"text\":\"line " + i + "\"}");
                    assertThat(fromAlice.get(2 * i + 1)).as("whisper %d, right after it", i)
                            .startsWith("{\"ev\":\"tell\"").contains("\"text\":\"whisper " + i + "\"");
                }
                if (heard.stream().noneMatch(l -> l.contains("\"text\":\"carol 19\""))) {
                    bob.until(l -> l.contains("\"text\":\"carol 19\""));
                }
                List<String> carolHeard = carol.untilLine("[lobby] <alice> done");
                assertThat(carolHeard).filteredOn(l -> l.startsWith("[lobby] <alice> line ")).hasSize(20);
                assertThat(carolHeard).noneMatch(l -> l.contains("whisper")).noneMatch(l -> l.startsWith("{"));
            }
        }
    }

    @Test
    void aMemberWhoLeftARoomHearsNothingMoreFromIt() throws Exception {
        try (SocketClient alice = login("alice"); SocketClient bob = login("bob")) {
            bob.send("before alice leaves");
            alice.untilLine("[lobby] <bob> before alice leaves");
            alice.send("/room coins-1");
            alice.send("#2 /ping");
            alice.untilLine("#2 ok");
            bob.until(l -> l.startsWith("[lobby] alice leaves"));
            bob.send("after alice left");
            bob.untilLine("[lobby] <bob> after alice left");
            alice.send("#3 /ping");
            List<String> later = alice.untilLine("#3 ok");
            assertThat(later).noneMatch(l -> l.contains("after alice left"));
            assertThat(alice.seen()).noneMatch(l -> l.contains("after alice left"));
        }
    }

    @Test
    void aStoppingServerSaysGoodbyeToEveryConnectionAfterWhatItHadAlreadySaid() throws Exception {
        try (SocketClient alice = login("alice"); SocketClient bob = login("bob"); SocketClient guest = new SocketClient(port)) {
            guest.untilLine("Type /help for all commands.");
            bob.send("#1 last words").untilLine("#1 ok");

            server.close();

            for (SocketClient c : List.of(alice, bob, guest)) {
                List<String> heard = c.until(l -> l.startsWith("Goodbye: "), Duration.ofSeconds(10));
                assertThat(heard.get(heard.size() - 1)).isEqualTo("Goodbye: the server is stopping");
                assertThat(c.closedByServer()).as("closed right after the goodbye").isTrue();
            }
            assertThat(alice.seen()).as("a line said before the stop arrives before the goodbye")
                    .contains("[lobby] <bob> last words");
        }
    }

    @Test
    void aClientThatStoppedReadingDoesNotHoldUpTheStopOrOthersGoodbyes() throws Exception {
        LaManchaServer open = new LaManchaServer(ServerConfig.forTests(data).withLimits(Limits.unlimited()),
                new GameRegistry(List.of(new CoinGame())), null);
        port = open.start();
        try (SocketClient alice = login("alice"); Socket stalled = new Socket()) {
            stalled.setReceiveBufferSize(4096);
            stalled.connect(new InetSocketAddress("127.0.0.1", port));
            // Megabytes of help it never reads, then a whisper: when alice hears it, the server has
            // worked through every line before it, so the stalled client's output is stuck.
            stalled.getOutputStream().write(("/login stuck\n" + "/help\n".repeat(3000) + ";alice helped\n")
                    .getBytes(StandardCharsets.UTF_8));
            alice.untilLine("stuck tells you: helped");

            assertTimeoutPreemptively(Duration.ofSeconds(30), open::close, "the stop waits for nobody for long");

            List<String> heard = alice.until(l -> l.startsWith("Goodbye: "), Duration.ofSeconds(10));
            assertThat(heard.get(heard.size() - 1)).isEqualTo("Goodbye: the server is stopping");
            assertThat(alice.closedByServer()).isTrue();
            stalled.setSoTimeout(10_000);
            InputStream in = stalled.getInputStream();
            byte[] buffer = new byte[64 * 1024];
            while (in.read(buffer) >= 0) {
                // what was sent before the stop cut it off, then the end
            }
        } finally {
            open.close();
        }
    }

    @Test
    void aLineLeftUnfinishedIsToldGoodbyeWithTheReasonAndClosed() throws Exception {
        Limits slow = Limits.defaults().withLineTimeout(Duration.ofSeconds(1));
        try (LaManchaServer quick = new LaManchaServer(ServerConfig.forTests(data).withLimits(slow),
                new GameRegistry(List.of(new CoinGame())), null)) {
            int quickPort = quick.start();
            try (SocketClient loris = new SocketClient(quickPort)) {
                loris.untilLine("Type /help for all commands.");
                loris.sendRaw("/login lo".getBytes(StandardCharsets.UTF_8));
                List<String> heard = loris.until(l -> l.startsWith("Goodbye: "), Duration.ofSeconds(15));
                assertThat(heard.get(heard.size() - 1))
                        .isEqualTo("Goodbye: a line stayed unfinished for 1 second; end every line with Enter");
                assertThat(loris.closedByServer()).isTrue();
            }
        }
    }

    @Test
    void anIdleClientIsWarnedThenToldGoodbyeAfterWhatWasAlreadySaidToIt() throws Exception {
        Limits d = Limits.defaults();
        Limits idle = new Limits(d.maxLineBytes(), 10, 5.0, 20, d.outputCapBytes(), d.writeBufferLowWater(),
                d.writeBufferHighWater(), d.slowReaderGrace(), Duration.ofSeconds(3), Duration.ofMillis(1500), 0);
        try (LaManchaServer quick = new LaManchaServer(ServerConfig.forTests(data).withLimits(idle),
                new GameRegistry(List.of(new CoinGame())), null)) {
            int quickPort = quick.start();
            try (SocketClient sleeper = new SocketClient(quickPort); SocketClient talker = new SocketClient(quickPort)) {
                sleeper.untilLine("Type /help for all commands.");
                sleeper.send("/login sleepy");
                sleeper.until(l -> l.startsWith("Say something"));
                talker.untilLine("Type /help for all commands.");
                talker.send("/login chatty");
                List<String> heard = sleeper.until(l -> l.contains("idle for too long"), Duration.ofSeconds(15));
                assertThat(heard).anyMatch(l -> l.contains("idle a long time"));
                assertThat(heard).as("what the room said before the goodbye arrives before it")
                        .anyMatch(l -> l.contains("chatty"));
                assertThat(sleeper.closedByServer()).isTrue();
            }
        }
    }

    @Test
    void theReadmesNcRecipeIsAnsweredBeforeTheConnectionCloses() throws Exception {
        try (SocketClient bob = new SocketClient(port); SocketClient nc = new SocketClient(port)) {
            bob.untilLine("Type /help for all commands.");
            bob.send("/login bob").until(l -> l.startsWith("Say something"));
            nc.sendRaw("/login ann\n/who\n/quit\n".getBytes(StandardCharsets.UTF_8)).halfClose();
            List<String> heard = nc.untilClosed();
            assertThat(heard).anyMatch(l -> l.startsWith("Welcome, ann!"));
            assertThat(heard).as("/who answered").anyMatch(l -> l.contains("bob"));
            assertThat(heard.get(heard.size() - 1)).startsWith("Goodbye: you asked to quit.");
        }
    }

    @Test
    void aScriptWithoutQuitIsAnsweredAndThenToldWhyTheConnectionCloses() throws Exception {
        try (SocketClient nc = new SocketClient(port)) {
            nc.sendRaw("/login ann\n#1 /who\n".getBytes(StandardCharsets.UTF_8)).halfClose();
            List<String> heard = nc.untilClosed();
            assertThat(heard).contains("#1 ok");
            assertThat(heard.get(heard.size() - 1)).isEqualTo(
                    "Goodbye: your input ended, so the connection closes. Vaya con Dios!");
        }
    }

    @Test
    void linesTheFloodGuardHeldBackAreAllRunBeforeTheClose() throws Exception {
        try (SocketClient nc = new SocketClient(port)) {
            StringBuilder script = new StringBuilder("/login ann\n");
            IntStream.rangeClosed(1, 15).forEach(i -> script.append('#').append(i).append(" /ping\n"));
            nc.sendRaw(script.toString().getBytes(StandardCharsets.UTF_8)).halfClose();
            List<String> heard = nc.untilClosed();
            assertThat(heard).as("15 lines after a burst of 10: five waited").contains("#1 ok", "#10 ok", "#15 ok");
            assertThat(heard.get(heard.size() - 1)).startsWith("Goodbye: your input ended");
        }
    }

    @Test
    void aLastLineWithoutItsLineEndIsRunToo() throws Exception {
        try (SocketClient nc = new SocketClient(port)) {
            nc.sendRaw("/login ann\n#7 /who".getBytes(StandardCharsets.UTF_8)).halfClose();
            assertThat(nc.untilClosed()).contains("#7 ok");
        }
    }
}
