package io.lamancha.clients.load;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.clients.bot.ExitCodes;
import io.lamancha.clients.testing.Console;
import io.lamancha.clients.testing.LiveServer;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(90)
class LoadMainTest {

    @TempDir
    Path dir;

    @Test
    void helpNamesTheModesAndExitCodes() {
        Console c = Console.run(() -> LoadMain.run("--help"));
        assertThat(c.exitCode()).isZero();
        assertThat(c.out()).contains("chat").contains("irc").contains("games").contains("idle").contains("Exit codes:");
        Console chat = Console.run(() -> LoadMain.run("chat", "--help"));
        assertThat(chat.out()).contains("--transport").contains("--clients").contains("--rate").contains("--server-pid").contains("--duration");
    }

    @Test
    void noModeIsAUsageError() {
        assertThat(Console.run(LoadMain::run).exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void aTargetOffThisMachineIsRefused() {
        Console c = Console.run(() -> LoadMain.run("chat", "--host", "192.0.2.7"));
        assertThat(c.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(c.err()).contains("loopback");
    }

    @Test
    void runsLongerThanTheBoundAreRefused() {
        assertThat(Console.run(() -> LoadMain.run("games", "--duration", "100000")).exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Console.run(() -> LoadMain.run("chat", "--clients", "999999")).exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void aShortChatFanOutToThreeHundredClientsLosesNothing() throws Exception {
        try (LiveServer server = LiveServer.start(dir, true)) {
            Console c = Console.run(() -> LoadMain.run("chat", "--port", Integer.toString(server.port()), "--clients", "300",
                    "--rate", "300", "--warmup", "1", "--duration", "2", "--server-pid", Long.toString(ProcessHandle.current().pid())));

            assertThat(c.exitCode()).as(c.out() + c.err()).isZero();
            assertThat(c.out()).contains(" lost=0 ").contains(" errors=0 ").containsPattern("sent=[1-9]\\d* expected=[1-9]\\d*");
            assertThat(c.out()).containsPattern("cpu_us_per_delivery=\\d+\\.\\d+").containsPattern("client_cores=\\d+\\.\\d+");
        }
    }

    @Test
    void aShortChatFanOutInAChannelLosesNothing() throws Exception {
        try (LiveServer server = LiveServer.start(dir, true)) {
            Console c = Console.run(() -> LoadMain.run("chat", "--channel", "--port", Integer.toString(server.port()),
                    "--clients", "200", "--rate", "300", "--warmup", "1", "--duration", "2"));

            assertThat(c.exitCode()).as(c.out() + c.err()).isZero();
            assertThat(c.out()).contains(" lost=0 ").contains(" errors=0 ").containsPattern("sent=[1-9]\\d* expected=[1-9]\\d*");
        }
    }

    @Test
    void aShortChatFanOutOverWebSocketCountsEveryLineAtEveryClient() throws Exception {
        try (LiveServer server = LiveServer.withWebSocket(dir)) {
            Console c = Console.run(() -> LoadMain.run("chat", "--transport", "ws", "--port", Integer.toString(server.webPort()),
                    "--clients", "200", "--rate", "300", "--warmup", "1", "--duration", "2",
                    "--server-pid", Long.toString(ProcessHandle.current().pid())));

            assertThat(c.exitCode()).as(c.out() + c.err()).isZero();
            assertThat(c.out()).contains("chat over WebSocket: 200 clients").contains(" transport=ws ")
                    .contains(" lost=0 ").contains(" errors=0 ").contains(" closed=0 ")
                    .containsPattern("cpu_us_per_delivery=\\d+\\.\\d+");
            long sent = field(c.out(), "sent");
            assertThat(sent).as("about 300 lines/s for 3 s").isBetween(600L, 1200L);
            assertThat(field(c.out(), "expected")).as("every line to every member, its sender too").isEqualTo(sent * 200);
            assertThat(field(c.out(), "delivered")).isEqualTo(sent * 200);
            assertThat(field(c.out(), "deliveries_per_s")).isPositive();
        }
    }

    @Test
    void theWebSocketTransportIsNotOfferedAgainstIrcAndAnUnknownOneIsRefused() {
        Console irc = Console.run(() -> LoadMain.run("irc", "--transport", "ws"));
        assertThat(irc.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(irc.err()).contains("not IRC");
        Console unknown = Console.run(() -> LoadMain.run("chat", "--transport", "udp"));
        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err()).contains("tcp or ws");
    }

    @Test
    void aShortGamesRunFinishesGamesInEveryRoomWithoutErrors() throws Exception {
        try (LiveServer server = LiveServer.start(dir, true)) {
            Console c = Console.run(() -> LoadMain.run("games", "--port", Integer.toString(server.port()), "--rooms", "8",
                    "--game", "pick", "--warmup", "1", "--duration", "2"));

            assertThat(c.exitCode()).as(c.out() + c.err()).isZero();
            assertThat(c.out()).containsPattern("games=[1-9]\\d*").contains(" errors=0 ");
        }
    }

    @Test
    void aGamesRunWithThinkTimeLeavesTheWaitOutOfTheMoveLatency() throws Exception {
        try (LiveServer server = LiveServer.start(dir, true)) {
            Console c = Console.run(() -> LoadMain.run("games", "--port", Integer.toString(server.port()), "--rooms", "4",
                    "--game", "pick", "--think-ms", "400", "--warmup", "1", "--duration", "3"));

            assertThat(c.exitCode()).as(c.out() + c.err()).isZero();
            assertThat(c.out()).contains(" errors=0 ").contains(" think_ms=400");
            Matcher moves = Pattern.compile(" p50_us=(\\d+) .* client_moves_per_s=(\\d+) ").matcher(c.out());
            assertThat(moves.find()).as(c.out()).isTrue();
            assertThat(Long.parseLong(moves.group(2))).as("the client bots moved").isPositive();
            assertThat(Long.parseLong(moves.group(1))).as("the 400 ms waited before each move are not latency")
                    .isLessThan(360_000);
        }
    }

    @Test
    void aThinkTimeOutOfRangeIsAUsageError() {
        assertThat(Console.run(() -> LoadMain.run("games", "--think-ms", "-1")).exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Console.run(() -> LoadMain.run("games", "--think-ms", "60001")).exitCode())
                .isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void idleConnectionsAreAllHeld() throws Exception {
        try (LiveServer server = LiveServer.start(dir, true)) {
            Console c = Console.run(() -> LoadMain.run("idle", "--port", Integer.toString(server.port()), "--connections", "300",
                    "--warmup", "0", "--duration", "1"));
            assertThat(c.exitCode()).as(c.out() + c.err()).isZero();
            assertThat(c.out()).contains("held=300");
        }
    }

    /** The number after {@code name=} in the RESULT line. */
    private static long field(String out, String name) {
        Matcher m = Pattern.compile("RESULT .* " + name + "=(\\d+)").matcher(out);
        assertThat(m.find()).as(name + " in " + out).isTrue();
        return Long.parseLong(m.group(1));
    }
}
