package io.lamancha.server.net.web;

import io.lamancha.protocol.WireFormat;
import io.lamancha.server.net.ConnectionLimiter;
import io.lamancha.server.net.Limits;
import io.lamancha.server.net.OutputBatching;
import io.lamancha.server.net.ServerChannelInitializer;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolConfig;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler;
import io.netty.handler.timeout.IdleStateHandler;
import java.util.function.Function;

/**
 * The pipeline of a browser's connection, in HTTP until it upgrades:
 * <ol>
 * <li>limiter: the per-address limit, counted from the connection's start as on TCP (unless a
 * proxy is trusted: then at the upgrade, by the forwarded address);</li>
 * <li>http, aggregate: Netty's HTTP codec, requests whole and small (headers 8 KiB, body 16 KiB);</li>
 * <li>http-idle, gate: a connection idle between requests is closed; the proxy's address is taken
 * if trusted and an upgrade to an unknown Host or from a foreign page refused (403);</li>
 * <li>ws: Netty's WebSocket handshake and protocol handling on {@value #WEBSOCKET_PATH} (close
 * and ping frames, frames over the line limit closed with 1009, UTF-8 checked);</li>
 * <li>upgrade: once upgraded, puts in the session's handlers ({@link WebSocketUpgrade});</li>
 * <li>page: every other request, the page's files ({@link WebPage}).</li>
 * </ol>
 */
public final class WebChannelInitializer extends ChannelInitializer<SocketChannel> {

    /** Where the page opens its WebSocket. */
    public static final String WEBSOCKET_PATH = "/ws";
    static final String HTTP_IDLE = "http-idle";
    static final String GATE = "gate";
    static final String PAGE = "page";
    /** The per-address limit before the upgrade; the upgraded pipeline keeps it. */
    static final String LIMITER = "limiter";

    private static final int HTTP_IDLE_SECONDS = 60;
    private static final int MAX_REQUEST_BYTES = 16 * 1024;

    private final Limits limits;
    private final WebConfig web;
    private final OutputBatching batching;
    private final ConnectionLimiter limiter;
    private final Function<WireFormat, ChannelHandler> sessionHandlers;
    private final OriginPolicy origins;

    /** @param sessionHandlers a fresh session handler for a connection that starts in the given format */
    public WebChannelInitializer(Limits limits, WebConfig web, OutputBatching batching, ConnectionLimiter limiter,
            Function<WireFormat, ChannelHandler> sessionHandlers) {
        this.limits = limits;
        this.web = web;
        this.batching = batching;
        this.limiter = limiter;
        this.sessionHandlers = sessionHandlers;
        this.origins = new OriginPolicy(web.allowedOrigins(), web.hosts());
    }

    @Override
    protected void initChannel(SocketChannel channel) {
        ServerChannelInitializer.configure(channel, limits, batching);
        if (!web.trustProxy()) {
            // counted from the first byte, as on TCP: behind a proxy every connection is the proxy's,
            // and the address is known only from the upgrade's X-Forwarded-For (counted then)
            ConnectionLimiter.speaksHttp(channel);
            channel.pipeline().addLast(LIMITER, limiter);
        }
        channel.pipeline()
                .addLast("http", new HttpServerCodec())
                .addLast("aggregate", new HttpObjectAggregator(MAX_REQUEST_BYTES))
                .addLast(HTTP_IDLE, new IdleStateHandler(0, 0, HTTP_IDLE_SECONDS))
                .addLast(GATE, new HttpGate(origins, web.trustProxy()))
                .addLast("ws", new WebSocketServerProtocolHandler(protocolConfig()))
                .addLast("upgrade", new WebSocketUpgrade(limits, web.pingInterval(), limiter, sessionHandlers))
                .addLast(PAGE, new WebPage());
    }

    private WebSocketServerProtocolConfig protocolConfig() {
        return WebSocketServerProtocolConfig.newBuilder()
                .websocketPath(WEBSOCKET_PATH)
                .subprotocols(WebSocketUpgrade.TEXT_SUBPROTOCOL + "," + WebSocketUpgrade.JSON_SUBPROTOCOL)
                .maxFramePayloadLength(limits.maxLineBytes())
                .closeOnProtocolViolation(true)
                .withUTF8Validator(true)
                .dropPongFrames(false)
                .sendCloseFrame(WebSocketCloseStatus.NORMAL_CLOSURE)
                .build();
    }
}
