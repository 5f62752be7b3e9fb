package io.lamancha.server;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.Protocol;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Welcome;
import io.lamancha.server.account.LoginThrottle;
import io.lamancha.server.cluster.ClusterConfig;
import io.lamancha.server.cluster.ClusterPeers;
import io.lamancha.server.command.Commands;
import io.lamancha.server.command.Backups;
import io.lamancha.server.command.Context;
import io.lamancha.server.command.Dispatcher;
import io.lamancha.server.command.Frontdoor;
import io.lamancha.server.command.OfflineNotes;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.journal.LeasedJournal;
import io.lamancha.server.net.ConnectionLimiter;
import io.lamancha.server.net.EventLoopStrand;
import io.lamancha.server.net.OutputBatching;
import io.lamancha.server.net.RoomOutput;
import io.lamancha.server.net.ServerChannelInitializer;
import io.lamancha.server.net.SessionHandler;
import io.lamancha.server.net.TransportEvent;
import io.lamancha.server.net.web.WebChannelInitializer;
import io.lamancha.server.net.admin.AdminServer;
import io.lamancha.server.net.tls.TlsIdentity;
import io.lamancha.server.metrics.ConnectionCensus;
import io.lamancha.server.ops.CountingJournal;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.ops.Readiness;
import io.lamancha.server.ops.WorldGauges;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.SingleThreadEventExecutor;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.Storage;
import io.lamancha.server.table.Table;
import io.lamancha.server.table.TableServices;
import io.lamancha.server.table.TurnServices;
import io.lamancha.server.tourney.Tourneys;

