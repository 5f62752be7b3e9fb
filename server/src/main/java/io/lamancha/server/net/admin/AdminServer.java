package io.lamancha.server.net.admin;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.timeout.ReadTimeoutHandler;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;

/**
 * The operator's HTTP listener for metrics and probes, on an event loop of its own so that a busy
 * server still answers and a slow scrape never delays a player. Requests are small and bounded.
 */
public final class AdminServer implements AutoCloseable {

    /** The largest request taken: a probe's or a scraper's request line and headers. */
    static final int MAX_REQUEST_BYTES = 8192;

    private final Channel listener;
    private final EventLoopGroup loopGroup;

    /**
     * Binds {@code bind:port} (0 = any free port) and answers from {@code endpoints}.
     *
     * @throws Exception what the bind threw (an address in use, say)
     */
    public static AdminServer start(String bind, int port, AdminEndpoints endpoints) throws Exception {
        EventLoopGroup loop = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        try {
            Channel listener = new ServerBootstrap().group(loop).channel(NioServerSocketChannel.class)
                    .childHandler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            ch.pipeline().addLast(new ReadTimeoutHandler(10, TimeUnit.SECONDS))
                                    .addLast(new HttpServerCodec(4096, MAX_REQUEST_BYTES, 8192))
                                    .addLast(new HttpObjectAggregator(MAX_REQUEST_BYTES))
                                    .addLast(new AdminHandler(endpoints));
                        }
                    }).bind(bind, port).sync().channel();
            return new AdminServer(listener, loop);
        } catch (Exception e) {
            loop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            throw e;
        }
    }

    private AdminServer(Channel listener, EventLoopGroup loop) {
        this.listener = listener;
        this.loopGroup = loop;
    }

    public int port() {
        return ((InetSocketAddress) listener.localAddress()).getPort();
    }

    @Override
    public void close() {
        listener.close().syncUninterruptibly();
        loopGroup.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
