package io.lamancha.server.net;

import io.lamancha.server.metrics.ConnectionEnd;
import io.netty.channel.Channel;
import io.netty.util.AttributeKey;

/**
 * Why a connection is about to end, kept on its channel by whichever part of the pipeline closes
 * it; the first reason given stays. A connection that ends with none was closed by its client.
 */
final class EndReason {

    private static final AttributeKey<String> KEY = AttributeKey.valueOf(EndReason.class, "reason");

    private EndReason() {
    }

    /** Notes {@code reason} (one of {@link ConnectionEnd}'s) unless one is noted already. */
    static void note(Channel channel, String reason) {
        channel.attr(KEY).setIfAbsent(reason);
    }

    static String of(Channel channel) {
        String reason = channel.attr(KEY).get();
        return reason == null ? ConnectionEnd.CLIENT : reason;
    }
}
