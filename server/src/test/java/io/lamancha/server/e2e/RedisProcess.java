package io.lamancha.server.e2e;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A Redis of a test's own (Debian's {@code redis-server}, no disk), on a free loopback port, so
 * that the test may stop it and start it again on the same port. Under {@code CI=true} a missing
 * {@code redis-server} fails the test; elsewhere it skips.
 */
public final class RedisProcess implements AutoCloseable {

    private final Path dir;
    private final int port;
    private Process process;

    private RedisProcess(Path dir, int port) {
        this.dir = dir;
        this.port = port;
    }

    public static RedisProcess start(Path dir) throws IOException, InterruptedException {
        if (!Programs.onPath("redis-server")) {
            ClusterNodes.missing("redis-server is not installed (apt-get install redis-server)");
        }
        Files.createDirectories(dir);
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        RedisProcess redis = new RedisProcess(dir, port);
        redis.restart();
        return redis;
    }

    public String url() {
        return "redis://127.0.0.1:" + port;
    }

    /** Starts redis-server on this port (again); waits until it accepts connections. */
    public void restart() throws IOException, InterruptedException {
        process = new ProcessBuilder(List.of("redis-server", "--port", Integer.toString(port), "--bind", "127.0.0.1",
                "--save", "", "--appendonly", "no", "--dir", dir.toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("redis.log").toFile()).start();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < end) {
            try (Socket s = new Socket("127.0.0.1", port)) {
                return;
            } catch (IOException notYet) {
                Thread.sleep(50);
            }
        }
        throw new AssertionError("redis-server did not start; see " + dir.resolve("redis.log"));
    }

    /** Stops it (SIGSTOP) without closing its connections: it answers nothing until {@link #resume}. */
    void pause() throws IOException, InterruptedException {
        signal("-STOP");
    }

    void resume() throws IOException, InterruptedException {
        signal("-CONT");
    }

    private void signal(String which) throws IOException, InterruptedException {
        new ProcessBuilder("kill", which, Long.toString(process.pid())).inheritIO().start().waitFor(10, TimeUnit.SECONDS);
    }

    /** Kills it (SIGKILL): everything it held is gone. */
    public void stop() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        if (process != null && process.isAlive()) {
            stop();
        }
    }
}
