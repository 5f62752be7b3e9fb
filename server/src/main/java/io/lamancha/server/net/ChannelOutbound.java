package io.lamancha.server.net;

import io.lamancha.server.metrics.ConnectionEnd;
import io.lamancha.server.world.Outbound;
import io.lamancha.server.world.Strand;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import java.net.InetSocketAddress;
import java.net.SocketAddress;

/**
 * A session's outbound over a Netty channel (TCP, or a WebSocket's): gathered writes and batched flushes
 * through the channel's {@link OutboundWriter}, a room's broadcasts shared through a
 * {@link FanoutFeed}, and last lines before the close.
 */
final class ChannelOutbound implements Outbound {

    private final Channel channel;
    private final OutboundWriter writer;
    private final Strand strand;
    /** Written out on first use: a connection that never logs in may never need it. */
    private String address;

    ChannelOutbound(Channel channel) {
        this.channel = channel;
        this.writer = OutboundWriter.of(channel);
        this.strand = new EventLoopStrand(channel.eventLoop());
    }

    private static String hostOf(SocketAddress a) {
        return a instanceof InetSocketAddress ? ((InetSocketAddress) a).getAddress().getHostAddress() : String.valueOf(a);
    }

    @Override
    public void write(byte[] lines) {
        writer.write(Unpooled.wrappedBuffer(lines));
    }

    /** Queues a copy of {@code shared}'s readable bytes; the caller keeps its reference. */
    void writeShared(ByteBuf shared) {
        writer.writeShared(shared);
    }

    /** The channel's writer: it follows a room's feed (its event loop only). */
    OutboundWriter writer() {
        return writer;
    }

    @Override
    public void closeWith(byte[] lastLines) {
        EndReason.note(channel, ConnectionEnd.SERVER);
        writer.closeWith(Unpooled.wrappedBuffer(lastLines));
    }

    @Override
    public void hideInput(boolean hide) {
        if (hide) {
            TelnetEcho.hideInput(channel);
        } else {
            TelnetEcho.showInput(channel);
        }
    }

    @Override
    public Strand strand() {
        return strand;
    }

    @Override
    public String address() {
        if (address == null) {
            address = hostOf(PeerAddress.of(channel));
        }
        return address;
    }
}
