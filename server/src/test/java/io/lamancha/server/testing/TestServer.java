package io.lamancha.server.testing;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.Protocol;
import io.lamancha.protocol.event.Welcome;
import io.lamancha.server.StoredSoloRecords;
import io.lamancha.server.Version;
import io.lamancha.server.account.LoginThrottle;
import io.lamancha.server.command.Backups;
import io.lamancha.server.command.Commands;
import io.lamancha.server.command.Context;
import io.lamancha.server.metrics.ServerMetrics;
import io.lamancha.server.command.Dispatcher;
import io.lamancha.server.command.Frontdoor;
import io.lamancha.server.command.OfflineNotes;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.store.Storage;
import io.lamancha.server.table.Table;
import io.lamancha.server.table.TableServices;
import io.lamancha.server.table.TurnServices;
import io.lamancha.server.tourney.Tourneys;
import io.lamancha.server.world.Allowances;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.Quotas;
import io.lamancha.server.world.CopyingFeed;
import io.lamancha.server.world.Peers;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.TokenKeeper;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The server's core without sockets: one deterministic strand, fake outbounds, and clients that
 * type lines. For command-handler tests.
 */
public final class TestServer {

    private final ManualStrand strand = new ManualStrand();
    private final World world;
    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-29T12:00:00Z"));
    private final Frontdoor frontdoor;
    private final List<String> letters = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Bot choices handed to the bots' threads (run at once here). */
    private final AtomicLong botHandoffs = new AtomicLong();

    /** The shortest move a turn-based table of these tests may set (people's tables: an hour). */
    public static final Duration SHORTEST_MOVE = Duration.ofSeconds(1);
    private final Tourneys tourneys;

    public TestServer(List<GameDefinition> games) {
        this(games, Duration.ZERO, Journal.NONE);
    }

    public TestServer(List<GameDefinition> games, Duration grace, Journal journal) {
        this(games, grace, journal, null);
    }

    /** With accounts and stored games ({@code storage} may be null). */
    public TestServer(List<GameDefinition> games, Duration grace, Journal journal, Storage storage) {
        this(games, grace, journal, storage, Peers.NONE);
    }

    /** A node of a cluster whose other nodes are {@code peers}. */
    public TestServer(List<GameDefinition> games, Peers peers) {
        this(games, Duration.ZERO, Journal.NONE, null, peers);
    }

    /** A node of a cluster whose tables record through {@code journal}. */
    public TestServer(List<GameDefinition> games, Peers peers, Journal journal) {
        this(games, Duration.ZERO, journal, null, peers);
    }

    /** The same, a dropped player's seat waiting {@code grace} before a bot takes it. */
    public TestServer(List<GameDefinition> games, Peers peers, Journal journal, Duration grace) {
        this(games, grace, journal, null, peers);
    }

    /** A node of a cluster whose nodes share {@code storage}, as they share one PostgreSQL. */
    public TestServer(List<GameDefinition> games, Peers peers, Storage storage) {
        this(games, Duration.ZERO, Journal.NONE, storage, peers);
    }

    private TestServer(List<GameDefinition> games, Duration grace, Journal journal, Storage storage, Peers peers) {
        this(games, grace, journal, storage, peers, TESTS);
    }

    /**
     * The quotas of tests: the defaults, but the registrations per address, as the tests register
     * many names from one address in one hour (the quota's own test gives the defaults).
     */
    public static final Quotas TESTS = Quotas.DEFAULT.withRegistrationsPerHour(1000);

    /** With accounts and stored games, under {@code quotas}. */
    public TestServer(List<GameDefinition> games, Journal journal, Storage storage, Quotas quotas) {
        this(games, Duration.ZERO, journal, storage, Peers.NONE, quotas);
    }

    private TestServer(List<GameDefinition> games, Duration grace, Journal journal, Storage storage, Peers peers,
            Quotas quotas) {
        this(games, grace, journal, storage, peers, quotas, Duration.ZERO);
    }

    /**
     * Bots pausing {@code botDelay} before each move (the other servers here have none), moves
     * recorded through {@code journal}.
     */
    public static TestServer withBotDelay(List<GameDefinition> games, Journal journal, Duration botDelay) {
        return new TestServer(games, Duration.ZERO, journal, null, Peers.NONE, TESTS, botDelay);
    }

