package io.lamancha.server.cli;

import io.lamancha.server.net.Limits;
import io.lamancha.server.net.web.WebConfig;
import io.lamancha.server.store.StoreOpening;
import io.lamancha.server.cluster.ClusterConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import io.lamancha.server.ops.Console;
import io.lamancha.server.ops.StartFailure;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.OpsConfig;
import io.lamancha.server.Version;

/**
 * The server's command line: {@code lamancha-server --port 4000 --data ./data}. A server that
 * cannot start says why in one sentence and exits with {@link #START_FAILED}; {@code -v} adds the
 * stack trace.
 */
@Command(name = "lamancha-server", mixinStandardHelpOptions = true, versionProvider = Main.VersionProvider.class,
        description = "La Mancha: a BrettspielWelt-style game server for the Don games. Connect with nc or telnet.",
        sortOptions = false, subcommands = {CheckCommand.class, BackupCommand.class, RatingsCommand.class,
                AccountCommand.class})
public final class Main implements Callable<Integer> {

    /** The exit code of a server that could not start (a bad setting is picocli's 2). */
    static final int START_FAILED = 1;

    @Spec
    CommandSpec spec;

    @Option(names = "--port", description = "TCP port (0 = any free port; the bound one is printed). Default: ${DEFAULT-VALUE}.")
    int port = io.lamancha.protocol.Protocol.DEFAULT_PORT;

    @Option(names = "--bind", description = "Address to listen on. Default: ${DEFAULT-VALUE}.")
    String bind = "127.0.0.1";

    @Option(names = "--data", scope = ScopeType.INHERIT,
            description = "Directory for logs and stored data. Default: ${DEFAULT-VALUE}.")
    Path data = Path.of("data");

    @Option(names = "--name", description = "Server name in the greeting. Default: ${DEFAULT-VALUE}.")
    String name = "La Mancha";

    @Option(names = {"-v", "--verbose"}, scope = ScopeType.INHERIT, description = "More logging: -v debug, -vv trace.")
    boolean[] verbose = new boolean[0];

    @Option(names = "--max-line-bytes", description = "Longest line accepted. Default: ${DEFAULT-VALUE}.")
    int maxLineBytes = Limits.defaults().maxLineBytes();

    @Option(names = "--flood-burst", description = "Lines a quiet connection may send at once. Default: ${DEFAULT-VALUE}.")
    int floodBurst = Limits.defaults().floodBurst();

    @Option(names = "--flood-rate", description = "Lines per second sustained (0 = no flood control). Default: ${DEFAULT-VALUE}.")
    double floodRate = Limits.defaults().floodRatePerSecond();

    @Option(names = "--flood-queue", description = "Delayed lines beyond which a client is flooding. Default: ${DEFAULT-VALUE}.")
    int floodQueue = Limits.defaults().floodMaxQueued();

    @Option(names = "--output-cap", description = "Bytes of unsent output (the kernel's send buffer, an eighth of this "
            + "at most 32 KiB, counted twice) before a slow reader is cut off. Default: ${DEFAULT-VALUE}.")
    long outputCap = Limits.defaults().outputCapBytes();

    @Option(names = "--idle-timeout", description = "Seconds of silence before disconnecting (0 = never). Default: ${DEFAULT-VALUE}.")
    long idleTimeout = Limits.defaults().idleTimeout().toSeconds();

    @Option(names = "--line-timeout", description = "Seconds a line may take from its first byte to its end "
            + "(0 = no limit). Default: ${DEFAULT-VALUE}.")
    long lineTimeout = Limits.defaults().lineTimeout().toSeconds();

    @Option(names = "--max-per-address", description = "Connections per address (0 = unlimited). Default: ${DEFAULT-VALUE}.")
    int maxPerAddress = Limits.defaults().maxConnectionsPerAddress();

    @Option(names = "--bot-delay-ms", description = {"Pause before each bot move, in ms. Default: ${DEFAULT-VALUE}.",
            "With 0, random bots answer a move at once and are shown with it in one state."})
    long botDelayMs = 700;

    @Option(names = "--grace", description = "Seconds a dropped player's seat waits before a bot plays for them. Default: ${DEFAULT-VALUE}.")
    long graceSeconds = 120;

