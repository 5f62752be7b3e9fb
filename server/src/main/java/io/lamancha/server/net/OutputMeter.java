package io.lamancha.server.net;

import io.lamancha.server.metrics.ServerMetrics;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;

/**
 * Counts the bytes written to the socket, first in the pipeline so that it sees what goes on the
 * wire (after TLS, when there is TLS).
 */
@ChannelHandler.Sharable
final class OutputMeter extends ChannelOutboundHandlerAdapter {

    private final ServerMetrics metrics;
    private final String transport;

    OutputMeter(ServerMetrics metrics, String transport) {
        this.metrics = metrics;
        this.transport = transport;
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (msg instanceof ByteBuf buf) {
            metrics.bytesWritten(transport, buf.readableBytes());
        }
        ctx.write(msg, promise);
    }
}
