package io.lamancha.server.net;

import io.netty.channel.Channel;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/** Test stand-in for the lead's session handler: records what reaches it and runs a script on connect. */
final class ScriptedSession extends ChannelDuplexHandler {

    final BlockingQueue<InboundLine> lines = new LinkedBlockingQueue<>();
    final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
    final AtomicInteger flushes = new AtomicInteger();
    final AtomicInteger writes = new AtomicInteger();
    private final Consumer<Channel> onActive;

    ScriptedSession(Consumer<Channel> onActive) {
        this.onActive = onActive;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        onActive.accept(ctx.channel());
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        lines.add((InboundLine) msg);
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) {
        events.add(evt);
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        writes.incrementAndGet();
        ctx.write(msg, promise);
    }

    @Override
    public void flush(ChannelHandlerContext ctx) {
        flushes.incrementAndGet();
        ctx.flush();
    }
}
