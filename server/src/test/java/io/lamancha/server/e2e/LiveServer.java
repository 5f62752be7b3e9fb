package io.lamancha.server.e2e;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.Limits;
import io.lamancha.server.net.web.WebConfig;
import io.lamancha.server.store.Persistence;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Set;

/**
 * The real server with every registered game on a free loopback port, for end-to-end tests: bots
 * move without delay and flood control is loose enough for a scripted client. Clients come logged
 * in, in text or JSON.
 */
final class LiveServer implements AutoCloseable {

    private final LaManchaServer server;
    private final Persistence store;
    private final int port;

    private LiveServer(LaManchaServer server, Persistence store, int port) {
        this.server = server;
        this.store = store;
        this.port = port;
    }

    /** Without a store: guests only, nothing kept. */
    static LiveServer start(Path data) throws Exception {
        return start(ServerConfig.forTests(data).withLimits(generous()), null);
    }

    /** With an embedded store under {@code data}: accounts, stored games and ratings. */
    static LiveServer startStored(Path data) throws Exception {
        return start(ServerConfig.forTests(data).withLimits(generous()),
                Persistence.openForTests(null, data, Set.of(), Clock.systemUTC()));
    }

    /**
     * As {@code config} says (its ports, its browser listener), with an embedded store under its
     * data dir: a second one on the same dir and ports is the first one restarted.
     */
    static LiveServer startStored(ServerConfig config) throws Exception {
        return start(config, Persistence.openForTests(null, config.dataDir(), Set.of(), Clock.systemUTC()));
    }

    /** A loopback port free now, for a listener that must come back on the same port. */
    static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    /** With the browser listener too, on a free port. */
    static LiveServer withWeb(Path data) throws Exception {
        return start(ServerConfig.forTests(data).withLimits(generous()).withWeb(WebConfig.on(0)));
    }

    static LiveServer start(ServerConfig config) throws Exception {
        return start(config, null);
    }

    private static LiveServer start(ServerConfig config, Persistence store) throws Exception {
        LaManchaServer server = new LaManchaServer(config, Games.registry(), store);
        try {
            return new LiveServer(server, store, server.start());
        } catch (Exception e) {
            server.close();
            if (store != null) {
                store.close();
            }
            throw e;
        }
    }

    /** Flood control loose enough for a scripted client. */
    static Limits generous() {
        Limits d = Limits.defaults();
        return new Limits(d.maxLineBytes(), 50, 200.0, 200, d.outputCapBytes(), d.writeBufferLowWater(),
                d.writeBufferHighWater(), d.slowReaderGrace(), d.idleTimeout(), d.idleWarning(), 0);
    }

    int port() {
        return port;
    }

    /** The browser listener's port. */
    int webPort() {
        return server.webPort();
    }

    /** A WebSocket client in text, logged in and in the lobby. */
    WsClient webText(String name) throws Exception {
        WsClient c = WsClient.text(webPort());
        c.untilLine("Type /help for all commands.");
        c.send("/login " + name);
        c.until(l -> l.startsWith("Say something"));
        return c;
    }

    /** A client reading text, as nc users do, logged in and in the lobby. */
    SocketClient text(String name) throws Exception {
        return text(new SocketClient(port), name);
    }

    /** {@code c} logged in as {@code name}, in text, once the greeting is read. */
    static SocketClient text(SocketClient c, String name) throws Exception {
        c.untilLine("Type /help for all commands.");
        c.send("/login " + name);
        c.until(l -> l.startsWith("Say something"));
        return c;
    }

    /** A client reading JSON, as bots do, logged in and in the lobby; it uses tags 1 and 2. */
    SocketClient json(String name) throws Exception {
        return json(new SocketClient(port), name);
    }

    /** {@code c} logged in as {@code name}, in JSON, once the greeting is read; it uses tags 1 and 2. */
    static SocketClient json(SocketClient c, String name) throws Exception {
        c.untilLine("Type /help for all commands.");
        c.send("#1 /set format json").untilLine("{\"ev\":\"ok\",\"tag\":\"1\"}");
        c.send("#2 /login " + name).untilLine("{\"ev\":\"ok\",\"tag\":\"2\"}");
        return c;
    }

    @Override
    public void close() {
        server.close();
        if (store != null) {
            store.close();
        }
    }
}
