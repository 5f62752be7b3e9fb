package io.lamancha.server.e2e;

import io.lamancha.server.testing.ServerProcess;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Assumptions;

/**
 * Nodes of a cluster for the end-to-end tests: server processes on loopback ports that share a
 * real Redis ({@code LAMANCHA_TEST_REDIS_URL}, see {@code .ci/redis.sh}) and a real PostgreSQL
 * ({@code LAMANCHA_TEST_PG_URL}, emptied first). Under {@code CI=true} a missing one fails the
 * test instead of skipping it.
 */
public final class ClusterNodes implements AutoCloseable {

    static final String REDIS_URL_VARIABLE = "LAMANCHA_TEST_REDIS_URL";
    static final String PG_URL_VARIABLE = "LAMANCHA_TEST_PG_URL";

    private final Path dir;
    private final String redis;
    private final String pg;
    private final List<ServerProcess> started = new ArrayList<>();
    private final List<String> options = new ArrayList<>();

    private ClusterNodes(Path dir, String redis, String pg) {
        this.dir = dir;
        this.redis = redis;
        this.pg = pg;
    }

    /** Nodes on the test Redis and an emptied test PostgreSQL; skipped (failed on CI) without them. */
    public static ClusterNodes onTestServices(Path dir) {
        String redis = required(REDIS_URL_VARIABLE, "eval \"$(.ci/redis.sh start)\"");
        emptyRedis(redis);
        return on(dir, redis);
    }

    /** Nodes on the Redis at {@code redis} and an emptied test PostgreSQL. */
    public static ClusterNodes on(Path dir, String redis) {
        String pg = required(PG_URL_VARIABLE, "eval \"$(.ci/postgres.sh start)\"");
        emptyDatabase(pg);
        return new ClusterNodes(dir, redis, pg);
    }

    static String required(String variable, String fix) {
        String value = System.getenv(variable);
        if (value == null || value.isBlank()) {
            missing(variable + " is not set; run: " + fix);
        }
        return value;
    }

    /** Fails under {@code CI=true} (CI must run the cluster tests), else skips the test. */
    static void missing(String why) {
        if ("true".equals(System.getenv("CI"))) {
            throw new IllegalStateException("CI must run the cluster tests, but " + why);
        }
        Assumptions.abort("cluster test skipped: " + why);
    }

    /**
     * Empties the test Redis: names, seats and leases an earlier test's nodes left there (killed
     * nodes leave them by design) must not meet this test's nodes of the same names.
     */
    private static void emptyRedis(String redis) {
        RedisClient client = RedisClient.create(redis);
        try (StatefulRedisConnection<String, String> c = client.connect()) {
            c.sync().flushdb();
        } finally {
            client.shutdown();
        }
    }

    private static void emptyDatabase(String pg) {
        try (Connection c = DriverManager.getConnection(pg); Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS public CASCADE");
            s.execute("CREATE SCHEMA public");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot empty the PostgreSQL test database", e);
        }
    }

    /**
     * Starts the nodes {@code names} at once (each its own data dir, the shared Redis and
     * PostgreSQL); waits until every one listens.
     */
    public List<ServerProcess> start(String... names) throws IOException, InterruptedException {
        List<ServerProcess> nodes = new ArrayList<>();
        for (String name : names) {
            nodes.add(launch(name, redis));
        }
        for (ServerProcess node : nodes) {
            node.awaitListening();
        }
        return nodes;
    }

    /** Starts the node {@code name} on the Redis at {@code redisUrl} (a proxy to the test's, say). */
    public ServerProcess startOn(String redisUrl, String name) throws IOException, InterruptedException {
        return launch(name, redisUrl).awaitListening();
    }

    /** Every node started from now on gets {@code more} options too. */
    public ClusterNodes with(String... more) {
        options.addAll(List.of(more));
        return this;
    }

    /** The test's Redis. */
    public String redis() {
        return redis;
    }

    private ServerProcess launch(String name, String redisUrl) throws IOException {
        Path data = Files.createDirectories(dir.resolve(name));
        List<String> arguments = new ArrayList<>(List.of("--cluster", redisUrl, "--node", name, "--db", pg,
                "--grace", "120"));
        arguments.addAll(options);
        ServerProcess node = ServerProcess.launch(data, dir.resolve(name + ".out"), arguments.toArray(String[]::new));
        started.add(node);
        return node;
    }

    /** The PostgreSQL every node stores in. */
    public String database() {
        return pg;
    }

    /** A text client on {@code node}, logged in as {@code name} and in the lobby. */
    static SocketClient login(ServerProcess node, String name) throws Exception {
        return LiveServer.text(new SocketClient(node.port()), name);
    }

    /**
     * Sends {@code command} tagged, again and again, until a line of its reply matches
     * {@code wanted} (what the others say meanwhile is read past); fails after {@code within}.
     */
    static List<String> eventually(SocketClient c, String command, Predicate<String> wanted, Duration within)
            throws IOException, InterruptedException {
        long end = System.nanoTime() + within.toNanos();
        List<String> reply = List.of();
        for (int n = 1; System.nanoTime() < end; n++) {
            String tag = "#e" + n;
            reply = c.send(tag + " " + command).until(l -> l.equals(tag + " ok") || l.startsWith(tag + " error"));
            if (reply.stream().filter(l -> l.startsWith(tag)).anyMatch(wanted)) {
                return reply;
            }
            Thread.sleep(200);
        }
        throw new AssertionError(command + " did not answer as wanted within " + within + "; last: " + reply);
    }

    /**
     * {@code from} says {@code text} (numbered) in the lobby until {@code to} hears it: after a
     * Redis restart a node's first lines may go before its connection is back, and are lost.
     */
    static void saidUntilHeard(SocketClient from, String name, String text, SocketClient to, Duration within)
            throws IOException {
        long end = System.nanoTime() + within.toNanos();
        for (int n = 1; System.nanoTime() < end; n++) {
            from.send(text + " " + n);
            try {
                to.until(l -> l.startsWith("[lobby] <" + name + "> " + text), Duration.ofSeconds(1));
                return;
            } catch (AssertionError notYet) {
                // lost while the node was not back on the bus: say it again
            }
        }
        throw new AssertionError(name + "'s \"" + text + "\" was not heard within " + within);
    }

    @Override
    public void close() throws InterruptedException {
        for (ServerProcess p : started) {
            p.close();
        }
    }
}
