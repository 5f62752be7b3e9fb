package io.lamancha.server.net;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.ErrorReply;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.metrics.ConnectionCensus;
import io.lamancha.server.metrics.ConnectionEnd;
import io.lamancha.server.metrics.ServerMetrics;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.SessionInput;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.socket.ChannelInputShutdownEvent;
import io.netty.channel.group.ChannelGroup;
import java.time.Duration;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The last handler of every connection: hands the server the connection's session, and each line
 * sanitised (no control characters or escape sequences reach anyone); turns transport events into
 * error lines or goodbyes. A peer that half-closes (its input ended) has its lines run and
 * answered before the connection closes.
 */
public final class SessionHandler extends SimpleChannelInboundHandler<InboundLine> {

    private static final Logger LOG = LogManager.getLogger(SessionHandler.class);

    private final SessionInput input;
    private final LineEncoder encoder;
    private final int maxLineBytes;
    private final ChannelGroup connections;
    private final WireFormat format;
    private final ConnectionCensus census;
    private final ServerMetrics metrics;
    private Session session;
    private String transport;

    /** @param connections every greeted connection joins it, so the server can say goodbye to all at its stop */
    public SessionHandler(SessionInput input, LineEncoder encoder, int maxLineBytes, ChannelGroup connections) {
        this(input, encoder, maxLineBytes, connections, WireFormat.TEXT, new ConnectionCensus(), ServerMetrics.NONE);
    }

    /**
     * @param format the format the session starts in, chosen by the transport (a WebSocket subprotocol)
     * @param census where the open connection is counted, by transport and format
     * @param metrics where its end is counted, with the reason
     */
    public SessionHandler(SessionInput input, LineEncoder encoder, int maxLineBytes, ChannelGroup connections,
            WireFormat format, ConnectionCensus census, ServerMetrics metrics) {
        this.input = input;
        this.encoder = encoder;
        this.maxLineBytes = maxLineBytes;
        this.connections = connections;
        this.format = format;
        this.census = census;
        this.metrics = metrics;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        session = input.connected(new ChannelOutbound(ctx.channel()), format);
        transport = ServerChannelInitializer.transportOf(ctx.pipeline());
        census.opened(session, transport);
        if (LOG.isDebugEnabled()) {
            LOG.debug("connection {} from {}", session.id(), session.address());
        }
        connections.add(ctx.channel());
        ctx.fireChannelActive();
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, InboundLine msg) {
        if (msg instanceof InboundLine.Text text) {
            input.line(session, TextSanitizer.sanitize(text.line()));
        } else {
            session.send(new ErrorReply(ErrorCode.LINE_TOO_LONG, "Lines are limited to " + maxLineBytes
                    + " bytes; that one was dropped."));
        }
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) {
        if (evt instanceof TransportEvent.TelnetDetected) {
            session.telnet(true);
        } else if (evt == ChannelInputShutdownEvent.INSTANCE) {
            // The flood guard lets this by only after the lines it held: the session runs them all first.
            input.inputEnded(session);
        } else if (evt instanceof TransportEvent.FloodDetected) {
            LOG.info("flood from {}: disconnected", session.address());
            EndReason.note(ctx.channel(), ConnectionEnd.FLOOD);
            session.closeWith(null, new ErrorReply(ErrorCode.FLOOD,
                    "You sent too many lines too fast; goodbye. Reconnect and slow down."));
        } else if (evt instanceof TransportEvent.IdleWarning) {
            long minutes = Math.max(1, ((TransportEvent.IdleWarning) evt).remaining().toMinutes());
            session.send(new Notice("idle", "You have been idle a long time; you will be disconnected in " + minutes
                    + " minute(s) unless you send something (/ping will do)."));
        } else if (evt instanceof TransportEvent.IdleTimeout) {
            EndReason.note(ctx.channel(), ConnectionEnd.IDLE);
            sayGoodbyeBeforeTheClose(ctx, new Bye(Bye.Code.IDLE, "idle for too long"));
        } else if (evt instanceof TransportEvent.LineTimeout timeout) {
            LOG.info("unfinished line from {}: disconnected", session.address());
            EndReason.note(ctx.channel(), ConnectionEnd.LINE_TIMEOUT);
            sayGoodbyeBeforeTheClose(ctx, new Bye(Bye.Code.IDLE, "a line stayed unfinished for "
                    + seconds(timeout.limit()) + "; end every line with Enter"));
        } else if (evt instanceof TransportEvent.ServerStopping stopping) {
            EndReason.note(ctx.channel(), ConnectionEnd.STOPPING);
            if (session == null) {
                ctx.close();
                return;
            }
            session.closeWith(null, new Bye(Bye.Code.STOPPING, stopping.reason()));
        } else {
            ctx.fireUserEventTriggered(evt);
        }
    }

    /** The idle guard closes the channel right after its event: what is held goes now, {@code bye} last. */
    private void sayGoodbyeBeforeTheClose(ChannelHandlerContext ctx, Bye bye) {
        OutboundWriter writer = OutboundWriter.of(ctx.channel());
        writer.write(Unpooled.wrappedBuffer(encoder.encodeBytes(bye, session.format(), null)));
        writer.flushNow();
    }

    private static String seconds(Duration d) {
        if (d.toMillis() % 1000 != 0) {
            return d.toMillis() + " ms";
        }
        return d.toSeconds() == 1 ? "1 second" : d.toSeconds() + " seconds";
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        if (session != null) {
            census.closed(session);
            metrics.connectionEnded(transport, EndReason.of(ctx.channel()));
            input.disconnected(session);
        }
        ctx.fireChannelInactive();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        LOG.debug("connection error from {}: {}", session == null ? "?" : session.address(), cause.toString());
        ctx.close();
    }
}
