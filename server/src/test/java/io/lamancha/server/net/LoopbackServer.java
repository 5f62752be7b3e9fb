package io.lamancha.server.net;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/** A real server on 127.0.0.1, port 0, built with {@link ServerChannelInitializer}, for socket tests. */
final class LoopbackServer implements AutoCloseable {

    private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
    private final Channel server;

    LoopbackServer(Limits limits, OutputBatching batching, ConnectionLimiter limiter, Supplier<ChannelHandler> session,
            int sendBuffer) {
        ServerBootstrap bootstrap = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
                .childHandler(new ServerChannelInitializer(limits, batching, limiter, session));
        if (sendBuffer > 0) {
            bootstrap.childOption(ChannelOption.SO_SNDBUF, sendBuffer);
        }
        this.server = bootstrap.bind("127.0.0.1", 0).syncUninterruptibly().channel();
    }

    LoopbackServer(Limits limits, Supplier<ChannelHandler> session) {
        this(limits, OutputBatching.immediate(), new ConnectionLimiter(limits.maxConnectionsPerAddress()), session, 0);
    }

    LoopbackServer(OutputBatching batching, Supplier<ChannelHandler> session) {
        this(Limits.defaults(), batching, new ConnectionLimiter(0), session, 0);
    }

    Socket connect() throws java.io.IOException {
        Socket socket = new Socket();
        socket.setSoTimeout(10_000);
        socket.connect(new InetSocketAddress("127.0.0.1", ((InetSocketAddress) server.localAddress()).getPort()));
        return socket;
    }

    int port() {
        return ((InetSocketAddress) server.localAddress()).getPort();
    }

    @Override
    public void close() {
        server.close().syncUninterruptibly();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
