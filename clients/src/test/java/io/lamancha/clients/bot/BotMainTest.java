package io.lamancha.clients.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.clients.testing.Console;
import io.lamancha.clients.testing.LiveServer;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class BotMainTest {

    @TempDir
    Path dir;

    @Test
    void helpListsEveryOptionAndTheExitCodesAndExitsZero() {
        Console c = Console.run(() -> BotMain.run("--help"));

        assertThat(c.exitCode()).isZero();
        for (String option : List.of("--host", "--port", "--name", "--room", "--game", "--seats", "--strategy", "--games", "--seed")) {
            assertThat(c.out()).contains(option);
        }
        assertThat(c.out()).contains("Exit codes:").contains("random or first");
    }

    @Test
    void neitherRoomNorGameIsAUsageError() {
        Console c = Console.run(() -> BotMain.run("--port", "4000"));
        assertThat(c.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(c.err()).contains("--room").contains("--game");
    }

    @Test
    void anUnknownStrategyIsAUsageError() {
        Console c = Console.run(() -> BotMain.run("--game", "pick", "--strategy", "clever"));
        assertThat(c.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(c.err()).contains("clever");
    }

    @Test
    void noServerAtThePortExitsWithThree() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        int closed = port;
        Console c = Console.run(() -> BotMain.run("--port", Integer.toString(closed), "--game", "pick"));
        assertThat(c.exitCode()).isEqualTo(ExitCodes.NO_SERVER);
    }

    @Test
    void aMissingRoomExitsWithOneAndNamesTheServersCode() throws Exception {
        try (LiveServer server = LiveServer.start(dir, false)) {
            Console c = Console.run(() -> BotMain.run("--port", Integer.toString(server.port()), "--room", "nowhere-9"));
            assertThat(c.exitCode()).isEqualTo(ExitCodes.FAILED);
            assertThat(c.err()).contains("NO_SUCH_ROOM");
        }
    }

    @Test
    void itPrintsOneResultLinePerGameAndExitsZero() throws Exception {
        try (LiveServer server = LiveServer.start(dir, false)) {
            Console c = Console.run(() -> BotMain.run("--port", Integer.toString(server.port()), "--game", "pick",
                    "--seats", "3", "--games", "2", "--name", "cli", "--strategy", "random", "--seed", "5"));

            assertThat(c.exitCode()).as(c.err()).isZero();
            List<String> lines = Arrays.stream(c.out().split("\n")).filter(l -> !l.isBlank()).collect(Collectors.toList());
            assertThat(lines).hasSize(2).allMatch(l -> l.matches("pick \\S+ (won|lost) cli=\\d+ ~\\S+=\\d+ ~\\S+=\\d+ winners=\\S+"));
        }
    }
}
