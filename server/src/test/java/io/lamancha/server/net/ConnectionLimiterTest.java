package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ConnectionLimiterTest {

    /** An embedded channel that claims to come from a given IP address. */
    private static final class RemoteChannel extends EmbeddedChannel {
        private final SocketAddress remote;

        RemoteChannel(String ip) {
            super(false, false);
            this.remote = new InetSocketAddress(ip, 40000);
        }

        @Override
        protected SocketAddress remoteAddress0() {
            return remote;
        }
    }

    /** Stands in for the session handler: sees only what the limiter lets through. */
    private static final class Session extends ChannelInboundHandlerAdapter {
        boolean active;
        boolean inactive;

        @Override
        public void channelActive(ChannelHandlerContext ctx) {
            active = true;
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) {
            inactive = true;
        }
    }

    private final ConnectionLimiter limiter = new ConnectionLimiter(2);

    private RemoteChannel connect(ConnectionLimiter limiter, String ip, Session session) {
        RemoteChannel channel = new RemoteChannel(ip);
        channel.pipeline().addLast(limiter, session);
        try {
            channel.register();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return channel;
    }

    @Test
    void connectionsOverTheLimitGetOneErrorLineAndAreClosedUnseenByTheSession() {
        connect(limiter, "127.0.0.5", new Session());
        connect(limiter, "127.0.0.5", new Session());
        Session third = new Session();
        RemoteChannel rejected = connect(limiter, "127.0.0.5", third);
        rejected.runPendingTasks();
        ByteBuf line = rejected.readOutbound();
        assertThat(line.toString(StandardCharsets.UTF_8)).isEqualTo("error TOO_MANY_CONNECTIONS: Too many "
                + "connections from your address (limit 2); close one and try again.\n");
        line.release();
        assertThat(rejected.isOpen()).isFalse();
        assertThat(third.active).isFalse();
        assertThat(third.inactive).isFalse();
    }

    @Test
    void otherAddressesAreCountedSeparately() {
        connect(limiter, "127.0.0.5", new Session());
        connect(limiter, "127.0.0.5", new Session());
        Session other = new Session();
        RemoteChannel channel = connect(limiter, "127.0.0.6", other);
        assertThat(other.active).isTrue();
        assertThat(channel.isOpen()).isTrue();
    }

    @Test
    void closingAConnectionFreesItsPlace() throws Exception {
        RemoteChannel first = connect(limiter, "127.0.0.5", new Session());
        connect(limiter, "127.0.0.5", new Session());
        first.close();
        first.runPendingTasks();
        assertThat(limiter.openConnections(InetAddress.getByName("127.0.0.5"))).isEqualTo(1);
        Session again = new Session();
        connect(limiter, "127.0.0.5", again);
        assertThat(again.active).isTrue();
    }

    @Test
    void aRejectedConnectionDoesNotHoldAPlaceAfterItCloses() throws Exception {
        connect(limiter, "127.0.0.5", new Session());
        connect(limiter, "127.0.0.5", new Session());
        RemoteChannel rejected = connect(limiter, "127.0.0.5", new Session());
        rejected.runPendingTasks();
        rejected.releaseOutbound();
        assertThat(limiter.openConnections(InetAddress.getByName("127.0.0.5"))).isEqualTo(2);
    }

    @Test
    void aLimitOfZeroAcceptsEveryConnection() {
        ConnectionLimiter unlimited = new ConnectionLimiter(0);
        for (int i = 0; i < 100; i++) {
            Session session = new Session();
            connect(unlimited, "127.0.0.5", session);
            assertThat(session.active).isTrue();
        }
    }
}
