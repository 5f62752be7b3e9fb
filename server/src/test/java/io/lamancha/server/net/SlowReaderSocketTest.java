package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelOutboundBuffer;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A client that connects and never reads, against a server that keeps writing, over 127.0.0.1. */
class SlowReaderSocketTest {

    private static final int MESSAGE = 1024;

    private final AtomicLong maxPending = new AtomicLong();
    private final AtomicReference<Throwable> writeFailure = new AtomicReference<>();
    private final AtomicReference<Channel> serverSide = new AtomicReference<>();

    @Test
    void aClientThatNeverReadsIsCutOffAndPendingOutputNeverPassesTheCapByMoreThanOneMessage() throws Exception {
        long cap = 256 * 1024;
        Limits limits = limits(cap, Duration.ofSeconds(30));
        assertClosedWhileWriting(limits, false);
        assertThat(maxPending.get()).isLessThanOrEqualTo(cap + MESSAGE);
        assertThat(writeFailure.get()).isInstanceOf(OutputGuard.OutputCapExceededException.class);
    }

    @Test
    void aClientThatNeverReadsIsClosedAfterTheGraceEvenWhenTheServerStopsAtTheWaterMark() throws Exception {
        long cap = 1 << 20;
        Limits limits = limits(cap, Duration.ofMillis(300));
        assertClosedWhileWriting(limits, true);
        assertThat(maxPending.get()).isLessThanOrEqualTo(cap);
        assertThat(writeFailure.get()).isNull();
    }

    private static Limits limits(long cap, Duration grace) {
        return new Limits(1024, 10, 5.0, 20, cap, 32 * 1024, 64 * 1024, grace, Duration.ZERO, Duration.ZERO, 0);
    }

    private void assertClosedWhileWriting(Limits limits, boolean politeWriter) throws Exception {
        ConnectionLimiter limiter = new ConnectionLimiter(0);
        try (LoopbackServer server = new LoopbackServer(limits, OutputBatching.immediate(), limiter,
                () -> new ScriptedSession(ch -> startWriting(ch, politeWriter)), 8 * 1024);
                Socket client = new Socket()) {
            client.setReceiveBufferSize(4 * 1024);
            client.connect(new InetSocketAddress("127.0.0.1", server.port()));
            for (int i = 0; i < 100 && serverSide.get() == null; i++) {
                Thread.sleep(50);
            }
            boolean closed = serverSide.get().closeFuture().await(20, TimeUnit.SECONDS);
            assertThat(closed).as("server closed the slow reader").isTrue();
        }
    }

    /** Writes a burst of messages every millisecond until the channel closes, measuring pending bytes. */
    private void startWriting(Channel channel, boolean politeWriter) {
        serverSide.set(channel);
        channel.eventLoop().scheduleAtFixedRate(() -> {
            for (int i = 0; i < 16 && channel.isActive() && (!politeWriter || channel.isWritable()); i++) {
                ChannelFuture future = channel.writeAndFlush(Unpooled.buffer(MESSAGE).writeZero(MESSAGE));
                future.addListener(f -> {
                    if (f.cause() != null && !(f.cause() instanceof java.nio.channels.ClosedChannelException)) {
                        writeFailure.compareAndSet(null, f.cause());
                    }
                });
                ChannelOutboundBuffer buffer = channel.unsafe().outboundBuffer();
                if (buffer != null) {
                    maxPending.accumulateAndGet(buffer.totalPendingWriteBytes(), Math::max);
                }
            }
        }, 0, 1, TimeUnit.MILLISECONDS);
    }
}
