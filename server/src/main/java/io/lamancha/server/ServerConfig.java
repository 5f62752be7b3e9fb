package io.lamancha.server;

import io.lamancha.server.cluster.ClusterConfig;
import io.lamancha.server.net.Limits;
import io.lamancha.server.net.web.WebConfig;
import io.lamancha.server.world.Quotas;
import java.nio.file.Path;
import java.time.Duration;

/**
 * How a server runs: where it listens, where it keeps data, its per-connection limits and its
 * table timings.
 *
 * @param port TCP port; 0 picks a free one
 * @param botDelay pause before each bot move, so people can follow
 * @param grace how long a dropped player's seat waits before a bot plays for them
 * @param roomsPerGame game rooms made at start for each game
 * @param outputLinger how long a busy event loop may hold output to send more lines per write (0 = never)
 * @param ioThreads event loops for connections and rooms; 0 = {@link #defaultIoThreads()}
 * @param web the browser listener: the page and the protocol over WebSocket ({@link WebConfig#OFF} = none)
 * @param cluster the cluster this server is a node of, or {@code null} for a server of its own
 * @param quotas the limits on what one user or address makes (registrations, channels, ads, invitations)
 * @param rateSameAddress whether games between players connecting from one address may be rated
 *     (a LAN party); by default they are not
 * @param shortestMove the shortest time per move a turn-based table may set: an hour, which only a
 *     server run for tests lowers (so that their games' move times can run out in seconds)
 * @param tourneyMinute how long a minute of a tournament lasts (an arena's length, its ticks): a
 *     minute; only tests make it shorter
 */
