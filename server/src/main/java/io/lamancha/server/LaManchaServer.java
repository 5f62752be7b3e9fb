package io.lamancha.server;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.Protocol;
import io.lamancha.protocol.event.Welcome;
import io.lamancha.server.command.Commands;
import io.lamancha.server.command.Dispatcher;
import io.lamancha.server.net.ConnectionLimiter;
import io.lamancha.server.net.OutputBatching;
import io.lamancha.server.net.ServerChannelInitializer;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.table.Journal;
import io.lamancha.server.world.EventLoopStrand;
import io.lamancha.server.world.Services;
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
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import java.net.InetSocketAddress;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * A running La Mancha server: the Netty transport, the world of rooms on the event loops, and the
 * bot executor. {@link #start()} binds; {@link #close()} stops everything.
 */
public final class LaManchaServer implements AutoCloseable {

    private static final Logger LOG = LogManager.getLogger(LaManchaServer.class);

    private final ServerConfig config;
    private final GameRegistry games;
    private final Persistence persistence;
    private final EventLoopGroup boss;
    private final EventLoopGroup workers;
    private final Class<? extends ServerChannel> channelType;
    private final ExecutorService bots;
    private World world;
    private Channel listener;

    /** @param persistence accounts and stored games, or {@code null} for a server that keeps nothing */
    public LaManchaServer(ServerConfig config, GameRegistry games, Persistence persistence) {
        this.config = config;
        this.games = games;
        this.persistence = persistence;
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

    /** Binds and starts accepting; returns the bound port. */
    public int start() throws InterruptedException {
        SecureRandom random = new SecureRandom();
        Journal journal = persistence == null ? Journal.NONE : persistence.journal();
        Services services = new Services(new LineEncoder(), bots, config.botDelay(), config.grace(),
                random::nextLong, Clock.systemUTC(), journal, persistence == null ? null : persistence.storage());
        world = new World(games, services, () -> new EventLoopStrand(workers.next()), config.roomsPerGame());
        if (persistence != null) {
            new GameRestorer(world, persistence).restoreAll();
        }
        Dispatcher dispatcher = new Dispatcher(Commands.registry(), world);
        Welcome welcome = new Welcome(config.name(), Version.current(), Protocol.VERSION, gameIds());
        AtomicLong ids = new AtomicLong();
        ConnectionLimiter limiter = new ConnectionLimiter(config.limits().maxConnectionsPerAddress());
        ServerBootstrap b = new ServerBootstrap()
                .group(boss, workers)
                .channel(channelType)
                .option(ChannelOption.SO_BACKLOG, 4096)
                .option(ChannelOption.SO_REUSEADDR, true)
                .childHandler(new ServerChannelInitializer(config.limits(), new OutputBatching(config.outputLinger()), limiter,
                        () -> new SessionHandler(dispatcher, services.encoder(), welcome, ids, config.limits().maxLineBytes())));
        listener = b.bind(config.bind(), config.port()).sync().channel();
        int port = ((InetSocketAddress) listener.localAddress()).getPort();
        LOG.info("{} {} listening on {}:{} ({} transport)", config.name(), Version.current(), config.bind(), port,
                Epoll.isAvailable() ? "epoll" : "nio");
        return port;
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

    @Override
    public void close() {
        if (listener != null) {
            listener.close().syncUninterruptibly();
        }
        boss.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        workers.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        bots.shutdownNow();
    }
}
