package io.lamancha.server.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import io.lamancha.server.OpsConfig;

/** {@code --config FILE}: its settings are the defaults, flags win, and a typo is refused. */
class ConfigFileTest {

    @TempDir
    Path dir;

    private Path file(String text) throws Exception {
        return Files.writeString(dir.resolve("lamancha.properties"), text, StandardCharsets.UTF_8);
    }

    private static Main parsed(String... args) {
        Main main = new Main();
        CommandLine cli = new CommandLine(main);
        ConfigFile.apply(cli, args);
        cli.parseArgs(args);
        return main;
    }

    @Test
    void everySettingOfTheFileIsTakenWhenNoFlagGivesIt() throws Exception {
        Path config = file("# La Mancha\nport = 4100\nname = Villa Config\ndata = /srv/lamancha\n"
                + "admin = alice,bob\ntls-port = 4443\nmetrics-port = 9400\nmetrics-bind = 0.0.0.0\n"
                + "log-format = json\ngrace = 30\nunlimited = true\n");
        Main main = parsed("--config", config.toString());
        assertThat(main.port).isEqualTo(4100);
        assertThat(main.name).isEqualTo("Villa Config");
        assertThat(main.data).isEqualTo(Path.of("/srv/lamancha"));
        assertThat(main.admins).containsExactly("alice", "bob");
        assertThat(main.graceSeconds).isEqualTo(30);
        assertThat(main.unlimited).isTrue();
        OpsConfig ops = main.opsOptions.config();
        assertThat(ops.tlsPort()).isEqualTo(4443);
        assertThat(ops.metricsPort()).isEqualTo(9400);
        assertThat(ops.metricsBind()).isEqualTo("0.0.0.0");
        assertThat(main.opsOptions.logFormat).isEqualTo(OpsOptions.LogFormat.json);
    }

    @Test
    void theDocumentedExampleFileIsAcceptedAsItStands() {
        Main main = parsed("--config", Path.of("..", "docs", "lamancha.properties").toString());
        assertThat(main.port).isEqualTo(4000);
        assertThat(main.bind).isEqualTo("0.0.0.0");
        assertThat(main.admins).as("no admin names shipped: whoever registered them would be one").isEmpty();
        assertThat(main.data).isEqualTo(Path.of("/var/lib/lamancha"));
        assertThat(main.opsOptions.config().tlsPort()).isEqualTo(4443);
        assertThat(main.opsOptions.config().metricsPort()).isEqualTo(9400);
    }

    @Test
    void theSubcommandsTakeTheDataDirectoryFromTheFile() throws Exception {
        Path config = file("data = " + dir.resolve("elsewhere").toString().replace("\\", "/") + "\n");
        Main main = parsed("check", "--config", config.toString());
        assertThat(main.data).isEqualTo(dir.resolve("elsewhere"));
    }

    @Test
    void ratingGamesBetweenPlayersAtOneAddressIsAnOperatorsSetting() throws Exception {
        assertThat(parsed().rateSameAddress).as("not rated unless the operator allows it").isFalse();
        assertThat(parsed("--config", file("rate-same-address = true\n").toString()).rateSameAddress).isTrue();
        assertThat(parsed("--rate-same-address").rateSameAddress).isTrue();
    }

    @Test
    void whetherPlayersMakeTournamentsIsAnOperatorsSetting() throws Exception {
        assertThat(parsed().tourneysPerPlayer).as("admins only unless the operator allows it").isZero();
        assertThat(parsed("--config", file("tourneys-per-player = 2\n").toString()).tourneysPerPlayer).isEqualTo(2);
        assertThat(parsed("--tourneys-per-player", "1").tourneysPerPlayer).isEqualTo(1);
    }

    @Test
    void verboseIsASettingToo() throws Exception {
        Main main = parsed("--config", file("verbose = true\n").toString());
        assertThat(main.verbose()).isTrue();
    }

    @Test
    void aFlagOnTheCommandLineWinsOverTheFile() throws Exception {
        Path config = file("port = 4100\nname = Villa Config\n");
        Main main = parsed("--port", "4200", "--config=" + config);
        assertThat(main.port).isEqualTo(4200);
        assertThat(main.name).isEqualTo("Villa Config");
    }

    @Test
    void withoutAFileTheDefaultsStay() {
        Main main = parsed();
        assertThat(main.port).isEqualTo(io.lamancha.protocol.Protocol.DEFAULT_PORT);
        assertThat(main.opsOptions.config()).isEqualTo(OpsConfig.NONE);
    }

    @Test
    void anUnknownSettingIsRefusedWithItsNameAndExitCodeTwo() throws Exception {
        Refused refused = start(file("prot = 4100\n"));
        assertThat(refused.code()).isEqualTo(2);
        assertThat(refused.unwrapped()).contains("unknown setting 'prot'");
        assertThat(refused.err()).doesNotContain("\tat ");
        assertThat(refused.err().lines()).allMatch(l -> l.length() <= 80);
    }

    @Test
    void aBadValueInTheFileIsOneSentenceNotTheUsage() throws Exception {
        Path config = file("port = forty\n");
        Refused refused = start(config);
        assertThat(refused.code()).isEqualTo(2);
        assertThat(refused.unwrapped())
                .startsWith("Bad setting (on the command line or in the config file " + config + "): ")
                .contains("'forty'").contains("--port").endsWith("lamancha-server --help lists the settings.");
        assertThat(refused.err().lines()).hasSizeLessThanOrEqualTo(4).allMatch(l -> l.length() <= 80);
    }

    @Test
    void aMissingFileIsRefusedWithExitCodeTwo() {
        Refused refused = start(dir.resolve("nope.properties"));
        assertThat(refused.code()).isEqualTo(2);
        assertThat(refused.err()).contains("The config file").contains("cannot be read");
    }

    /** A start with {@code --config config} that ends at once: its exit code and what it said. */
    private record Refused(int code, String err) {
        /** What it said, as one line: it is wrapped at 80 columns where a temporary path happens to end. */
        String unwrapped() {
            return String.join(" ", err.lines().map(String::strip).toList());
        }
    }

    private static Refused start(Path config) {
        StringWriter err = new StringWriter();
        int code = ConfigFile.execute(new CommandLine(new Main()).setErr(new PrintWriter(err, true)), "--config",
                config.toString());
        return new Refused(code, err.toString());
    }
}