import io.lamancha.server.world.Allowances;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.TokenKeeper;
import io.lamancha.server.world.Peers;
import io.lamancha.server.world.World;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoHandlerFactory;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.ServerChannel;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.ChannelGroupFuture;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.net.InetSocketAddress;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import io.lamancha.server.recovery.GameRestorer;
import io.lamancha.server.recovery.NodeTakeover;
import io.lamancha.server.recovery.ParkedGames;
import io.lamancha.server.recovery.OnlineBackups;
import io.lamancha.server.ops.StartFailure;

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
    private final EventLoopGroup boss;
    private final EventLoopGroup workers;
    private final Class<? extends ServerChannel> channelType;
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
    private Channel tlsListener;
    private volatile TlsIdentity tlsIdentity;
    /** The TLS context new connections get; a reload may put a renewed certificate here. */
    private volatile io.netty.handler.ssl.SslContext tlsContext;
    /** The limits new TCP and TLS connections get; a reload may change them. */
    private volatile io.lamancha.server.net.Limits limits;
    private ConnectionLimiter limiter;
    private final OperatorMetrics metrics;
    private final ConnectionCensus census = new ConnectionCensus();
    private AdminView adminView;
    /** What holds this node back from getting players (the probe's answer). */
    private final Readiness readiness = new Readiness();
    private AdminServer admin;

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
        IoHandlerFactory io = Epoll.isAvailable() ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
        this.channelType = Epoll.isAvailable() ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
        this.boss = new MultiThreadIoEventLoopGroup(1, io);
        this.workers = new MultiThreadIoEventLoopGroup(config.eventLoops(), io);
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
        SecureRandom random = new SecureRandom();
        LineEncoder encoder = new LineEncoder();
        peers = joinCluster();
        Journal counted = new CountingJournal(persistence == null ? Journal.NONE : persistence.journal(), metrics);
        leased = peers == null ? null : new LeasedJournal(counted, peers::owns, peers::whenInTouch);
        Journal journal = leased == null ? counted : leased;
        Clock clock = Clock.systemUTC();
        TurnServices turns = new TurnServices(clock, config.shortestMove(),
                persistence == null ? TurnServices.Letters.NONE : new OfflineNotes(persistence.storage()));
        TableServices tables = new TableServices(bots, config.botDelay(), config.grace(), random::nextLong, journal,
                persistence == null ? TableServices.SoloRecords.NONE : new StoredSoloRecords(persistence.storage()),
                config.rateSameAddress(), turns);
        TokenKeeper tokens = persistence == null ? TokenKeeper.NONE : persistence.storage().tokenKeeper();
        world = new World(games, () -> new EventLoopStrand(workers.next()), RoomOutput.factory(encoder),
                RoomOutput.factory(encoder), config.limits().floodControlled() ? Channels.Limits.DEFAULT : Channels.Limits.UNLIMITED,
                Table.factory(tables), random::nextLong, tokens, config.roomsPerGame(),
                peers == null ? Peers.NONE : peers);
        GameRestorer restorer = persistence == null ? null : leased == null ? new GameRestorer(world, persistence)
                : new GameRestorer(world, persistence, leased::guarded);
        // the tournaments hear of every game's end, also of the games restored now
        Tourneys tourneys = new Tourneys(world, persistence == null ? null : persistence.storage(), clock,
                config.tourneyMinute(), random::nextLong);
        world.onGameEnd(tourneys::gameEnded);
        tourneys.load();
        if (persistence != null) {
            parked = new ParkedGames(world, persistence.storage().games().turns(), restorer, clock,
                    ParkedGames.searchEvery(config.shortestMove()));
            world.parking(parked);
            restorer.restoreAll();
            parked.start();
            world.channels().restore(persistence.storage().keptChannels());
            Safety.start(world, persistence.storage(), config.quotas());
        }
        tourneys.resume();
        Context context = new Context(world, persistence == null ? null : persistence.storage(), new LoginThrottle(clock),
                clock, metrics, persistence == null ? Backups.NONE
                        : new OnlineBackups(persistence, config.dataDir(), games, clock),
                new Allowances(config.quotas()), tourneys);
        Dispatcher dispatcher = new Dispatcher(Commands.registry(), context);
        Welcome welcome = new Welcome(config.name(), Version.current(), Protocol.VERSION, gameIds());
        Frontdoor frontdoor = new Frontdoor(dispatcher, encoder, welcome);
        limiter = new ConnectionLimiter(config.limits().maxConnectionsPerAddress());
        OutputBatching batching = new OutputBatching(config.outputLinger(), metrics);
        ServerChannelInitializer pipeline = new ServerChannelInitializer(() -> limits, batching, limiter,
                () -> new SessionHandler(frontdoor, encoder, limits.maxLineBytes(), connections,
                        WireFormat.TEXT, census, metrics))
                .withMetrics(metrics);
        if (ops.proxyProtocol()) {
            pipeline = pipeline.withProxyProtocol();
        }
        ServerBootstrap b = new ServerBootstrap()
                .group(boss, workers)
                .channel(channelType)
                .option(ChannelOption.SO_BACKLOG, 4096)
                .option(ChannelOption.SO_REUSEADDR, true)
                .childHandler(pipeline);
        listener = bind(b, config.port(), "--port");
        int port = ((InetSocketAddress) listener.localAddress()).getPort();
        LOG.info("{} {} listening on {}:{} ({} transport{})", config.name(), Version.current(), config.bind(), port,
                Epoll.isAvailable() ? "epoll" : "nio", ops.proxyProtocol() ? ", PROXY protocol headers required" : "");
        if (ops.tls()) {
            tlsContext = tlsContext();
            startTls(b.clone().childHandler(pipeline.withTls(() -> tlsContext)));
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
        registerGauges();
        if (ops.metrics()) {
            startAdmin();
        }
        return port;
    }

    /** This node's view of the cluster's other nodes, or {@code null} for a server of its own. */
    private ClusterPeers joinCluster() {
        ClusterConfig cluster = config.cluster();
        if (cluster == null) {
            return null;
        }
        try {
            ClusterPeers joined = ClusterPeers.connect(cluster);
            LOG.info("node {} of the cluster on {}", cluster.node(), cluster.redis());
            return joined;
        } catch (RuntimeException e) {
            throw new StartFailure("cannot reach the cluster's Redis at " + cluster.redis() + " (" + e.getMessage()
                    + "); start redis-server there, or check --cluster.", e);
        }
    }

    private void registerGauges() {
        WorldGauges.register(metrics, world, census, transports());
        metrics.gauge("lamancha.event.loop.pending.tasks", "Tasks waiting in the event loops", this::pendingTasks);
        if (peers != null) {
            io.lamancha.server.ops.ClusterGauges.register(metrics, peers);
        }
    }

    /** The transports this server listens on, as the metrics name them. */
    private List<String> transports() {
        List<String> out = new ArrayList<>(List.of("tcp"));
        if (ops.tls()) {
            out.add("tls");
        }
        if (config.web().enabled()) {
            out.add("ws");
        }
        return out;
    }

    private long pendingTasks() {
        long pending = 0;
        for (EventExecutor loop : workers) {
            if (loop instanceof SingleThreadEventExecutor single) {
                pending += single.pendingTasks();
            }
        }
        return pending;
    }

    private void startAdmin() throws InterruptedException {
        adminView = new AdminView(metrics, workers, world, persistence, config.dataDir(), readiness);
        try {
            admin = AdminServer.start(ops.metricsBind(), ops.metricsPort(), adminView);
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            throw new StartFailure(cannotListen(e, ops.metricsPort(), "--metrics-port").replace("--bind",
                    "--metrics-bind").replace(config.bind(), ops.metricsBind()), e);
        }
        LOG.info("metrics on http://{}:{}/metrics (and /healthz, /readyz)", ops.metricsBind(), admin.port());
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

    private io.netty.handler.ssl.SslContext tlsContext() {
        try {
            tlsIdentity = ops.tlsIdentity(config.dataDir(), config.bind());
            return tlsIdentity.serverContext();
        } catch (RuntimeException e) {
            throw new StartFailure("TLS cannot start: " + e.getMessage()
                    + "; give a PEM certificate and key with --tls-cert and --tls-key.", e);
        }
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
        if (tlsListener == null) {
            throw new IllegalArgumentException("this server has no TLS port");
        }
        TlsIdentity identity = next.tlsIdentity(config.dataDir(), config.bind());
        tlsContext = identity.serverContext();
        tlsIdentity = identity;
        return identity.fingerprint();
    }

    private void startTls(ServerBootstrap tls) throws InterruptedException {
        tlsListener = bind(tls, ops.tlsPort(), "--tls-port");
        LOG.info("TLS listening on {}:{}, certificate SHA-256 fingerprint {} (its key's {}), valid until {}",
                config.bind(), tlsPort(), tlsIdentity.fingerprint(), tlsIdentity.keyFingerprint(),
                tlsIdentity.chain().get(0).getNotAfter().toInstant());
    }

    private Channel bind(ServerBootstrap b, int port, String option) throws InterruptedException {
        try {
            return b.bind(config.bind(), port).sync().channel();
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            // sync() rethrows the bind's IOException undeclared
            throw new StartFailure(cannotListen(e, port, option), e);
        }
    }

    /** The bound TLS port, or {@link OpsConfig#OFF} without TLS. */
    public int tlsPort() {
        return tlsListener == null ? OpsConfig.OFF : ((InetSocketAddress) tlsListener.localAddress()).getPort();
    }

    /** The SHA-256 fingerprint of the TLS certificate; {@code null} without TLS. */
    public String tlsFingerprint() {
        return tlsIdentity == null ? null : tlsIdentity.fingerprint();
    }

    /** Binds the browser listener: the page over HTTP and the protocol over WebSocket. */
    private Channel listenForBrowsers(WebChannelInitializer initializer) throws InterruptedException {
        ServerBootstrap b = new ServerBootstrap()
                .group(boss, workers)
                .channel(channelType)
                .option(ChannelOption.SO_BACKLOG, 1024)
                .option(ChannelOption.SO_REUSEADDR, true)
                .childHandler(initializer);
        Channel bound = bind(b, config.web().port(), "--http-port");
        LOG.info("the page and WebSocket on http://{}:{}/", config.bind(), webPort(bound));
        return bound;
    }

    /** The bound port of the browser listener, or -1 when there is none. */
    public int webPort() {
        return webListener == null ? -1 : webPort(webListener);
    }

    private static int webPort(Channel bound) {
        return ((InetSocketAddress) bound.localAddress()).getPort();
    }

    /** Why a listening socket could not be bound, as the sentence the operator reads. */
    private String cannotListen(Exception e, int port, String option) {
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (why.contains("Address already in use")) {
            return "Port " + port + " is in use; pick another with " + option + ".";
        }
        if (why.contains("Cannot assign requested address")) {
            return "This machine has no address " + config.bind() + " to listen on; pick another with --bind.";
        }
        if (why.contains("Permission denied")) {
            return "Port " + port + " needs privileges this user does not have; pick one above 1023"
                    + " with " + option + ".";
        }
        return "Cannot listen on " + config.bind() + ":" + port + " (" + why
                + "); pick another " + option + " or --bind.";
    }

    private List<String> gameIds() {
        List<String> ids = new ArrayList<>();
        for (GameDefinition g : games.all()) {
            ids.add(g.id());
        }
        return ids;
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
        drain();
        if (listener != null) {
            listener.close().syncUninterruptibly();
        }
        if (webListener != null) {
            webListener.close().syncUninterruptibly();
        }
        if (tlsListener != null) {
            tlsListener.close().syncUninterruptibly();
        }
        if (world != null) {
            world.beginStop();
        }
        if (parked != null) {
            parked.close(); // nothing is brought back while everyone is told goodbye
        }
        sayGoodbyeToAll();
        boss.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        workers.shutdownGracefully(QUIET_MILLIS, 2000, TimeUnit.MILLISECONDS).syncUninterruptibly();
        bots.shutdownNow();
        takeovers.shutdownNow();
        if (peers != null) {
            peers.close(); // after the sessions have gone, so that the others heard they did
        }
        // Last: probes see the stop (readyz 503) until the process is gone.
        if (admin != null) {
            admin.close();
            adminView.close();
        }
    }

    /**
     * A cluster's node with a store hands its rooms to the other nodes before it stops: the load
     * balancer's probe says draining, no more moves are taken here, those on their way are
     * stored, the leases are released and the others told, and it waits (bounded) until they
     * hold the rooms of its running games. A room nobody takes is taken over later, as a dead
     * node's.
     */
    private void drain() {
        if (peers == null || persistence == null || leased == null) {
            return;
        }
        long start = System.nanoTime();
        readiness.draining(true);
        peers.holdMoves();
        try {
            if (!leased.awaitWritten(DRAIN_WRITES_WITHIN)) {
                LOG.warn("draining: moves still on their way to the store after {} ms are not acknowledged",
                        DRAIN_WRITES_WITHIN.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<String> rooms = new ArrayList<>();
        try {
            for (io.lamancha.server.store.StoredGame g : persistence.storage().games().runningOn(peers.node())) {
                if (!rooms.contains(g.room())) {
                    rooms.add(g.room());
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("draining: the running games could not be read ({}); the leases go anyway", e.toString());
        }
        int taken = peers.drain(rooms, DRAIN_WITHIN);
        drained = true;
        LOG.info("drained: {} of {} room(s) taken over by other nodes in {} ms", taken, rooms.size(),
                (System.nanoTime() - start) / 1_000_000);
    }

    private void sayGoodbyeToAll() {
        String reason = drained ? Bye.STOPPING_REASON + "; log in again, your seat waits"
                : persistence == null ? Bye.STOPPING_REASON
                : Bye.STOPPING_REASON + "; running games are saved and go on after the restart";
        TransportEvent.ServerStopping stopping = new TransportEvent.ServerStopping(reason);
        ChannelGroupFuture allClosed = connections.newCloseFuture();
        int told = 0;
        for (Channel connection : connections) {
            connection.pipeline().fireUserEventTriggered(stopping);
            told++;
        }
        LOG.info("stopping: {} connections told goodbye", told);
        if (!allClosed.awaitUninterruptibly(GOODBYE_WAIT.toMillis())) {
            LOG.info("stopping: {} connections did not take their goodbye within {} ms and are cut off",
                    connections.size(), GOODBYE_WAIT.toMillis());
        }
    }
}
