package io.lamancha.server.persist;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.Limits;
import io.lamancha.server.store.Persistence;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;

/**
 * An in-process server with an embedded store under a data dir, on a free port, with bots that
 * move at once. Closing it stops it the way the process's shutdown hook does: the server first,
 * then the store.
 */
final class StoredServer implements AutoCloseable {

    private final Persistence persistence;
    private final LaManchaServer server;
    private final int port;
    private boolean closed;

    private StoredServer(Persistence persistence, LaManchaServer server, int port) {
        this.persistence = persistence;
        this.server = server;
        this.port = port;
    }

    /** Makes an account in the store under {@code data}, as {@code lamancha account register} does. */
    static void operatorMade(Path data, String name, String password) {
        try (Persistence p = Persistence.openForTests(null, data, Set.of(), Clock.systemUTC())) {
            p.storage().accounts().create(name, p.storage().hasher().hash(password.toCharArray()));
        }
    }

    /** Starts on {@code data}, restoring the games that were running there. */
    static StoredServer start(Path data, Duration grace) throws InterruptedException {
        return start(data, grace, Set.of());
    }

    /** As above, with {@code admins} (registered names) allowed the admin commands. */
    static StoredServer start(Path data, Duration grace, Set<String> admins) throws InterruptedException {
        Persistence persistence = Persistence.openForTests(null, data, admins, Clock.systemUTC());
        ServerConfig config = ServerConfig.forTests(data).withLimits(Limits.unlimited()).withGrace(grace);
        LaManchaServer server = new LaManchaServer(config, Games.registry(), persistence);
        try {
            return new StoredServer(persistence, server, server.start());
        } catch (InterruptedException | RuntimeException e) {
            server.close();
            persistence.close();
            throw e;
        }
    }

    int port() {
        return port;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        server.close();
        persistence.close();
    }
}
