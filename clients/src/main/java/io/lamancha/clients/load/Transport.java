package io.lamancha.clients.load;

import java.net.InetSocketAddress;

/** How the load clients reach the server: its TCP port, or WebSocket on its --http-port. */
enum Transport {
    TCP {
        @Override
        Framing framing(InetSocketAddress address) {
            return LINES;
        }
    },
    WS {
        @Override
        Framing framing(InetSocketAddress address) {
            return new WebSocketFraming(address.getHostString() + ":" + address.getPort());
        }
    };

    private static final Framing LINES = new Framing.Lines();

    /** The framing of one new connection to {@code address}. */
    abstract Framing framing(InetSocketAddress address);
}