    private TestServer(List<GameDefinition> games, Duration grace, Journal journal, Storage storage, Peers peers,
            Quotas quotas, Duration botDelay) {
        AtomicLong seeds = new AtomicLong(1);
        LineEncoder encoder = new LineEncoder();
        TurnServices turns = new TurnServices(clock, SHORTEST_MOVE, storage == null
                ? (to, from, text) -> letters.add(to + " <" + from + "> " + text) : new OfflineNotes(storage));
        TableServices tables = new TableServices(task -> {
            botHandoffs.incrementAndGet();
            task.run();
        }, botDelay, grace, seeds::getAndIncrement, journal,
                storage == null ? TableServices.SoloRecords.NONE : new StoredSoloRecords(storage), false, turns);
        world = new World(new GameRegistry(games), () -> strand, CopyingFeed.factory(encoder), CopyingFeed.factory(encoder),
                Channels.Limits.DEFAULT, Table.factory(tables),
                seeds::getAndIncrement, storage == null ? TokenKeeper.NONE : storage.tokenKeeper(), 2, peers);
        if (storage != null) {
            world.channels().restore(storage.keptChannels());
        }
        tourneys = new Tourneys(world, storage, clock, Duration.ofMinutes(1), seeds::getAndIncrement);
        world.onGameEnd(tourneys::gameEnded);
        Context context = new Context(world, storage, new LoginThrottle(clock), clock, ServerMetrics.NONE, Backups.NONE,
                new Allowances(quotas), tourneys);
        List<String> ids = new ArrayList<>();
        for (GameDefinition g : games) {
            ids.add(g.id());
        }
        frontdoor = new Frontdoor(new Dispatcher(Commands.registry(), context), encoder,
                new Welcome("La Mancha", Version.current(), Protocol.VERSION, ids));
    }

    /** Where connections come in: the server's {@code SessionInput}. */
    public Frontdoor frontdoor() {
        return frontdoor;
    }

    public World world() {
        return world;
    }

    /**
     * The notes left for players who were not online (a server without a store), each as
     * {@code to <from> text}.
     */
    public List<String> letters() {
        return letters;
    }

    /** Moves the clock and the strand's time on together (a turn-based game's move times run by both). */
    public void advance(Duration d) {
        clock.advance(d);
        strand.advance(d);
    }

    /** The server's tournaments. */
    public Tourneys tourneys() {
        return tourneys;
    }

    /** The server's clock: it stands still until a test moves it on. */
    public MutableClock clock() {
        return clock;
    }

    public ManualStrand strand() {
        return strand;
    }

    /** Connects; the client is greeted as over TCP. */
    public Client connect() {
        return connectFrom("127.0.0.1");
    }

    /** Connects from {@code address}. */
    public Client connectFrom(String address) {
        FakeOutbound out = new FakeOutbound(strand, address);
        return new Client(frontdoor.connected(out), out);
    }

    /** Connects and logs in, discarding the greeting lines. */
    public Client login(String name) {
        Client c = connect();
        c.take();
        c.type("/login " + name);
        c.out.take();
        return c;
    }

    /** Connects and logs in on a server with a store (the login is answered off the strand), greeting discarded. */
    public Client loginStored(String name) {
        Client c = connect();
        c.take();
        c.typeAndAwait("/login " + name, l -> l.startsWith("Say something"));
        return c;
    }

    /** How many bot choices were handed to the bots' threads rather than made on the table's strand. */
    public long botHandoffs() {
        return botHandoffs.get();
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

        /** Types one line that waits in the strand's queue, behind what is there: nothing runs yet. */
        public Client typeQueued(String line) {
            frontdoor.line(session, line);
            return this;
        }

        /** Types one line and lets the server settle. */
        public Client type(String line) {
            frontdoor.line(session, line);
            strand.runAll();
            return this;
        }

        /**
         * Types a line whose answer comes from other threads (store, password hashing) and runs the
         * strand until a line matching {@code done} arrives; returns every line received meanwhile.
         */
        public List<String> typeAndAwait(String line, java.util.function.Predicate<String> done) {
            type(line);
            return await(done);
        }

        /** Runs the strand until a line matching {@code done} arrives (10 s at most). */
        public List<String> await(java.util.function.Predicate<String> done) {
            List<String> got = new java.util.ArrayList<>();
            long end = System.nanoTime() + 10_000_000_000L;
            while (System.nanoTime() < end) {
                strand.runAll();
                List<String> now = out.take();
                got.addAll(now);
                if (now.stream().anyMatch(done)) {
                    return got;
                }
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            throw new AssertionError("no matching line; got " + got);
        }

        public void disconnect() {
            frontdoor.disconnected(session);
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
