package io.lamancha.clients.load;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.clients.bot.ExitCodes;
import io.lamancha.clients.testing.Console;
import io.lamancha.clients.testing.LiveServer;
import java.nio.file.Path;
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
        assertThat(chat.out()).contains("--clients").contains("--rate").contains("--server-pid").contains("--duration");
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
    void aShortGamesRunFinishesGamesInEveryRoomWithoutErrors() throws Exception {
        try (LiveServer server = LiveServer.start(dir, true)) {
            Console c = Console.run(() -> LoadMain.run("games", "--port", Integer.toString(server.port()), "--rooms", "8",
                    "--game", "pick", "--warmup", "1", "--duration", "2"));

            assertThat(c.exitCode()).as(c.out() + c.err()).isZero();
            assertThat(c.out()).containsPattern("games=[1-9]\\d*").contains(" errors=0 ");
        }
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
}
