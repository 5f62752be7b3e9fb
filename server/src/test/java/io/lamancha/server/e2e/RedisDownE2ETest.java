package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.OpsConfig;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.cluster.ClusterConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cluster's node whose Redis (a redis-server of the test's own) stops under it: the probe says
 * so, and the node goes on answering its players.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RedisDownE2ETest {

    @TempDir
    Path dir;
    private RedisProcess redis;
    private LaManchaServer server;
    private int port;

    @BeforeEach
    void start() throws Exception {
        redis = RedisProcess.start(dir.resolve("redis"));
        server = new LaManchaServer(ServerConfig.forTests(dir.resolve("data")).withLimits(LiveServer.generous())
                .withCluster(new ClusterConfig(redis.url(), "n1")), OpsConfig.NONE.withMetrics(0),
                Games.registry(), null);
        port = server.start();
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
        redis.close();
    }

    @Test
    void readinessIs503WhileRedisIsDownAndReadyAgainOnceItIsBack() throws Exception {
        assertThat(awaitReadiness("200 ready\n")).isEqualTo("200 ready\n");

        long stopped = System.nanoTime();
        redis.stop();
        assertThat(awaitReadiness("503 not ready: redis\n")).isEqualTo("503 not ready: redis\n");
        assertThat(Duration.ofNanos(System.nanoTime() - stopped)).as("told at once").isLessThan(Duration.ofSeconds(2));
        assertThat(get("/healthz")).as("the process itself is fine").isEqualTo("200 up\n");

        long restarted = System.nanoTime();
        redis.restart();
        assertThat(awaitReadiness("200 ready\n")).isEqualTo("200 ready\n");
        assertThat(Duration.ofNanos(System.nanoTime() - restarted)).as("Lettuce reconnects within 2 s")
                .isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void aNewRoomWhileRedisIsDownIsRefusedWithinTwoSecondsAndTheSessionGoesOn() throws Exception {
        try (SocketClient alice = login("alice"); SocketClient bob = login("bob")) {
            redis.stop();
            assertThat(awaitReadiness("503 not ready: redis\n")).isEqualTo("503 not ready: redis\n");

            long start = System.nanoTime();
            alice.send("#1 /newroom quixote-tricks").until(l -> l.startsWith("#1 error STORE_UNAVAILABLE"));
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(2));
            alice.send("#2 /who").untilLine("#2 ok");
            bob.send("#3 /who").untilLine("#3 ok");
        }
    }

    @Test
    void aNewRoomWhileRedisHangsHoldsUpNoOneElseAndIsRefusedWithinTwoSeconds() throws Exception {
        try (SocketClient alice = login("alice"); SocketClient bob = login("bob")) {
            redis.pause();
            try {
                long start = System.nanoTime();
                alice.send("#1 /newroom quixote-tricks");
                // while alice's room waits for Redis, bob is answered at once
                bob.send("#2 /who").untilLine("#2 ok");
                assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(1));
                alice.until(l -> l.startsWith("#1 error STORE_UNAVAILABLE"));
                assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(2));
                alice.send("#3 /who").untilLine("#3 ok");
            } finally {
                redis.resume();
            }
        }
    }

    private SocketClient login(String name) throws Exception {
        return LiveServer.text(new SocketClient(port), name);
    }

    private String awaitReadiness(String wanted) throws Exception {
        return new AdminProbe(server.metricsPort()).await("/readyz", wanted, Duration.ofSeconds(15));
    }

    private String get(String path) throws Exception {
        return new AdminProbe(server.metricsPort()).get(path);
    }
}
