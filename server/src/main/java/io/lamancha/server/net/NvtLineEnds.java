package io.lamancha.server.net;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;

/**
 * Ends every line sent to a telnet client with CR LF, the line end of telnet's network virtual
 * terminal (RFC 854), once the peer is taken for a telnet client ({@link
 * TransportEvent.TelnetDetected}); nc and bots keep the bare LF the encoders write. A telnet
 * client that lets the server echo (around a password) no longer has its terminal turn LF into a
 * new line, so without the CR each line would start where the last one ended. Sits right after
 * the decoder: the decoder's own negotiation replies never pass it. One instance per telnet
 * connection, put there by the decoder when the peer turns out to speak telnet.
 */
final class NvtLineEnds extends ChannelDuplexHandler {

    private boolean telnet;

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
        if (evt instanceof TransportEvent.TelnetDetected) {
            telnet = true;
        }
        super.userEventTriggered(ctx, evt);
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (!telnet || !(msg instanceof ByteBuf)) {
            ctx.write(msg, promise);
            return;
        }
        ByteBuf in = (ByteBuf) msg;
        int lineFeeds = count(in);
        if (lineFeeds == 0) {
            ctx.write(in, promise);
            return;
        }
        ByteBuf out = ctx.alloc().buffer(in.readableBytes() + lineFeeds);
        for (int i = in.readerIndex(); i < in.writerIndex(); i++) {
            byte b = in.getByte(i);
            if (b == '\n') {
                out.writeByte('\r');
            }
            out.writeByte(b);
        }
        in.release();
        ctx.write(out, promise);
    }

    private static int count(ByteBuf in) {
        int n = 0;
        for (int i = in.readerIndex(); i < in.writerIndex(); i++) {
            if (in.getByte(i) == '\n') {
                n++;
            }
        }
        return n;
    }
}
