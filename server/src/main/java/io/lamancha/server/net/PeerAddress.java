package io.lamancha.server.net;

import io.netty.channel.Channel;
import io.netty.util.AttributeKey;
import java.net.InetSocketAddress;
import java.net.SocketAddress;

/**
 * The address a connection is counted and logged under: the socket's remote address, unless a
 * trusted reverse proxy said whom it forwards (set by the transport before the session starts).
 */
public final class PeerAddress {

    private static final AttributeKey<InetSocketAddress> FORWARDED =
            AttributeKey.valueOf(PeerAddress.class, "forwarded");

    private PeerAddress() {
    }

    /** The peer of {@code channel}: the forwarded address if one was set, else the remote address. */
    public static SocketAddress of(Channel channel) {
        // hasAttr first: attr() would give every connection an attribute that stays empty
        InetSocketAddress forwarded = channel.hasAttr(FORWARDED) ? channel.attr(FORWARDED).get() : null;
        return forwarded != null ? forwarded : channel.remoteAddress();
    }

    /** Records that {@code channel} speaks for {@code client}, as a trusted proxy reported it. */
    public static void forwarded(Channel channel, InetSocketAddress client) {
        channel.attr(FORWARDED).set(client);
    }
}
