package io.lamancha.server.net;

import io.lamancha.server.metrics.ServerMetrics;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.ssl.SslContext;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Builds the pipeline of every accepted connection: transport guards from {@code net}, then one
 * fresh session handler from the factory. Sets TCP_NODELAY (lines are small and interactive), the
 * kernel's send buffer and the write-buffer water marks that {@link OutputGuard} relies on, and
 * installs the connection's
 * {@link OutboundWriter}, flushed by the server's {@link OutputBatching}.
 */
public final class ServerChannelInitializer extends ChannelInitializer<SocketChannel> {

    private final Supplier<Limits> limits;
    private final OutputBatching batching;
    private final ConnectionLimiter connectionLimiter;
    private final Supplier<ChannelHandler> sessionHandlerFactory;
    private final Supplier<SslContext> tls;
    private final ServerMetrics metrics;
    private final boolean proxyProtocol;
    /** The byte counters, one per transport: sharable, so not one per connection. */
    private final OutputMeter tcpMeter;
    private final OutputMeter tlsMeter;

    public ServerChannelInitializer(Limits limits, OutputBatching batching, ConnectionLimiter connectionLimiter,
            Supplier<ChannelHandler> sessionHandlerFactory) {
        this(() -> limits, batching, connectionLimiter, sessionHandlerFactory);
        Objects.requireNonNull(limits, "limits");
    }

    /**
     * A pipeline whose limits are read for each new connection, so that a reload changes them for
     * the connections that come after it (those open keep theirs).
     */
    public ServerChannelInitializer(Supplier<Limits> limits, OutputBatching batching,
            ConnectionLimiter connectionLimiter, Supplier<ChannelHandler> sessionHandlerFactory) {
        this(limits, batching, connectionLimiter, sessionHandlerFactory, null, ServerMetrics.NONE, false);
    }

    private ServerChannelInitializer(Supplier<Limits> limits, OutputBatching batching,
            ConnectionLimiter connectionLimiter, Supplier<ChannelHandler> sessionHandlerFactory,
            Supplier<SslContext> tls, ServerMetrics metrics, boolean proxyProtocol) {
        this.limits = Objects.requireNonNull(limits, "limits");
        this.batching = Objects.requireNonNull(batching, "batching");
        this.connectionLimiter = Objects.requireNonNull(connectionLimiter, "connectionLimiter");
        this.sessionHandlerFactory = Objects.requireNonNull(sessionHandlerFactory, "sessionHandlerFactory");
        this.tls = tls;
        this.metrics = metrics;
        this.proxyProtocol = proxyProtocol;
        this.tcpMeter = new OutputMeter(metrics, "tcp");
        this.tlsMeter = new OutputMeter(metrics, "tls");
    }

    /** The same pipeline with the bytes it writes counted. */
    public ServerChannelInitializer withMetrics(ServerMetrics metrics) {
        return new ServerChannelInitializer(limits, batching, connectionLimiter, sessionHandlerFactory, tls,
                Objects.requireNonNull(metrics, "metrics"), proxyProtocol);
    }

    /**
     * The same pipeline with TLS in front of it: the session, its guards and its limits see the
     * decrypted lines and are the same code as on plain TCP.
     */
    public ServerChannelInitializer withTls(SslContext tls) {
        Objects.requireNonNull(tls, "tls");
        return withTls(() -> tls);
    }

    /** The same with TLS whose context is read for each new connection (a reload may renew it). */
    public ServerChannelInitializer withTls(Supplier<SslContext> tls) {
        return new ServerChannelInitializer(limits, batching, connectionLimiter, sessionHandlerFactory,
                Objects.requireNonNull(tls, "tls"), metrics, proxyProtocol);
    }

    /**
     * The same pipeline behind a balancer that speaks the PROXY protocol: each connection must
     * begin with its header (see {@link ProxyHeader}), whose address it is counted and logged by.
     */
    public ServerChannelInitializer withProxyProtocol() {
        return new ServerChannelInitializer(limits, batching, connectionLimiter, sessionHandlerFactory, tls,
                metrics, true);
    }

