package io.lamancha.dist;

import static io.lamancha.dist.Machine.packageStatus;
import static io.lamancha.dist.Machine.run;
import static io.lamancha.dist.Machine.succeed;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Debian package as an operator uses it: {@code dpkg -i} on this machine; the service's
 * {@code ExecStart} line run as its {@code User=}, in its {@code WorkingDirectory=}, with its
 * {@code Environment=} and {@code LimitNOFILE=}, as systemd would (without systemd); {@code /readyz}
 * answered on the metrics port; a clean stop on SIGTERM; then {@code dpkg --remove}, which keeps
 * the config, the data and the user, and {@code dpkg --purge}, which leaves nothing behind.
 *
 * <p>It changes the machine (a system user, files in /etc, /usr and /var/lib), so it runs only as
 * root and only where no lamancha package is installed, and skips otherwise; CI's machine is both,
 * and under CI it fails instead of skipping.
 */
class DebianPackageTest {

    private static final String PACKAGE = "lamancha";
    private static final Path UNIT = Path.of("/usr/lib/systemd/system/lamancha.service");
    private static final Path CONFIG = Path.of("/etc/lamancha/lamancha.properties");
    private static final Path DATA = Path.of("/var/lib/lamancha");
    private static final Pattern METRICS = Pattern.compile("Metrics on http://127\\.0\\.0\\.1:(\\d+)/metrics");
    /** The ports of the config file are the operator's: the test takes any free ones, on loopback. */
    private static final List<String> TEST_PORTS = List.of("--bind", "127.0.0.1", "--port", "0", "--tls-port", "0",
            "--metrics-port", "0");

    @TempDir
    Path dir;

    @Test
    void installedFromTheDebTheServiceStartsIsReadyStopsCleanlyAndIsRemovedWithoutATrace() throws Exception {
        Machine.require(Machine.root(), "installing a package takes root");
        Machine.require(Machine.onPath("dpkg") && Machine.onPath("setpriv") && Machine.onPath("prlimit"),
                "dpkg, setpriv and prlimit (Debian's dpkg and util-linux) are needed");
        Machine.require(packageStatus(PACKAGE).isEmpty(), "a lamancha package is on this machine ("
                + packageStatus(PACKAGE) + "); this test would replace it: dpkg --purge lamancha first");
        Path deb = theDeb();
        try {
            succeed("dpkg", "--install", deb.toString());
            assertThat(packageStatus(PACKAGE)).isEqualTo("install ok installed");
            assertTheFilesAreInPlace();
            ServiceUnit unit = ServiceUnit.read(UNIT);
            assertTheUnitRunsAServiceThatStaysUp(unit);

            Process server = startAsTheUnitWould(unit, dir.resolve("server.out"));
            try {
                int metricsPort = Integer.parseInt(awaitOutput(server, dir.resolve("server.out"), METRICS).group(1));
                assertThat(get(metricsPort, "/readyz")).isEqualTo("200 ready");
                assertThat(Files.readString(dir.resolve("server.out"))).as("the jar holds every part of log4j2.xml")
                        .doesNotContain("Error processing element");
                assertThat(get(metricsPort, "/metrics")).as("the unit's LimitNOFILE, as the server sees it")
                        .contains("process_files_max_files " + openFilesLimit(unit) + ".0");
                assertThat(owner(DATA.resolve("lamancha.mv.db"))).as("the store, made by the service's user")
                        .isEqualTo(unit.one("User"));
                server.destroy(); // SIGTERM, as systemctl stop sends
                assertThat(server.waitFor(60, TimeUnit.SECONDS)).as("stopped within the unit's time").isTrue();
                assertThat(server.exitValue()).as(Files.readString(dir.resolve("server.out"))).isZero();
            } finally {
                server.destroyForcibly();
            }

            succeed("dpkg", "--remove", PACKAGE);
            assertThat(packageStatus(PACKAGE)).as("removed, its config file kept").isEqualTo("deinstall ok config-files");
            assertThat(Path.of("/usr/share/lamancha")).doesNotExist();
            assertThat(CONFIG).exists();
            assertThat(DATA.resolve("lamancha.mv.db")).as("the store outlives a remove").exists();
            assertThat(run("getent", "passwd", PACKAGE).code()).isZero();

            succeed("dpkg", "--purge", PACKAGE);
            assertThat(packageStatus(PACKAGE)).isEmpty();
            for (Path gone : List.of(DATA, CONFIG.getParent(), UNIT, Path.of("/usr/bin/lamancha"))) {
                assertThat(gone).as("after the purge").doesNotExist();
            }
            assertThat(run("getent", "passwd", PACKAGE).code()).as("the user, after the purge").isNotZero();
            assertThat(run("getent", "group", PACKAGE).code()).as("the group, after the purge").isNotZero();
        } finally {
            if (!packageStatus(PACKAGE).isEmpty()) {
                run("dpkg", "--purge", PACKAGE);
            }
        }
    }

    /** The one {@code lamancha_VERSION_all.deb} the build made. */
    private static Path theDeb() throws IOException {
        Path target = Path.of(System.getProperty("lamancha.target", "target"));
        try (Stream<Path> files = Files.list(target)) {
            List<Path> debs = files.filter(f -> f.getFileName().toString().matches("lamancha_.+_all\\.deb")).toList();
            assertThat(debs).as("the package in " + target + " (mvn package makes it)").hasSize(1);
            return debs.get(0);
        }
    }