public record ServerConfig(String name, String bind, int port, Path dataDir, Limits limits, Duration botDelay,
                           Duration grace, int roomsPerGame, Duration outputLinger, int ioThreads,
                           WebConfig web, ClusterConfig cluster, Quotas quotas, boolean rateSameAddress,
                           Duration shortestMove, Duration tourneyMinute) {

    /** The shortest move of a turn-based game people may set: an hour. */
    public static final Duration SHORTEST_MOVE = Duration.ofHours(1);

    /** With moves of turn-based games of an hour at least, and a tournament's minute a minute. */
    public ServerConfig(String name, String bind, int port, Path dataDir, Limits limits, Duration botDelay,
            Duration grace, int roomsPerGame, Duration outputLinger, int ioThreads, WebConfig web,
            ClusterConfig cluster, Quotas quotas, boolean rateSameAddress) {
        this(name, bind, port, dataDir, limits, botDelay, grace, roomsPerGame, outputLinger, ioThreads, web, cluster,
                quotas, rateSameAddress, SHORTEST_MOVE, Duration.ofMinutes(1));
    }

    /** With the default quotas, and games between players at one address unrated. */
    public ServerConfig(String name, String bind, int port, Path dataDir, Limits limits, Duration botDelay,
            Duration grace, int roomsPerGame, Duration outputLinger, int ioThreads, WebConfig web,
            ClusterConfig cluster) {
        this(name, bind, port, dataDir, limits, botDelay, grace, roomsPerGame, outputLinger, ioThreads, web, cluster,
                Quotas.DEFAULT, false);
    }

    /**
     * The default output linger: the most a line can wait so that a busy loop's sends carry several
     * lines. Only long flush passes (fan-outs to hundreds of connections) come near it.
     */
    public static final Duration DEFAULT_OUTPUT_LINGER = Duration.ofMillis(3);

    public ServerConfig {
        if (outputLinger.isNegative()) {
            throw new IllegalArgumentException("outputLinger must not be negative: " + outputLinger);
        }
        java.util.Objects.requireNonNull(web, "web");
        java.util.Objects.requireNonNull(quotas, "quotas");
        if (ioThreads < 0) {
            throw new IllegalArgumentException("ioThreads must be >= 0: " + ioThreads);
        }
        if (tourneyMinute.isNegative() || tourneyMinute.isZero()) {
            throw new IllegalArgumentException("a tournament's minute must be positive: " + tourneyMinute);
        }
        if (shortestMove.isNegative() || shortestMove.isZero()) {
            throw new IllegalArgumentException("the shortest move must be at least a second: " + shortestMove);
        }
    }

    /**
     * Defaults for tests: any free port on loopback, no bot delay, no grace, two event loops so
     * that the hand-offs between loops are exercised on every machine, and room for the many
     * registrations from one address that tests make ({@link #withQuotas} gives the defaults back).
     */
    public static ServerConfig forTests(Path dataDir) {
        return new ServerConfig("La Mancha", "127.0.0.1", 0, dataDir, Limits.defaults(), Duration.ZERO,
                Duration.ZERO, 2, DEFAULT_OUTPUT_LINGER, 2, WebConfig.OFF, null,
                Quotas.DEFAULT.withRegistrationsPerHour(1000), false);
    }

    /**
     * One event loop per two cores, at least one: the other cores are left to the bots, the journal,
     * password hashing and the garbage collector.
     */
    public static int defaultIoThreads() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
    }

    /** The event loops this configuration asks for. */
    public int eventLoops() {
        return ioThreads > 0 ? ioThreads : defaultIoThreads();
    }

    public ServerConfig withLimits(Limits limits) {
        return new ServerConfig(name, bind, port, dataDir, limits, botDelay, grace, roomsPerGame, outputLinger, ioThreads, web, cluster,
                quotas, rateSameAddress, shortestMove, tourneyMinute);
    }

    public ServerConfig withWeb(WebConfig web) {
        return new ServerConfig(name, bind, port, dataDir, limits, botDelay, grace, roomsPerGame, outputLinger, ioThreads, web, cluster,
                quotas, rateSameAddress, shortestMove, tourneyMinute);
    }

    /** This configuration as a node of {@code cluster}. */
    public ServerConfig withCluster(ClusterConfig cluster) {
        return new ServerConfig(name, bind, port, dataDir, limits, botDelay, grace, roomsPerGame, outputLinger, ioThreads, web, cluster,
                quotas, rateSameAddress, shortestMove, tourneyMinute);
    }

    public ServerConfig withQuotas(Quotas quotas) {
        return new ServerConfig(name, bind, port, dataDir, limits, botDelay, grace, roomsPerGame, outputLinger, ioThreads, web, cluster,
                quotas, rateSameAddress, shortestMove, tourneyMinute);
    }

    public ServerConfig withGrace(Duration grace) {
        return new ServerConfig(name, bind, port, dataDir, limits, botDelay, grace, roomsPerGame, outputLinger, ioThreads, web, cluster,
                quotas, rateSameAddress, shortestMove, tourneyMinute);
    }

    /** This configuration, turn-based tables allowed moves of {@code shortest} (tests: seconds). */
    public ServerConfig withShortestMove(Duration shortest) {
        return new ServerConfig(name, bind, port, dataDir, limits, botDelay, grace, roomsPerGame, outputLinger, ioThreads, web, cluster,
                quotas, rateSameAddress, shortest, tourneyMinute);
    }

    /** This configuration, rating games between players at one address or not. */
    public ServerConfig withRateSameAddress(boolean rateSameAddress) {
        return new ServerConfig(name, bind, port, dataDir, limits, botDelay, grace, roomsPerGame, outputLinger, ioThreads, web, cluster,
                quotas, rateSameAddress, shortestMove, tourneyMinute);
    }

    /** This configuration with a tournament's minute lasting {@code minute} (tests). */
    public ServerConfig withTourneyMinute(Duration minute) {
        return new ServerConfig(name, bind, port, dataDir, limits, botDelay, grace, roomsPerGame, outputLinger, ioThreads, web, cluster,
                quotas, rateSameAddress, shortestMove, minute);
    }
}
