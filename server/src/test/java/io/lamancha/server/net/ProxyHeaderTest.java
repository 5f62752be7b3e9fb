package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProxyHeaderTest {

    /** What the rest of the pipeline hears: when the connection starts, and its lines' bytes. */
    private static final class Rest extends ChannelInboundHandlerAdapter {
        SocketAddress peerAtStart;
        final List<String> read = new ArrayList<>();

        @Override
        public void channelActive(ChannelHandlerContext ctx) {
            peerAtStart = PeerAddress.of(ctx.channel());
        }

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            ByteBuf b = (ByteBuf) msg;
            read.add(b.toString(StandardCharsets.US_ASCII));
            b.release();
        }
    }

    private final Rest rest = new Rest();
    private final EmbeddedChannel channel = new EmbeddedChannel(false, false) {
        @Override
        protected SocketAddress remoteAddress0() {
            return new InetSocketAddress("192.0.2.1", 50000);
        }
    };

    private void connect() throws Exception {
        channel.pipeline().addLast(rest);
        ProxyHeader.install(channel.pipeline());
        channel.register();
    }

    private void send(String ascii) {
        channel.writeInbound(Unpooled.copiedBuffer(ascii, StandardCharsets.ISO_8859_1));
    }

    @Test
    void aV1HeaderInTwoPiecesNamesThePeerBeforeTheConnectionStartsAndWhatFollowsPassesOn() throws Exception {
        connect();
        assertThat(rest.peerAtStart).as("not started before its header").isNull();
        send("PROXY TCP4 10.1.2.3 127.0.0.1 ");
        assertThat(rest.peerAtStart).isNull();
        send("40001 4000\r\n/login ann\r\n");
        assertThat(rest.peerAtStart).isEqualTo(new InetSocketAddress("10.1.2.3", 40001));
        assertThat(String.join("", rest.read)).isEqualTo("/login ann\r\n");
        assertThat(channel.pipeline().get("proxy")).as("out of the way once read").isNull();
        assertThat(channel.isOpen()).isTrue();
    }

    @Test
    void aV6HeaderNamesAnIpv6Peer() throws Exception {
        connect();
        send("PROXY TCP6 2001:db8::7 ::1 40001 4000\r\n");
        assertThat(rest.peerAtStart).isEqualTo(new InetSocketAddress("2001:db8::7", 40001));
    }

    @Test
    void aV2LocalHeaderKeepsTheSocketsAddress() throws Exception {
        connect();
        send("\r\n\r\n\0\r\nQUIT\n\u0020\0\0\0");
        assertThat(rest.peerAtStart).isEqualTo(new InetSocketAddress("192.0.2.1", 50000));
    }

    @Test
    void aConnectionThatBeginsWithSomethingElseIsClosedUnheard() throws Exception {
        connect();
        send("/login mallory\r\n");
        channel.runPendingTasks();
        assertThat(channel.isOpen()).isFalse();
        assertThat(rest.peerAtStart).isNull();
        assertThat(rest.read).isEmpty();
    }

    @Test
    void aForgedSourceThatIsNoAddressIsRefused() throws Exception {
        connect();
        send("PROXY TCP4 not.an.address 127.0.0.1 40001 4000\r\n");
        channel.runPendingTasks();
        assertThat(channel.isOpen()).isFalse();
        assertThat(rest.peerAtStart).isNull();
    }
}
