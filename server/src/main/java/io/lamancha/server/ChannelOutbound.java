package io.lamancha.server;

import io.lamancha.server.net.FanoutFeed;
import io.lamancha.server.net.OutboundWriter;
import io.lamancha.server.net.TelnetEcho;
import io.lamancha.server.world.EventLoopStrand;
import io.lamancha.server.world.Outbound;
import io.lamancha.server.world.SharedLines;
import io.lamancha.server.world.Strand;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import java.net.InetSocketAddress;
import java.net.SocketAddress;

/** A session's outbound over a Netty channel: gathered writes, batched flushes, a room's lines shared, and last lines before the close. */
final class ChannelOutbound implements Outbound {

    private final Channel channel;
    private final OutboundWriter writer;
    private final Strand strand;
    private final String address;

    ChannelOutbound(Channel channel) {
        this.channel = channel;
        this.writer = OutboundWriter.of(channel);
        this.strand = new EventLoopStrand(channel.eventLoop());
        this.address = hostOf(channel.remoteAddress());
    }

    private static String hostOf(SocketAddress a) {
        return a instanceof InetSocketAddress ? ((InetSocketAddress) a).getAddress().getHostAddress() : String.valueOf(a);
    }

    @Override
    public void write(ByteBuf lines) {
        writer.write(lines);
    }

    @Override
    public void writeShared(ByteBuf shared) {
        writer.writeShared(shared);
    }

    @Override
    public boolean sharesLines() {
        return true;
    }

    @Override
    public SharedLines openSharedLines() {
        return new FeedLines(writer.openFeed());
    }

    @Override
    public void follow(SharedLines lines) {
        writer.follow(((FeedLines) lines).feed);
    }

    @Override
    public void unfollow(SharedLines lines) {
        writer.unfollow(((FeedLines) lines).feed);
    }

    /** A room's shared lines on one event loop, kept by a {@link FanoutFeed}. */
    private record FeedLines(FanoutFeed feed) implements SharedLines {
        @Override
        public void append(ByteBuf line) {
            feed.append(line);
        }

        @Override
        public void close() {
            feed.close();
        }
    }

    @Override
    public void closeWith(ByteBuf lastLines) {
        writer.closeWith(lastLines);
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
        return address;
    }
}
