package io.lamancha.server.net.web;

import io.lamancha.server.net.PeerAddress;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.util.NetUtil;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * What every HTTP request passes before it is served or upgraded: the peer's address from a
 * trusted proxy's {@code X-Forwarded-For}, and the origin check of a WebSocket upgrade (a page
 * from elsewhere gets 403 and the connection is closed). Closes a connection idle between
 * requests. One instance per connection; removed once the connection is a WebSocket.
 */
final class HttpGate extends ChannelInboundHandlerAdapter {

    private static final Logger LOG = LogManager.getLogger(HttpGate.class);

    private final OriginPolicy origins;
    private final boolean trustProxy;

    HttpGate(OriginPolicy origins, boolean trustProxy) {
        this.origins = origins;
        this.trustProxy = trustProxy;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof FullHttpRequest request) {
            if (trustProxy) {
                takeForwardedAddress(ctx, request.headers().get("X-Forwarded-For"));
            }
            String host = request.headers().get(HttpHeaderNames.HOST);
            if (isUpgrade(request) && !origins.allows(request.headers().get(HttpHeaderNames.ORIGIN), host)) {
                boolean knownHost = host != null && origins.knownHost(host);
                LOG.info("WebSocket from {} refused: {} not allowed", PeerAddress.of(ctx.channel()),
                        knownHost ? "origin " + request.headers().get(HttpHeaderNames.ORIGIN) : "host " + host);
                request.release();
                HttpReplies.sendAndClose(ctx, HttpResponseStatus.FORBIDDEN, knownHost
                        ? "This page may not connect here (its origin is not allowed)."
                        : "This server is not reached by that name (the operator adds it with --web-host).");
                return;
            }
        }
        ctx.fireChannelRead(msg);
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) {
        if (evt instanceof IdleStateEvent) {
            ctx.close();
        } else {
            ctx.fireUserEventTriggered(evt);
        }
    }

    private static boolean isUpgrade(FullHttpRequest request) {
        return WebChannelInitializer.WEBSOCKET_PATH.equals(new QueryStringDecoder(request.uri()).path());
    }

    /** The proxy appends the address it saw: the last one is the only one it vouches for. */
    private static void takeForwardedAddress(ChannelHandlerContext ctx, String header) {
        if (header == null || header.isBlank()) {
            return;
        }
        String last = header.substring(header.lastIndexOf(',') + 1).strip();
        InetAddress address = NetUtil.createInetAddressFromIpAddressString(last);
        if (address != null) {
            PeerAddress.forwarded(ctx.channel(), new InetSocketAddress(address, 0));
        }
    }
}