    /** For tests only (hidden): lets turn-based tables set moves of seconds, so that a test sees one run out. */
    @Option(names = "--shortest-move-seconds", hidden = true, description = "Tests only: the shortest time per move "
            + "a turn-based table may set, in seconds. Default: ${DEFAULT-VALUE} (an hour).")
    long shortestMoveSeconds = 3600;

    @Option(names = "--rate-same-address", description = "Rate games between players who connect from the same "
            + "address (a LAN party); by default such games are not rated.")
    boolean rateSameAddress;

    @Option(names = "--db", paramLabel = "JDBC_URL", scope = ScopeType.INHERIT,
            description = "Database for accounts and games: jdbc:postgresql://host/db?user=..&password=.. "
                    + "(default: an embedded H2 database under the data directory).")
    String db;

    @Option(names = "--admin", paramLabel = "NAME", split = ",",
            description = "A name with the admin role once registered, reserved until then (repeatable, or "
                    + "several with commas); ./lamancha account register NAME --admin makes it.")
    java.util.Set<String> admins = new java.util.TreeSet<>();

    @Option(names = "--output-linger-us", description = "The longest a busy event loop holds output so that each "
            + "send carries several lines, in microseconds (0 = flush at the end of every turn). Default: ${DEFAULT-VALUE}.")
    long outputLingerMicros = ServerConfig.DEFAULT_OUTPUT_LINGER.toNanos() / 1000;

    @Option(names = "--io-threads", description = "Event loops for connections and rooms (0 = one per two cores, at least one). Default: ${DEFAULT-VALUE}.")
    int ioThreads;

    @Option(names = "--unlimited", description = "Lift flood, idle and per-address limits (benchmarks only).")
    boolean unlimited;

    @Option(names = "--http-port", paramLabel = "PORT", description = "Also serve the browser page and the "
            + "protocol over WebSocket (/ws) on this port (0 = any free port). Default: off.")
    Integer httpPort;

    @Option(names = "--allowed-origin", paramLabel = "ORIGIN", description = "A page origin allowed to open a "
            + "WebSocket, e.g. https://games.example.org (repeatable). Default: only pages of the host asked.")
    java.util.List<String> allowedOrigins = new java.util.ArrayList<>();

    @Option(names = "--web-host", paramLabel = "NAME", split = ",", description = "A name the browser port is "
            + "reached by, e.g. play.example.org (repeatable). Default: only IP addresses and localhost.")
    java.util.List<String> webHosts = new java.util.ArrayList<>();

    @Option(names = "--registrations-per-hour", description = "Names one address may register in an hour "
            + "(0 = none over the wire). Default: ${DEFAULT-VALUE}.")
    int registrationsPerHour = io.lamancha.server.world.Quotas.DEFAULT.registrationsPerHour();

    @Option(names = "--channels-per-owner", description = "Channels one registered user may own. "
            + "Default: ${DEFAULT-VALUE}.")
    int channelsPerOwner = io.lamancha.server.world.Quotas.DEFAULT.channelsPerOwner();

    @Option(names = "--tourneys-per-player", description = "Tournaments one registered player who is not an admin "
            + "may have open or running (0 = only admins make tournaments). Default: ${DEFAULT-VALUE}.")
    int tourneysPerPlayer = io.lamancha.server.world.Quotas.DEFAULT.tourneysPerPlayer();

    @Option(names = "--trust-proxy", description = "Take a connection's address from the last X-Forwarded-For "
            + "entry of its upgrade request (only behind a reverse proxy that sets it).")
    boolean trustProxy;

    @Option(names = "--cluster", paramLabel = "REDIS_URL", description = "Run as one node of a cluster that "
            + "shares this Redis (redis://host:port) and the --db PostgreSQL; needs --node. Default: on its own.")
    String cluster;

    @Option(names = "--node", paramLabel = "NAME", description = "This node's name in the cluster: unique, and the "
            + "same after a restart.")
    String node;

    @Mixin
    OpsOptions opsOptions = new OpsOptions();

    @Option(names = ConfigFile.OPTION, paramLabel = "FILE", scope = ScopeType.INHERIT, description = "A properties file "
            + "of settings: the long options without their dashes (port = 4000); flags given here win.")
    Path config;

