package io.lamancha.clients;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.clients.bot.BotMain;
import io.lamancha.clients.cli.ClientVersion;
import io.lamancha.clients.cli.ServerAddress;
import io.lamancha.clients.load.LoadMain;
import io.lamancha.clients.term.ClientMain;
import io.lamancha.clients.testing.Console;
import io.lamancha.protocol.Protocol;
import java.util.Map;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** What the three client commands share: where the server is, and the version they were built as. */
class ClientCommandsTest {

    private static final Map<String, IntSupplier> VERSION_OF = Map.of(
            "lamancha-bot", () -> BotMain.run("--version"),
            "lamancha", () -> ClientMain.run("--version"),
            "lamancha-load", () -> LoadMain.run("--version"));

    @Test
    void everyClientCommandPrintsTheProjectVersionItWasBuiltFrom() {
        String built = System.getProperty("lamancha.project.version");
        assertThat(built).as("the POM's version, passed in by surefire").isNotBlank();
        VERSION_OF.forEach((name, cli) -> {
            Console c = Console.run(cli);
            assertThat(c.exitCode()).isZero();
            assertThat(c.out().strip()).isEqualTo(name + " " + built + " (La Mancha clients, protocol " + Protocol.VERSION + ")");
        });
        assertThat(ClientVersion.build()).isEqualTo(built);
    }

    @Test
    void aLoadModePrintsTheLoadGeneratorsVersion() {
        Console c = Console.run(() -> LoadMain.run("games", "--version"));
        assertThat(c.exitCode()).isZero();
        assertThat(c.out()).startsWith("lamancha-load " + ClientVersion.build() + " ");
    }

    @Test
    void everyClientCommandOffersHostAndPortWithTheProtocolsDefaultPort() {
        Map<String, IntSupplier> helpOf = Map.of(
                "lamancha-bot", () -> BotMain.run("--help"),
                "lamancha", () -> ClientMain.run("--help"),
                "lamancha-load games", () -> LoadMain.run("games", "--help"),
                "lamancha-load chat", () -> LoadMain.run("chat", "--help"),
                "lamancha-load idle", () -> LoadMain.run("idle", "--help"));
        helpOf.forEach((name, cli) -> assertThat(Console.run(cli).out()).as(name)
                .containsPattern("--host=<host>\\s+Server host. Default: 127\\.0\\.0\\.1\\.")
                .containsPattern("--port=<port>\\s+Server port. Default: " + Protocol.DEFAULT_PORT + "\\."));
    }

    @Test
    void theServerAddressTakesTheHostAndPortGiven() {
        ServerAddress address = new ServerAddress();
        new CommandLine(address).parseArgs("--host", "::1", "--port", "4100");
        assertThat(address.host()).isEqualTo("::1");
        assertThat(address.port()).isEqualTo(4100);
        assertThat(new ServerAddress().port()).isEqualTo(Protocol.DEFAULT_PORT);
    }
}
