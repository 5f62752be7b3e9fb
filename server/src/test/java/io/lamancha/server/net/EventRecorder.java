package io.lamancha.server.net;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.util.ArrayList;
import java.util.List;

/** Test handler placed last in a pipeline: records user events, passes messages on. */
final class EventRecorder extends ChannelInboundHandlerAdapter {

    final List<Object> events = new ArrayList<>();

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) {
        events.add(evt);
        ctx.fireUserEventTriggered(evt);
    }

    long count(Class<?> type) {
        return events.stream().filter(type::isInstance).count();
    }
}
