package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class IdleGuardTest {

    private final EventRecorder recorder = new EventRecorder();

    private EmbeddedChannel channel(Duration timeout, Duration warning) {
        return channel(timeout, warning, Duration.ZERO);
    }

    /** The guard with the decoder that tells it of the peer's lines. */
    private EmbeddedChannel channel(Duration timeout, Duration warning, Duration lineTimeout) {
        Limits limits = new Limits(1024, 10, 5.0, 20, 1 << 20, 32 * 1024, 64 * 1024,
                Duration.ofSeconds(30), timeout, warning, 0).withLineTimeout(lineTimeout);
        EmbeddedChannel channel = new EmbeddedChannel();
        channel.freezeTime();
        // Added to an already active channel, so the clock starts at the frozen time.
        IdleGuard guard = new IdleGuard(limits);
        channel.pipeline().addLast(guard, new TelnetLineDecoder(limits.maxLineBytes(), guard), recorder);
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

    @Test
    void aLineSentOneBytePerSecondDoesNotKeepTheConnectionPastTheIdleTimeout() {
        // The whole pipeline, as a connection has it: only a finished line counts as activity.
        Limits limits = new Limits(1024, 10, 5.0, 20, 1 << 20, 32 * 1024, 64 * 1024,
                Duration.ofSeconds(30), Duration.ofSeconds(20), Duration.ZERO, 0);
        EmbeddedChannel channel = new EmbeddedChannel();
        channel.freezeTime();
        ServerChannelInitializer.addHandlers(channel.pipeline(), limits, new ConnectionLimiter(0), recorder);
        for (int second = 1; second <= 45 && channel.isOpen(); second++) {
            channel.writeInbound(Unpooled.wrappedBuffer(new byte[] {'x'}));
            channel.advanceTimeBy(1, TimeUnit.SECONDS);
            channel.runScheduledPendingTasks();
            channel.runPendingTasks();
        }
        assertThat(recorder.count(TransportEvent.IdleTimeout.class)).isEqualTo(1);
        assertThat(channel.isOpen()).as("closed after 20 s of an unfinished line").isFalse();
        channel.finishAndReleaseAll();
    }

    @Test
    void aLineUnfinishedForTheLineTimeoutIsClosedThoughItsBytesKeepComing() {
        EmbeddedChannel channel = channel(Duration.ofMinutes(30), Duration.ofMinutes(5), Duration.ofSeconds(60));
        send(channel, 'x');
        for (int second = 1; second < 60; second++) {
            advanceSeconds(channel, 1);
            send(channel, 'x');
        }
        assertThat(channel.isOpen()).isTrue();
        advanceSeconds(channel, 1);
        assertThat(recorder.events).containsExactly(new TransportEvent.LineTimeout(Duration.ofSeconds(60)));
        assertThat(channel.isOpen()).isFalse();
    }

    @Test
    void linesThatEachEndWithinTheLineTimeoutAreNeverCutOff() {
        EmbeddedChannel channel = channel(Duration.ofMinutes(30), Duration.ofMinutes(5), Duration.ofSeconds(60));
        for (int line = 0; line < 10; line++) {
            for (int second = 0; second < 59; second++) {
                send(channel, 'x');
                advanceSeconds(channel, 1);
            }
            send(channel, '\n');
            advanceSeconds(channel, 30);
        }
        assertThat(channel.isOpen()).isTrue();
        assertThat(recorder.events).isEmpty();
        channel.finishAndReleaseAll();
    }

    @Test
    void aTelnetKeepaliveStartsNoLineAndKeepsTheConnectionAsBefore() {
        EmbeddedChannel channel = channel(Duration.ofMinutes(30), Duration.ofMinutes(5), Duration.ofSeconds(60));
        for (int i = 0; i < 60; i++) {
            channel.writeInbound(Unpooled.wrappedBuffer(new byte[] {(byte) 255, (byte) 241})); // IAC NOP
            advanceSeconds(channel, 50);
        }
        assertThat(channel.isOpen()).isTrue();
        assertThat(recorder.events).containsExactly(new TransportEvent.TelnetDetected());
    }

    @Test
    void aTelnetCommandCutInHalfIsOnTheLineClock() {
        EmbeddedChannel channel = channel(Duration.ofMinutes(30), Duration.ofMinutes(5), Duration.ofSeconds(60));
        channel.writeInbound(Unpooled.wrappedBuffer(new byte[] {(byte) 255, (byte) 250, 24}));
        advanceSeconds(channel, 60);
        assertThat(recorder.count(TransportEvent.LineTimeout.class)).isEqualTo(1);
        assertThat(channel.isOpen()).isFalse();
    }

    private static void send(EmbeddedChannel channel, char c) {
        channel.writeInbound(Unpooled.wrappedBuffer(new byte[] {(byte) c}));
    }

    private static void advanceSeconds(EmbeddedChannel channel, long seconds) {
        channel.advanceTimeBy(seconds, TimeUnit.SECONDS);
        channel.runScheduledPendingTasks();
        channel.runPendingTasks();
    }

    private static void advanceMinutes(EmbeddedChannel channel, long minutes) {
        channel.advanceTimeBy(minutes, TimeUnit.MINUTES);
        channel.runScheduledPendingTasks();
        channel.runPendingTasks();
    }
}
