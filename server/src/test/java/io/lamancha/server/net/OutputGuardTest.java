package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.LogCapture;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFuture;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class OutputGuardTest {

    private static final int CAP = 4000;

    private static EmbeddedChannel channel() {
        Limits limits = new Limits(1024, 10, 5.0, 20, CAP, 1000, 2000,
                Duration.ofSeconds(30), Duration.ZERO, Duration.ZERO, 0);
        EmbeddedChannel channel = new EmbeddedChannel();
        channel.freezeTime();
        channel.config().setWriteBufferWaterMark(new WriteBufferWaterMark(1000, 2000));
        channel.pipeline().addLast(new OutputGuard(limits));
        return channel;
    }

    @Test
    void aWriteThatWouldPassTheCapIsReleasedUnsentAndTheChannelClosed() {
        EmbeddedChannel channel = channel();
        ChannelFuture last = null;
        ByteBuf refused = null;
        long maxPending = 0;
        for (int i = 0; i < 100 && channel.isOpen(); i++) {
            ByteBuf line = Unpooled.buffer(100).writeZero(100);
            last = channel.write(line);
            refused = line;
            maxPending = Math.max(maxPending, channel.unsafe().outboundBuffer() == null ? 0
                    : channel.unsafe().outboundBuffer().totalPendingWriteBytes());
        }
        channel.runPendingTasks();
        assertThat(channel.isOpen()).isFalse();
        assertThat(last.cause()).isInstanceOf(OutputGuard.OutputCapExceededException.class);
        assertThat(refused.refCnt()).isZero();
        assertThat(maxPending).isLessThanOrEqualTo(CAP);
        channel.finishAndReleaseAll();
    }

    @Test
    void aCutOffIsLoggedOnceAtInfoWithTheAddressAndWithoutTheOutput() {
        try (LogCapture log = new LogCapture(OutputGuard.class)) {
            EmbeddedChannel channel = channel();
            for (int i = 0; i < 100; i++) {
                channel.write(Unpooled.copiedBuffer("secret hand " + i + "\n".repeat(50), StandardCharsets.UTF_8));
            }
            channel.runPendingTasks();
            advanceSeconds(channel, 60);
            assertThat(channel.isOpen()).isFalse();
            assertThat(log.lines).hasSize(1);
            assertThat(log.lines.get(0)).startsWith("INFO ").contains("embedded").doesNotContain("secret");
            channel.finishAndReleaseAll();
        }
    }

    @Test
    void aChannelUnwritableForTheWholeGraceIsClosed() {
        EmbeddedChannel channel = channel();
        channel.write(Unpooled.buffer(2500).writeZero(2500));
        channel.runPendingTasks();
        assertThat(channel.isWritable()).isFalse();
        advanceSeconds(channel, 29);
        assertThat(channel.isOpen()).isTrue();
        advanceSeconds(channel, 1);
        assertThat(channel.isOpen()).isFalse();
        channel.finishAndReleaseAll();
    }

    @Test
    void aChannelThatDrainsWithinTheGraceStaysOpen() {
        EmbeddedChannel channel = channel();
        channel.write(Unpooled.buffer(2500).writeZero(2500));
        channel.runPendingTasks();
        advanceSeconds(channel, 20);
        channel.flush();
        channel.runPendingTasks();
        assertThat(channel.isWritable()).isTrue();
        advanceSeconds(channel, 60);
        assertThat(channel.isOpen()).isTrue();
        channel.finishAndReleaseAll();
    }

    private static void advanceSeconds(EmbeddedChannel channel, long seconds) {
        channel.advanceTimeBy(seconds, TimeUnit.SECONDS);
        channel.runScheduledPendingTasks();
        channel.runPendingTasks();
    }
}
