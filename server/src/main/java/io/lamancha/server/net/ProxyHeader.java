package io.lamancha.server.net;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.haproxy.HAProxyCommand;
import io.netty.handler.codec.haproxy.HAProxyMessage;
import io.netty.handler.codec.haproxy.HAProxyMessageDecoder;
import io.netty.handler.codec.haproxy.HAProxyProxiedProtocol;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The PROXY protocol (v1 text or v2 binary, as HAProxy's {@code send-proxy} and {@code
 * send-proxy-v2} send it) in front of a connection: the balancer's header names the player's
 * address, which the per-address limit, the logs and the admin's views then see (see {@link
 * PeerAddress}). Until the header is read the rest of the pipeline does not hear of the connection
 * (no greeting, not counted); a connection without a valid header within {@link #WAIT} is closed
 * and logged with its socket's address. A {@code LOCAL} header (the balancer's own health check)
 * keeps the socket's address.
 */
final class ProxyHeader extends ChannelInboundHandlerAdapter {

    private static final Logger LOG = LogManager.getLogger(ProxyHeader.class);
    /** How long a connection may take to send its header. */
    static final Duration WAIT = Duration.ofSeconds(5);

    private ScheduledFuture<?> deadline;
    private boolean refused;

    /** Puts the decoder and this handler first in {@code pipeline}. */
    static void install(ChannelPipeline pipeline) {
        pipeline.addFirst("proxy", new ProxyHeader());
        pipeline.addFirst("proxy-decoder", new HAProxyMessageDecoder());
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        // not passed on: the connection starts for the others once its header says whose it is
        deadline = ctx.executor().schedule(() -> refuse(ctx, "no header within " + WAIT.toSeconds() + " s"),
                WAIT.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (!(msg instanceof HAProxyMessage header)) {
            ReferenceCountUtil.release(msg);
            refuse(ctx, "data before the header");
            return;
        }
        try {
            InetSocketAddress client = client(header);
            if (client != null) {
                PeerAddress.forwarded(ctx.channel(), client);
            }
        } catch (UnknownHostException e) {
            refuse(ctx, "a source address that is none: " + header.sourceAddress());
            return;
        } finally {
            header.release();
        }
        deadline.cancel(false);
        ctx.pipeline().remove(this);
        ctx.fireChannelActive();
    }

    /** The player's address in {@code header}; null for the balancer's own connection (LOCAL, UNKNOWN). */
    static InetSocketAddress client(HAProxyMessage header) throws UnknownHostException {
        if (header.command() != HAProxyCommand.PROXY || header.sourceAddress() == null
                || header.proxiedProtocol().transportProtocol() != HAProxyProxiedProtocol.TransportProtocol.STREAM) {
            return null;
        }
        // an IP literal (the decoder checked it): no name is looked up
        return new InetSocketAddress(InetAddress.getByName(header.sourceAddress()), header.sourcePort());
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        // the rest of the pipeline never heard of it
        if (deadline != null) {
            deadline.cancel(false);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        // the decoder's message may quote what the peer sent: not for a log at INFO
        LOG.debug("the PROXY header of {}: {}", ctx.channel().remoteAddress(), cause.toString());
        refuse(ctx, "not a PROXY protocol header");
    }

    private void refuse(ChannelHandlerContext ctx, String why) {
        if (refused) {
            return;
        }
        refused = true;
        LOG.info("connection from {} refused: no valid PROXY protocol header ({})", ctx.channel().remoteAddress(),
                why);
        ctx.close();
    }
}
