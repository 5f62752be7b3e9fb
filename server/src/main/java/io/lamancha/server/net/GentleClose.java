package io.lamancha.server.net;

import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.socket.SocketChannel;
import io.netty.util.ReferenceCountUtil;
import java.util.concurrent.TimeUnit;

/**
 * Closes a connection the server ends (a flood, an idle peer, a kick) so that its last lines are
 * read: once they are written, what the peer still sends is read and dropped for a moment before
 * the socket closes. A socket closed with unread input answers with a reset, and a reset makes the
 * peer's kernel throw away what it had received but not yet handed over: the goodbye itself.
 */
final class GentleClose implements ChannelFutureListener {

    /** How long input is drained after the last line is written. */
    static final long DRAIN_MILLIS = 250;

    static final GentleClose INSTANCE = new GentleClose();

    private GentleClose() {
    }

    @Override
    public void operationComplete(ChannelFuture written) {
        Channel channel = written.channel();
        if (!(channel instanceof SocketChannel) || !channel.isActive() || channel.pipeline().get("drain") != null) {
            channel.close();
            return;
        }
        channel.pipeline().addFirst("drain", new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext ctx, Object msg) {
                ReferenceCountUtil.release(msg);
            }
        });
        channel.config().setAutoRead(true);
        channel.eventLoop().schedule(() -> channel.close(), DRAIN_MILLIS, TimeUnit.MILLISECONDS);
    }
}
