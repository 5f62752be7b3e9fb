package io.lamancha.server.e2e;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.Limits;
import io.lamancha.server.store.Persistence;
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
        return start(data, null);
    }

    /** With an embedded store under {@code data}: accounts, stored games and ratings. */
    static LiveServer startStored(Path data) throws Exception {
        return start(data, Persistence.openForTests(null, data, Set.of(), Clock.systemUTC()));
    }

    private static LiveServer start(Path data, Persistence store) throws Exception {
        Limits d = Limits.defaults();
        Limits generous = new Limits(d.maxLineBytes(), 50, 200.0, 200, d.outputCapBytes(), d.writeBufferLowWater(),
                d.writeBufferHighWater(), d.slowReaderGrace(), d.idleTimeout(), d.idleWarning(), 0);
        LaManchaServer server = new LaManchaServer(ServerConfig.forTests(data).withLimits(generous), Games.registry(),
                store);
        return new LiveServer(server, store, server.start());
    }

    int port() {
        return port;
    }

    /** A client reading text, as nc users do, logged in and in the lobby. */
    SocketClient text(String name) throws Exception {
        SocketClient c = new SocketClient(port);
        c.untilLine("Type /help for all commands.");
        c.send("/login " + name);
        c.until(l -> l.startsWith("Say something"));
        return c;
    }

    /** A client reading JSON, as bots do, logged in and in the lobby; it uses tags 1 and 2. */
    SocketClient json(String name) throws Exception {
        SocketClient c = new SocketClient(port);
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