    private static void assertTheFilesAreInPlace() throws Exception {
        String user = succeed("getent", "passwd", PACKAGE).strip();
        String[] entry = user.split(":");
        assertThat(Integer.parseInt(entry[2])).as("a system user: " + user).isLessThan(1000);
        assertThat(entry[5]).isEqualTo(DATA.toString());
        assertThat(entry[6]).as("no login").endsWith("nologin");

        PosixFileAttributes data = Files.readAttributes(DATA, PosixFileAttributes.class);
        assertThat(data.owner().getName()).isEqualTo(PACKAGE);
        assertThat(PosixFilePermissions.toString(data.permissions())).as("the data directory, its user's only")
                .isEqualTo("rwx------");

        PosixFileAttributes config = Files.readAttributes(CONFIG, PosixFileAttributes.class);
        assertThat(config.owner().getName() + ":" + config.group().getName()).isEqualTo("root:" + PACKAGE);
        assertThat(PosixFilePermissions.toString(config.permissions())).as("it may hold a database password")
                .isEqualTo("rw-r-----");
        assertThat(succeed("dpkg-query", "--show", "--showformat=${Conffiles}", PACKAGE))
                .as("an edited config file survives an upgrade").contains(CONFIG.toString());
        assertThat(Files.readString(CONFIG)).contains("data = " + DATA);

        assertThat(Path.of("/usr/share/lamancha/lamancha-server.jar")).isRegularFile();
        assertThat(Path.of("/usr/bin/lamancha")).isExecutable();
        assertThat(Path.of("/usr/share/lamancha/prometheus/alerts.yml")).isRegularFile();
        assertThat(Path.of("/usr/share/lamancha/grafana/lamancha.json")).isRegularFile();
    }

    private static void assertTheUnitRunsAServiceThatStaysUp(ServiceUnit unit) {
        assertThat(unit.one("User")).isEqualTo(PACKAGE);
        assertThat(unit.one("WorkingDirectory")).isEqualTo(DATA.toString());
        assertThat(unit.execStart()).containsSubsequence("--config", CONFIG.toString());
        assertThat(unit.one("ExecReload")).as("reload by SIGHUP").isEqualTo("/bin/kill -HUP $MAINPID");
        assertThat(unit.one("Restart")).isEqualTo("on-failure");
        assertThat(unit.one("SuccessExitStatus")).as("a SIGTERM while starting").isEqualTo("143");
        assertThat(Integer.parseInt(unit.one("LimitNOFILE"))).as("every connection is a file")
                .isGreaterThanOrEqualTo(65536);
    }

    /**
     * Runs the unit's ExecStart (with the test's ports) as systemd would: as its user with that
     * user's groups, in its working directory, with the environment systemd gives a service and
     * the unit's variables, and the unit's open-files limit.
     */
    private static Process startAsTheUnitWould(ServiceUnit unit, Path output)
            throws IOException, InterruptedException {
        String user = unit.one("User");
        long limit = openFilesLimit(unit);
        List<String> command = new ArrayList<>(List.of("prlimit", "--nofile=" + limit + ":" + limit, "--",
                "setpriv", "--reuid=" + user, "--regid=" + unit.one("Group"), "--init-groups", "--"));
        command.addAll(unit.execStart());
        command.addAll(TEST_PORTS);
        ProcessBuilder builder = new ProcessBuilder(command).directory(Path.of(unit.one("WorkingDirectory")).toFile())
                .redirectErrorStream(true).redirectOutput(output.toFile());
        Map<String, String> env = builder.environment();
        env.clear();
        env.putAll(Map.of("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                "HOME", DATA.toString(), "USER", user, "LOGNAME", user, "LANG", "C.UTF-8"));
        env.putAll(unit.environment());
        return builder.start();
    }

    /**
     * The unit's {@code LimitNOFILE}, or this machine's hard limit when that is lower: systemd may
     * raise it, a test without CAP_SYS_RESOURCE (in a container) may not.
     */
    private static long openFilesLimit(ServiceUnit unit) throws IOException, InterruptedException {
        long hard = Long.parseLong(succeed("sh", "-c", "ulimit -Hn").strip().replace("unlimited",
                String.valueOf(Long.MAX_VALUE)));
        return Math.min(Long.parseLong(unit.one("LimitNOFILE")), hard);
    }

    /** Waits (at most 90 s) for the output to match; fails if the server ends first. */
    private static Matcher awaitOutput(Process server, Path output, Pattern pattern)
            throws IOException, InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < end) {
            Matcher m = pattern.matcher(Files.readString(output, StandardCharsets.UTF_8));
            if (m.find()) {
                return m;
            }
            if (server.waitFor(50, TimeUnit.MILLISECONDS)) {
                break;
            }
        }
        throw new AssertionError("the server did not say " + pattern + "; its output:\n" + Files.readString(output));
    }

    /** {@code GET path} on the metrics port: the status and the body. */
    private static String get(int port, String path) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        return response.statusCode() + " " + response.body().strip();
    }

    private static String owner(Path file) throws IOException {
        return Files.getOwner(file).getName();
    }
}
