package io.lamancha.server.net;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.AttributeKey;
import io.netty.util.ReferenceCountUtil;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Limits open connections per remote IP address. One shared instance per server, first in every
 * pipeline. A connection over the limit gets one line,
 * {@code error TOO_MANY_CONNECTIONS: ...}, and is closed; the handlers after this one never see it
 * (no channelActive, no reads, no channelInactive). Counts drop when connections close. A limit
 * of 0 means unlimited; connections without an IP address (in-memory, embedded) are not counted.
 */
@ChannelHandler.Sharable
public final class ConnectionLimiter extends ChannelInboundHandlerAdapter {

    private static final AttributeKey<Boolean> REJECTED =
            AttributeKey.valueOf(ConnectionLimiter.class, "rejected");
    private static final AttributeKey<Boolean> COUNTED =
            AttributeKey.valueOf(ConnectionLimiter.class, "counted");
    private static final AttributeKey<Boolean> HTTP =
            AttributeKey.valueOf(ConnectionLimiter.class, "http");

    private volatile int limit;
    private final ConcurrentMap<InetAddress, Integer> open = new ConcurrentHashMap<>();

    /** A limiter allowing {@code maxConnectionsPerAddress} connections per address (0 = unlimited). */
    public ConnectionLimiter(int maxConnectionsPerAddress) {
        if (maxConnectionsPerAddress < 0) {
            throw new IllegalArgumentException("limit must be >= 0: " + maxConnectionsPerAddress);
        }
        this.limit = maxConnectionsPerAddress;
    }

    /**
     * Allows {@code maxConnectionsPerAddress} from now on (a reload): connections already open stay,
     * new ones are counted against the new limit.
     */
    public void limit(int maxConnectionsPerAddress) {
        if (maxConnectionsPerAddress < 0) {
            throw new IllegalArgumentException("limit must be >= 0: " + maxConnectionsPerAddress);
        }
        this.limit = maxConnectionsPerAddress;
    }

    /** The line sent to a connection that is turned away, without its line end. */
    public String rejectionLine() {
        int limit = this.limit;
        return "error TOO_MANY_CONNECTIONS: Too many connections from your address (limit " + limit
                + "); close one and try again.";
    }

    /** Connections currently counted for {@code address}. */
    public int openConnections(InetAddress address) {
        return open.getOrDefault(address, 0);
    }

    /**
     * Marks {@code channel} as speaking HTTP until it upgrades: turned away, it gets a
     * {@code 503} with the same sentence rather than a bare line.
     */
    public static void speaksHttp(io.netty.channel.Channel channel) {
        channel.attr(HTTP).set(Boolean.TRUE);
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        InetAddress address = addressOf(PeerAddress.of(ctx.channel()));
        if (address == null || Boolean.TRUE.equals(ctx.channel().attr(COUNTED).get())) {
            // a WebSocket counted before its upgrade is told of its start again after it: once is enough
            ctx.fireChannelActive();
            return;
        }
        ctx.channel().attr(COUNTED).set(Boolean.TRUE);
        // Counted under no limit too, so that a reload that sets one counts what is open already.
        int count = open.merge(address, 1, Integer::sum);
        ctx.channel().closeFuture().addListener(f -> open.computeIfPresent(address, (a, n) -> n > 1 ? n - 1 : null));
        int limit = this.limit;
        if (limit == 0 || count <= limit) {
            ctx.fireChannelActive();
            return;
        }
        ctx.channel().attr(REJECTED).set(Boolean.TRUE);
        // Not firing channelActive and stopping reads keeps the rejected peer away from the session.
        ctx.channel().config().setAutoRead(false);
        byte[] line = (rejectionLine() + "\n").getBytes(StandardCharsets.UTF_8);
        if (Boolean.TRUE.equals(ctx.channel().attr(HTTP).get())) {
            String head = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
                    + "Content-Length: " + line.length + "\r\nConnection: close\r\n\r\n";
            ctx.write(Unpooled.wrappedBuffer(head.getBytes(StandardCharsets.US_ASCII)));
        }
        ctx.writeAndFlush(Unpooled.wrappedBuffer(line)).addListener(ChannelFutureListener.CLOSE);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (rejected(ctx)) {
            ReferenceCountUtil.release(msg);
        } else {
            ctx.fireChannelRead(msg);
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        if (!rejected(ctx)) {
            ctx.fireChannelInactive();
        }
    }

    private static boolean rejected(ChannelHandlerContext ctx) {
        // hasAttr: asking attr() would give every connection an attribute it never needs
        return ctx.channel().hasAttr(REJECTED);
    }

    private static InetAddress addressOf(SocketAddress remote) {
        return remote instanceof InetSocketAddress ? ((InetSocketAddress) remote).getAddress() : null;
    }
}
