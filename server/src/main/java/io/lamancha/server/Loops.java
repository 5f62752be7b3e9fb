package io.lamancha.server;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.ChannelHandler;
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
import java.util.concurrent.TimeUnit;

/**
 * The server's event loops: one accepting, {@code eventLoops} for connections and rooms; epoll
 * where the system has it, NIO elsewhere.
 */
final class Loops {

    final EventLoopGroup boss;
    final EventLoopGroup workers;
    private final Class<? extends ServerChannel> channelType;

    Loops(int eventLoops) {
        IoHandlerFactory io = Epoll.isAvailable() ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
        this.channelType = Epoll.isAvailable() ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
        this.boss = new MultiThreadIoEventLoopGroup(1, io);
        this.workers = new MultiThreadIoEventLoopGroup(eventLoops, io);
    }

    /** A listener's bootstrap on these loops, with {@code backlog} connections waiting at most. */
    ServerBootstrap bootstrap(int backlog, ChannelHandler child) {
        return new ServerBootstrap()
                .group(boss, workers)
                .channel(channelType)
                .option(ChannelOption.SO_BACKLOG, backlog)
                .option(ChannelOption.SO_REUSEADDR, true)
                .childHandler(child);
    }

    /** The transport's name for the log: {@code epoll} or {@code nio}. */
    static String transport() {
        return Epoll.isAvailable() ? "epoll" : "nio";
    }

    /** Stops accepting at once, and the loops once no task came for {@code quietMillis}. */
    void shutdown(long quietMillis) {
        boss.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        workers.shutdownGracefully(quietMillis, 2000, TimeUnit.MILLISECONDS).syncUninterruptibly();
    }
}