    @Override
    protected void initChannel(SocketChannel channel) {
        Limits limits = this.limits.get();
        configure(channel, limits, batching);
        // A peer that half-closes (nc -N at the end of its input) still reads our answers to its lines.
        channel.config().setOption(ChannelOption.ALLOW_HALF_CLOSURE, true);
        addHandlers(channel.pipeline(), limits, connectionLimiter, sessionHandlerFactory.get());
        if (tls != null) {
            // After the limiter, which turns excess peers away before a handshake costs anything;
            // before the guards, so the output cap counts what is written and the idle guard the lines.
            channel.pipeline().addAfter("limiter", "tls", tls.get().newHandler(channel.alloc()));
        }
        if (metrics != ServerMetrics.NONE) {
            channel.pipeline().addFirst("meter", tls != null ? tlsMeter : tcpMeter);
        }
        if (proxyProtocol) {
            // first of all: the header comes before anything else, a TLS handshake too
            ProxyHeader.install(channel.pipeline());
        }
    }

    /**
     * What every connection's socket needs whatever it speaks: TCP_NODELAY, the fixed send buffer,
     * the water marks and the {@link OutboundWriter}.
     */
    public static void configure(SocketChannel channel, Limits limits, OutputBatching batching) {
        channel.config().setOption(ChannelOption.TCP_NODELAY, true);
        if (limits.socketSendBufferBytes() > 0) {
            // A fixed size: grown by the kernel's autotuning it took in megabytes the cap never saw.
            channel.config().setOption(ChannelOption.SO_SNDBUF, limits.socketSendBufferBytes());
        }
        channel.config().setWriteBufferWaterMark(
                new WriteBufferWaterMark(limits.writeBufferLowWater(), limits.writeBufferHighWater()));
        OutboundWriter.install(channel, batching);
    }

    static void addHandlers(ChannelPipeline pipeline, Limits limits, ConnectionLimiter limiter,
            ChannelHandler session) {
        // A telnet client's lines end in CR LF: the decoder puts NvtLineEnds right after itself
        // (its replies skip it) once the peer speaks telnet.
        addHandlers(pipeline, limits, limiter, idle -> TelnetLineDecoder.withNvtLineEnds(limits.maxLineBytes(), idle),
                session);
    }

    /**
     * The transport a connection came by, as the metrics name it: {@code ws} (a WebSocket, whose
     * pipeline has the heartbeat), {@code tls} or {@code tcp}.
     */
    public static String transportOf(ChannelPipeline pipeline) {
        if (pipeline.get("heartbeat") != null) {
            return "ws";
        }
        return pipeline.get("tls") != null ? "tls" : "tcp";
    }

    /**
     * The order matters. Inbound events run top to bottom, outbound writes bottom to top:
     * <ol>
     * <li>limiter: turns away excess connections before anything else spends memory or timers;</li>
     * <li>idle: closes silent peers and unfinished lines, on what the decoder tells it;</li>
     * <li>output: every write from the decoder or the session passes it, so the cap covers all output;</li>
     * <li>decoder: the transport's input to bounded lines (telnet bytes, or WebSocket frames),
     * telling the idle guard of each finished line; on TCP, {@link NvtLineEnds} right after it
     * once the peer speaks telnet;</li>
     * <li>flood: paces lines, after decoding so it counts lines rather than reads;</li>
     * <li>session: the lead's handler, sees only {@link InboundLine}s and {@link TransportEvent}s.</li>
     * </ol>
     */
    public static void addHandlers(ChannelPipeline pipeline, Limits limits, ConnectionLimiter limiter,
            Function<InputProgress, ChannelHandler> decoder, ChannelHandler session) {
        IdleGuard idle = new IdleGuard(limits);
        pipeline.addLast("limiter", limiter);
        pipeline.addLast("idle", idle);
        pipeline.addLast("output", new OutputGuard(limits));
        pipeline.addLast("decoder", decoder.apply(idle));
        pipeline.addLast("flood", new FloodGuard(limits));
        pipeline.addLast("session", session);
    }
}
