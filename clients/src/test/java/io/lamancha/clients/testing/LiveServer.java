package io.lamancha.clients.testing;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.Limits;
import io.lamancha.server.net.web.WebConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A real server on a loopback port for client tests: every registered game plus {@link PickGame},
 * no bot delay, no grace, nothing stored, and (for load tests) limits lifted.
 */
public final class LiveServer implements AutoCloseable {

    private final LaManchaServer server;
    private final int port;

    private LiveServer(LaManchaServer server, int port) {
        this.server = server;
        this.port = port;
    }

    public static LiveServer start(Path dir, boolean unlimited) throws InterruptedException {
        return start(dir, unlimited, Duration.ZERO);
    }

    /** As {@link #start(Path, boolean)}, with a dropped player's seat kept for {@code grace}. */
    public static LiveServer start(Path dir, boolean unlimited, Duration grace) throws InterruptedException {
        ServerConfig config = ServerConfig.forTests(dir).withGrace(grace);
        if (unlimited) {
            config = config.withLimits(Limits.unlimited());
        }
        LaManchaServer server = new LaManchaServer(config, new GameRegistry(games()), null);
        return new LiveServer(server, server.start());
    }

    /** As {@link #start(Path, boolean)} with limits lifted, and the browser listener on a port of its own ({@link #webPort}). */
    public static LiveServer withWebSocket(Path dir) throws InterruptedException {
        ServerConfig config = ServerConfig.forTests(dir).withLimits(Limits.unlimited()).withWeb(WebConfig.on(0));
        LaManchaServer server = new LaManchaServer(config, new GameRegistry(games()), null);
        return new LiveServer(server, server.start());
    }

    /** As {@link #start(Path, boolean)}, with connections idle for {@code idle} told goodbye (the default limits else). */
    public static LiveServer withIdleTimeout(Path dir, Duration idle) throws InterruptedException {
        Limits d = Limits.defaults();
        Limits limits = new Limits(d.maxLineBytes(), d.floodBurst(), d.floodRatePerSecond(), d.floodMaxQueued(),
                d.outputCapBytes(), d.writeBufferLowWater(), d.writeBufferHighWater(), d.slowReaderGrace(), idle,
                idle.dividedBy(2), d.maxConnectionsPerAddress());
        LaManchaServer server = new LaManchaServer(ServerConfig.forTests(dir).withLimits(limits),
                new GameRegistry(games()), null);
        return new LiveServer(server, server.start());
    }

    /** The games the server offers: the registry's, and the test game. */
    public static List<GameDefinition> games() {
        List<GameDefinition> all = new ArrayList<>(Games.definitions());
        all.add(new PickGame());
        return all;
    }

    public int port() {
        return port;
    }

    /** The browser listener's port (its WebSocket on /ws), or -1 when it is off. */
    public int webPort() {
        return server.webPort();
    }

    @Override
    public void close() {
        server.close();
    }
}
