package io.lamancha.server.testing;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.protocol.ClientLine;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.server.command.Commands;
import io.lamancha.server.command.Dispatcher;
import io.lamancha.server.table.Journal;
import io.lamancha.server.world.Services;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The server's core without sockets: one deterministic strand, fake outbounds, and clients that
 * type lines. For command-handler tests.
 */
public final class TestServer {

    private final ManualStrand strand = new ManualStrand();
    private final World world;
    private final Dispatcher dispatcher;
    private final AtomicLong ids = new AtomicLong();

    public TestServer(List<GameDefinition> games) {
        this(games, Duration.ZERO, Journal.NONE);
    }

    public TestServer(List<GameDefinition> games, Duration grace, Journal journal) {
        AtomicLong seeds = new AtomicLong(1);
        Services services = new Services(new LineEncoder(), Runnable::run, Duration.ZERO, grace,
                seeds::getAndIncrement, Clock.fixed(Instant.parse("2026-11-29T12:00:00Z"), ZoneOffset.UTC), journal);
        world = new World(new GameRegistry(games), services, () -> strand, 2);
        dispatcher = new Dispatcher(Commands.registry(), world);
    }

    public World world() {
        return world;
    }

    public ManualStrand strand() {
        return strand;
    }

    /** Connects; the client is greeted as over TCP. */
    public Client connect() {
        FakeOutbound out = new FakeOutbound(strand);
        Session session = new Session(ids.incrementAndGet(), out, world.encoder());
        List<String> ids = new java.util.ArrayList<>();
        for (GameDefinition g : world.games().all()) {
            ids.add(g.id());
        }
        session.send(new io.lamancha.protocol.event.Welcome("La Mancha", io.lamancha.server.Version.current(),
                io.lamancha.protocol.Protocol.VERSION, ids));
        return new Client(session, out);
    }

    /** Connects and logs in, discarding the greeting lines. */
    public Client login(String name) {
        Client c = connect();
        c.take();
        c.type("/login " + name);
        c.out.take();
        return c;
    }

    /** A connected client: types lines, reads what it was sent. */
    public final class Client {
        private final Session session;
        private final FakeOutbound out;

        Client(Session session, FakeOutbound out) {
            this.session = session;
            this.out = out;
        }

        public Session session() {
            return session;
        }

        /** Types one line and lets the server settle. */
        public Client type(String line) {
            session.enqueue(ClientLine.parse(line), dispatcher::handle);
            strand.runAll();
            return this;
        }

        public void disconnect() {
            session.enqueue(Dispatcher.Signal.DISCONNECTED, dispatcher::handle);
            strand.runAll();
        }

        /** Lines received since the last call. */
        public List<String> take() {
            return out.take();
        }

        public List<String> lines() {
            return out.lines();
        }

        public boolean closed() {
            return out.closed();
        }
    }
}
