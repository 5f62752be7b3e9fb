package io.lamancha.server.e2e;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.Limits;
import java.nio.file.Path;

/**
 * The real server with every registered game on a free loopback port, for end-to-end tests: bots
 * move without delay and flood control is loose enough for a scripted client. Clients come logged
 * in, in text or JSON.
 */
final class LiveServer implements AutoCloseable {

    private final LaManchaServer server;
    private final int port;

    private LiveServer(LaManchaServer server, int port) {
        this.server = server;
        this.port = port;
    }

    static LiveServer start(Path data) throws Exception {
        LaManchaServer server = new LaManchaServer(ServerConfig.forTests(data).withLimits(generousLimits()),
                Games.registry(), null);
        return new LiveServer(server, server.start());
    }

    /** Flood control loose enough for a scripted client. */
    static Limits generousLimits() {
        Limits d = Limits.defaults();
        return new Limits(d.maxLineBytes(), 50, 200.0, 200, d.outputCapBytes(), d.writeBufferLowWater(),
                d.writeBufferHighWater(), d.slowReaderGrace(), d.idleTimeout(), d.idleWarning(), 0);
    }

    int port() {
        return port;
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
    }
}
