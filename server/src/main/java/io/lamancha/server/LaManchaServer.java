package io.lamancha.server;

import io.lamancha.engine.GameRegistry;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import io.lamancha.server.cluster.ClusterPeers;
import io.lamancha.server.command.Frontdoor;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.journal.LeasedJournal;
import io.lamancha.server.metrics.ConnectionCensus;
import io.lamancha.server.net.ConnectionLimiter;
import io.lamancha.server.net.OutputBatching;
import io.lamancha.server.net.RoomOutput;
import io.lamancha.server.net.ServerChannelInitializer;
import io.lamancha.server.net.SessionHandler;
import io.lamancha.server.net.web.WebChannelInitializer;
import io.lamancha.server.ops.CountingJournal;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.ops.Readiness;
import io.lamancha.server.ops.StartFailure;
import io.lamancha.server.recovery.GameRestorer;
import io.lamancha.server.recovery.NodeTakeover;
import io.lamancha.server.recovery.ParkedGames;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.world.World;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * A running La Mancha server: the Netty transport, the world of rooms on the event loops, and the
 * bot executor. {@link #start()} binds; {@link #close()} stops everything.
 */
public final class LaManchaServer implements AutoCloseable {

    private static final Logger LOG = LogManager.getLogger(LaManchaServer.class);

    private final ServerConfig config;
    private final OpsConfig ops;
    private final GameRegistry games;
    private final Persistence persistence;
    private final Loops loops;
    private final EventLoopGroup workers;
    private final ExecutorService bots;
    /** Where a dead node's rooms are waited for and taken over (a cluster's node only). */
    private final ExecutorService takeovers = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lamancha-takeover");
        t.setDaemon(true);
        return t;
    });
    private World world;
    private ClusterPeers peers;
    /** The journal of a cluster's node: moves recorded only while it holds the room. */
    private LeasedJournal leased;
    /** Whether this node handed its rooms to the other nodes as it stopped (a drain). */
    private volatile boolean drained;
    /** Turn-based games parked in the store (with a store only). */
    private ParkedGames parked;
    private Channel listener;
    private Channel webListener;
    private final TlsPort tls;
    private final Listening listening;
    /** The limits new TCP and TLS connections get; a reload may change them. */
    private volatile io.lamancha.server.net.Limits limits;
    private ConnectionLimiter limiter;
    private final OperatorMetrics metrics;
    private final ConnectionCensus census = new ConnectionCensus();
    /** What holds this node back from getting players (the probe's answer). */
    private final Readiness readiness = new Readiness();
    private AdminPort admin;

    /** How long a drain waits for the moves on their way to the store. */
    static final Duration DRAIN_WRITES_WITHIN = Duration.ofSeconds(2);
    /** How long a drain waits for other nodes to take its rooms before the node stops anyway. */
    static final Duration DRAIN_WITHIN = Duration.ofSeconds(5);
    /** How long a stop waits for connections to take their goodbye before the event loops cut them off. */
    static final Duration GOODBYE_WAIT = Duration.ofSeconds(2);
    /** The event loops stop after no task came for this long: the last hops of sessions leaving rooms. */
    static final long QUIET_MILLIS = 50;

    private final AtomicBoolean closed = new AtomicBoolean();
    private final ChannelGroup connections = new DefaultChannelGroup("connections", GlobalEventExecutor.INSTANCE);

    /** @param persistence accounts and stored games, or {@code null} for a server that keeps nothing */
    public LaManchaServer(ServerConfig config, GameRegistry games, Persistence persistence) {
        this(config, OpsConfig.NONE, games, persistence);
    }

    /** A server with the operator's extra listeners too (TLS, metrics). */
    public LaManchaServer(ServerConfig config, OpsConfig ops, GameRegistry games, Persistence persistence) {
        this(config, ops, games, persistence, new OperatorMetrics());
    }

    /** @param metrics where everything is counted: the store's reports too, when it was opened with them */
    public LaManchaServer(ServerConfig config, OpsConfig ops, GameRegistry games, Persistence persistence,
            OperatorMetrics metrics) {
        this.config = config;
        this.ops = ops;
        this.metrics = metrics;
        this.games = games;
        this.persistence = persistence;
        this.limits = config.limits();
        this.listening = new Listening(config.bind());
        this.tls = new TlsPort(config.dataDir(), config.bind());
        this.loops = new Loops(config.eventLoops());
        this.workers = loops.workers;
        this.bots = Executors.newFixedThreadPool(Math.max(1, Runtime.getRuntime().availableProcessors() / 2), r -> {
            Thread t = new Thread(r, "lamancha-bots");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Restores the stored games, binds and starts accepting; returns the bound port.
     *
     * @throws StartFailure when the port cannot be bound
     */
    public int start() throws InterruptedException {
        LineEncoder encoder = new LineEncoder();
        peers = WorldAssembly.joinCluster(config.cluster());
        Journal counted = new CountingJournal(persistence == null ? Journal.NONE : persistence.journal(), metrics);
        leased = peers == null ? null : new LeasedJournal(counted, peers::owns, peers::whenInTouch);
        Journal journal = leased == null ? counted : leased;
        WorldAssembly.Built built = WorldAssembly.assemble(config, games, persistence, metrics, bots, workers,
                peers, journal, leased, encoder);
        world = built.world();
        parked = built.parked();
        GameRestorer restorer = built.restorer();
        Frontdoor frontdoor = built.frontdoor();
        limiter = new ConnectionLimiter(config.limits().maxConnectionsPerAddress());
        OutputBatching batching = new OutputBatching(config.outputLinger(), metrics);
        ServerChannelInitializer pipeline = new ServerChannelInitializer(() -> limits, batching, limiter,
                () -> new SessionHandler(frontdoor, encoder, limits.maxLineBytes(), connections,
                        WireFormat.TEXT, census, metrics))
                .withMetrics(metrics);
        if (ops.proxyProtocol()) {
            pipeline = pipeline.withProxyProtocol();
        }
        ServerBootstrap b = loops.bootstrap(4096, pipeline);
        listener = listening.bind(b, config.port(), "--port");
        int port = Listening.port(listener);
        LOG.info("{} {} listening on {}:{} ({} transport{})", config.name(), Version.current(), config.bind(), port,
                Loops.transport(), ops.proxyProtocol() ? ", PROXY protocol headers required" : "");
        if (ops.tls()) {
            tls.start(ops, b, pipeline, listening);
        }
        if (config.web().enabled()) {
            webListener = listenForBrowsers(new WebChannelInitializer(config.limits(), config.web(), batching,
                    limiter, format -> new SessionHandler(frontdoor, encoder, config.limits().maxLineBytes(),
                            connections, format, census, metrics)));
        }
        if (peers != null) {
            if (restorer != null) {
                NodeTakeover takeover = new NodeTakeover(world, persistence, restorer, takeovers,
                        peers::alive, peers::silent, metrics);
                peers.whenNodeDead(takeover::nodeDied);
                peers.whenNodeDrained(takeover::nodeDrained);
            }
            if (persistence != null) {
                peers.keepSeatsIn(persistence.heldSeats());
            }
            peers.start(world, frontdoor, RoomOutput.factory(encoder));
        }
        readiness.notReadyWhile(Readiness.STOPPING, world::goingDown);
        if (peers != null) {
            ClusterPeers cluster = peers;
            readiness.notReadyWhile(Readiness.REDIS, () -> !cluster.redisUp());
        }
        ServerGauges.register(metrics, world, census, workers, ServerGauges.transports(ops, config), peers);
        if (ops.metrics()) {
            admin = AdminPort.start(ops, config, listening, metrics, workers, world, persistence, readiness);
        }
        return port;
    }

    /** The bound admin HTTP port, or {@link OpsConfig#OFF} without one. */
    public int metricsPort() {
        return admin == null ? OpsConfig.OFF : admin.port();
    }

    /**
     * What holds this node back from getting players; {@code readiness().draining(true)} makes
     * {@code /readyz} answer 503 (a load balancer sends no new players) while the node runs on.
     */
    public Readiness readiness() {
        return readiness;
    }

    /** Everything this server counts. */
    public OperatorMetrics metrics() {
        return metrics;
    }

    /**
     * Gives new TCP and TLS connections {@code next} (a reload); those open keep theirs. The limit
     * of connections per address counts the open ones at once.
     */
    public void applyLimits(io.lamancha.server.net.Limits next) {
        limits = next;
        if (limiter != null) {
            limiter.limit(next.maxConnectionsPerAddress());
        }
    }

    /**
     * Reads the TLS certificate of {@code next} again (the operator's files, or the self-signed one,
     * renewed when it runs out soon) and serves it to new connections; open ones keep theirs.
     *
     * @return the fingerprint served from now on
     * @throws IllegalArgumentException with the sentence that says why the certificate was not
     *     taken; the one served so far stays
     */
    public String reloadTls(OpsConfig next) {
        return tls.reload(next);
    }

    /** The bound TLS port, or {@link OpsConfig#OFF} without TLS. */
    public int tlsPort() {
        return tls.port();
    }

    /** The SHA-256 fingerprint of the TLS certificate; {@code null} without TLS. */
    public String tlsFingerprint() {
        return tls.fingerprint();
    }

    /** Binds the browser listener: the page over HTTP and the protocol over WebSocket. */
    private Channel listenForBrowsers(WebChannelInitializer initializer) throws InterruptedException {
        Channel bound = listening.bind(loops.bootstrap(1024, initializer), config.web().port(),
                "--http-port");
        LOG.info("the page and WebSocket on http://{}:{}/", config.bind(), Listening.port(bound));
        return bound;
    }

    /** The bound port of the browser listener, or -1 when there is none. */
    public int webPort() {
        return webListener == null ? -1 : Listening.port(webListener);
    }

    public World world() {
        return world;
    }

    /**
     * Stops: takes no more connections, says {@code bye} to every connection and closes it once what
     * is queued for it has been written (a peer that does not read gets {@link #GOODBYE_WAIT}), then
     * stops the event loops once they have been quiet for {@link #QUIET_MILLIS}, so that the sessions'
     * leaving their rooms (a hop from loop to loop) still runs.
     */
    @Override
    public void close() {
        if (closed.getAndSet(true)) {
            return;
        }
        if (peers != null && persistence != null && leased != null) {
            NodeStop.drain(peers, persistence, leased, readiness);
            drained = true;
        }
        if (listener != null) {
            listener.close().syncUninterruptibly();
        }
        if (webListener != null) {
            webListener.close().syncUninterruptibly();
        }
        tls.close();
        if (world != null) {
            world.beginStop();
        }
        if (parked != null) {
            parked.close(); // nothing is brought back while everyone is told goodbye
        }
        NodeStop.sayGoodbyeToAll(connections, NodeStop.goodbyeReason(drained, persistence != null));
        loops.shutdown(QUIET_MILLIS);
        bots.shutdownNow();
        takeovers.shutdownNow();
        if (peers != null) {
            peers.close(); // after the sessions have gone, so that the others heard they did
        }
        // Last: probes see the stop (readyz 503) until the process is gone.
        if (admin != null) {
            admin.close();
        }
    }
}
