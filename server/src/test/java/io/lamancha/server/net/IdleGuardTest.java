package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class IdleGuardTest {

    private final EventRecorder recorder = new EventRecorder();

    /** Timeout 30 minutes, warning 5 minutes before it. */
    private EmbeddedChannel channel(Duration timeout, Duration warning) {
        Limits limits = new Limits(1024, 10, 5.0, 20, 1 << 20, 32 * 1024, 64 * 1024,
                Duration.ofSeconds(30), timeout, warning, 0);
        EmbeddedChannel channel = new EmbeddedChannel();
        channel.freezeTime();
        // Added to an already active channel, so the clock starts at the frozen time.
        channel.pipeline().addLast(new IdleGuard(limits), recorder);
        return channel;
    }

    @Test
    void aSilentClientIsWarnedOnceAndThenTimedOutAndClosed() {
        EmbeddedChannel channel = channel(Duration.ofMinutes(30), Duration.ofMinutes(5));
        advanceMinutes(channel, 24);
        assertThat(recorder.events).isEmpty();
        advanceMinutes(channel, 1);
        assertThat(recorder.events).containsExactly(new TransportEvent.IdleWarning(Duration.ofMinutes(5)));
        advanceMinutes(channel, 4);
        assertThat(recorder.events).hasSize(1);
        assertThat(channel.isOpen()).isTrue();
        advanceMinutes(channel, 1);
        assertThat(recorder.events).containsExactly(new TransportEvent.IdleWarning(Duration.ofMinutes(5)),
                new TransportEvent.IdleTimeout());
        assertThat(channel.isOpen()).isFalse();
    }

    @Test
    void inputResetsTheClockAndAllowsANewWarningLater() {
        EmbeddedChannel channel = channel(Duration.ofMinutes(30), Duration.ofMinutes(5));
        advanceMinutes(channel, 26);
        channel.writeInbound(Unpooled.wrappedBuffer(new byte[] {'x', '\n'}));
        channel.<Object>readInbound();
        advanceMinutes(channel, 10);
        assertThat(channel.isOpen()).isTrue();
        assertThat(recorder.count(TransportEvent.IdleWarning.class)).isEqualTo(1);
        advanceMinutes(channel, 15);
        assertThat(recorder.count(TransportEvent.IdleWarning.class)).isEqualTo(2);
        assertThat(recorder.count(TransportEvent.IdleTimeout.class)).isZero();
        advanceMinutes(channel, 5);
        assertThat(recorder.count(TransportEvent.IdleTimeout.class)).isEqualTo(1);
        assertThat(channel.isOpen()).isFalse();
    }

    @Test
    void aGoodbyeWrittenWhileHandlingTheTimeoutIsStillSent() {
        EmbeddedChannel channel = channel(Duration.ofMinutes(1), Duration.ZERO);
        channel.pipeline().addLast(new io.netty.channel.ChannelInboundHandlerAdapter() {
            @Override
            public void userEventTriggered(io.netty.channel.ChannelHandlerContext ctx, Object evt) {
                if (evt instanceof TransportEvent.IdleTimeout) {
                    ctx.writeAndFlush(Unpooled.copiedBuffer("bye\n", java.nio.charset.StandardCharsets.UTF_8));
                }
            }
        });
        advanceMinutes(channel, 1);
        io.netty.buffer.ByteBuf bye = channel.readOutbound();
        assertThat(bye.toString(java.nio.charset.StandardCharsets.UTF_8)).isEqualTo("bye\n");
        bye.release();
        assertThat(recorder.count(TransportEvent.IdleWarning.class)).isZero();
        assertThat(channel.isOpen()).isFalse();
    }

    @Test
    void aZeroTimeoutNeverDisconnects() {
        EmbeddedChannel channel = channel(Duration.ZERO, Duration.ZERO);
        advanceMinutes(channel, 60 * 24 * 7);
        assertThat(recorder.events).isEmpty();
        assertThat(channel.isOpen()).isTrue();
    }

    private static void advanceMinutes(EmbeddedChannel channel, long minutes) {
        channel.advanceTimeBy(minutes, TimeUnit.MINUTES);
        channel.runScheduledPendingTasks();
        channel.runPendingTasks();
    }
}