    /** The command line this server was started with: a reload reads its config file again. */
    private String[] args = new String[0];

    public static void main(String[] args) {
        Main main = new Main();
        main.args = args.clone();
        int code = ConfigFile.execute(new CommandLine(main).setOverwrittenOptionsAllowed(true), args);
        if (code != 0) {
            System.exit(code);
        }
    }

    @Override
    public Integer call() throws InterruptedException {
        ServerConfig config;
        OpsConfig ops;
        try {
            ops = opsOptions.config();
            config = new ServerConfig(name, bind, port, data, limits(), Duration.ofMillis(botDelayMs),
                    Duration.ofSeconds(graceSeconds), 2, Duration.ofNanos(outputLingerMicros * 1000), ioThreads,
                    web(), clusterConfig(), io.lamancha.server.world.Quotas.DEFAULT
                            .withRegistrationsPerHour(registrationsPerHour).withChannelsPerOwner(channelsPerOwner)
                            .withTourneysPerPlayer(tourneysPerPlayer),
                    rateSameAddress, Duration.ofSeconds(shortestMoveSeconds), Duration.ofMinutes(1));
            if (db != null) {
                StoreOpening.checkUrl(db);
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid setting: " + e.getMessage());
        }
        try {
            return serve(config, ops);
        } catch (StartFailure e) {
            Console.fail(spec.commandLine().getErr(), verbose(), e);
            return START_FAILED;
        }
    }

    /**
     * The settings {@code args} and the config file they name give, as a start would read them.
     *
     * @throws CommandLine.ParameterException for a setting that is wrong or unknown
     */
    static Main parsed(String... args) {
        Main fresh = new Main();
        CommandLine cli = new CommandLine(fresh).setOverwrittenOptionsAllowed(true);
        ConfigFile.apply(cli, args);
        cli.parseArgs(args);
        return fresh;
    }

    /** The cluster this node joins, or {@code null} for a server of its own. */
    private ClusterConfig clusterConfig() {
        if (cluster == null) {
            if (node != null) {
                throw new IllegalArgumentException("--node names a node of a cluster: give --cluster too");
            }
            return null;
        }
        if (node == null) {
            throw new IllegalArgumentException("--cluster needs --node NAME, unique among the nodes");
        }
        if (db == null || !db.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("the nodes of a cluster share one PostgreSQL: give --db "
                    + "jdbc:postgresql://... with --cluster");
        }
        return new ClusterConfig(cluster, node);
    }

    private int serve(ServerConfig config, OpsConfig ops) throws InterruptedException {
        LogSetup.start(data, this::pointLogging);
        return Serving.run(this, config, ops, args);
    }

    /**
     * Points logging at the data dir's logs, at the level {@code -v} asks for, before anything
     * logs. The file is made only once a line is logged (a command that logs nothing makes none).
     */
    void pointLogging() {
        LogSetup.point(data, verbose.length, opsOptions);
    }

    boolean verbose() {
        return verbose.length > 0;
    }

    Limits limits() {
        if (unlimited) {
            return Limits.unlimited();
        }
        Limits d = Limits.defaults();
        Duration idle = Duration.ofSeconds(idleTimeout);
        Duration warning = idle.isZero() ? Duration.ZERO : (idle.compareTo(d.idleWarning().multipliedBy(2)) > 0 ? d.idleWarning() : idle.dividedBy(5));
        return new Limits(maxLineBytes, floodBurst, floodRate, floodQueue, outputCap, d.writeBufferLowWater(),
                Math.min(d.writeBufferHighWater(), (int) Math.min(Integer.MAX_VALUE, outputCap)), d.slowReaderGrace(), idle,
                warning, maxPerAddress, Duration.ofSeconds(lineTimeout), Limits.sendBufferFor(outputCap));
    }

    WebConfig web() {
        if (httpPort == null) {
            return WebConfig.OFF;
        }
        return WebConfig.on(httpPort).withAllowedOrigins(allowedOrigins).withTrustProxy(trustProxy).withHosts(webHosts);
    }

    /** Reads the build's version for {@code --version}. */
    static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"La Mancha server " + Version.current() + " (protocol " + io.lamancha.protocol.Protocol.VERSION + ")"};
        }
    }
}
