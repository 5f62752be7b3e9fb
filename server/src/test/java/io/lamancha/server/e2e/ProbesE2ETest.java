package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.OpsConfig;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.store.Persistence;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.h2.tools.Server;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probes where something is wrong: {@code /readyz} while the database is down (an H2 database
 * served over TCP by a server of its own, stopped under the game server, as a PostgreSQL that goes
 * down would be), and {@code /healthz} while an event loop is stuck in a task.
 */
class ProbesE2ETest {

    private static final String NOT_READY = "503 not ready: database\n";

    @TempDir
    Path data;
    private int databasePort;
    private Server database;
    private Persistence persistence;
    private LaManchaServer server;

    @BeforeEach
    void start() throws Exception {
        try (ServerSocket free = new ServerSocket(0)) {
            databasePort = free.getLocalPort();
        }
        database = startDatabase();
        OperatorMetrics metrics = new OperatorMetrics();
        persistence = Persistence.openForTests("jdbc:h2:tcp://127.0.0.1:" + databasePort + "/lamancha", data,
                Set.of(), Clock.systemUTC(), metrics);
        server = new LaManchaServer(ServerConfig.forTests(data).withLimits(LiveServer.generous()),
                OpsConfig.NONE.withMetrics(0), Games.registry(), persistence, metrics);
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
        persistence.close();
        database.stop();
    }

    @Test
    void readinessIs503WhileTheDatabaseIsDownAndReadyAgainOnceItIsBack() throws Exception {
        assertThat(get("/readyz")).isEqualTo("200 ready\n");

        database.stop();
        assertThat(get("/readyz")).isEqualTo(NOT_READY);
        assertThat(get("/healthz")).as("the process itself is fine").isEqualTo("200 up\n");

        database = startDatabase();
        assertThat(awaitReadiness("200 ready\n")).isEqualTo("200 ready\n");
    }

    @Test
    void livenessIs503WhileAnEventLoopIsStuckInATaskAndUpOnceTheTaskEnds() throws Exception {
        assertThat(get("/healthz")).isEqualTo("200 up\n");
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch stuck = new CountDownLatch(1);
        server.world().lobby().strand().execute(() -> {
            stuck.countDown();
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        try {
            assertThat(stuck.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(get("/healthz")).isEqualTo("503 an event loop does not answer\n");
        } finally {
            release.countDown();
        }
        assertThat(get("/healthz")).isEqualTo("200 up\n");
    }

    private Server startDatabase() throws Exception {
        return Server.createTcpServer("-tcpPort", Integer.toString(databasePort), "-baseDir", data.toString(),
                "-ifNotExists").start();
    }

    private String awaitReadiness(String wanted) throws Exception {
        return new AdminProbe(server.metricsPort()).await("/readyz", wanted, Duration.ofSeconds(20));
    }

    private String get(String path) throws Exception {
        return new AdminProbe(server.metricsPort()).get(path);
    }
}
