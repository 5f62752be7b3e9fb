package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The pacing of the {@link LoopFlusher} and of a {@link FanoutFeed} on a channel whose event loop
 * runs on a mock ticker: a pass "takes" as long as the test says, and the next pass is due exactly
 * when the pacing says, with no real time spent.
 */
class OutputPacingTest {

    private final EmbeddedChannel channel = new EmbeddedChannel();
    /** The ticker time of every flush that reached the channel, in nanoseconds since the start. */
    private final List<Long> flushTimes = new ArrayList<>();
    private int writes;
    private long start;

    private OutboundWriter writerWithSlowFirstFlush(OutputBatching batching, long firstFlushMillis) {
        channel.freezeTime();
        start = channel.eventLoop().ticker().nanoTime();
        channel.pipeline().addLast(new ChannelOutboundHandlerAdapter() {
            @Override
            public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
                writes++;
                ctx.write(msg, promise);
            }

            @Override
            public void flush(ChannelHandlerContext ctx) {
                flushTimes.add(channel.eventLoop().ticker().nanoTime() - start);
                if (flushTimes.size() == 1) {
                    // Stands in for a pass that writes to hundreds of connections: it takes 150 ms.
                    channel.advanceTimeBy(firstFlushMillis, TimeUnit.MILLISECONDS);
                }
                ctx.flush();
            }
        });
        return OutboundWriter.install(channel, batching);
    }

    @AfterEach
    void releaseWhatWasWritten() {
        channel.finishAndReleaseAll();
    }

    @Test
    void afterALongFlushPassTheNextWaitsFourTimesAsLongAndItsLinesLeaveTogether() {
        OutboundWriter writer = writerWithSlowFirstFlush(new OutputBatching(Duration.ofSeconds(30)), 150);
        writer.write(line("first"));
        channel.runPendingTasks();
        assertThat(flushTimes).containsExactly(0L);

        advanceTo(Duration.ofMillis(160));
        writer.write(line("second"));
        writer.write(line("third"));
        // The pass took 150 ms, so the next may start 600 ms after it started, and not before.
        advanceTo(Duration.ofMillis(599));
        assertThat(flushTimes).as("the second flush waits").hasSize(1);
        advanceTo(Duration.ofMillis(600));
        assertThat(flushTimes).containsExactly(0L, Duration.ofMillis(600).toNanos());
        assertThat(writes).as("second and third leave in one write").isEqualTo(2);
        assertThat(outbound()).containsExactly("first\n", "second\nthird\n");
    }

    @Test
    void theLingerCapsTheWaitAfterALongPass() {
        OutboundWriter writer = writerWithSlowFirstFlush(OutputBatching.immediate(), 150);
        writer.write(line("first"));
        channel.runPendingTasks();

        advanceTo(Duration.ofMillis(160));
        writer.write(line("second"));
        channel.runPendingTasks();
        // Spaced, the second flush would come 600 ms after the first; with no linger it follows
        // as soon as the loop gets to it.
        assertThat(flushTimes).containsExactly(0L, Duration.ofMillis(160).toNanos());
        assertThat(outbound()).containsExactly("first\n", "second\n");
    }

    @Test
    void aQuickPassLeavesNoPauseBehindIt() {
        OutboundWriter writer = writerWithSlowFirstFlush(new OutputBatching(Duration.ofSeconds(30)), 0);
        writer.write(line("first"));
        channel.runPendingTasks();
        writer.write(line("second"));
        channel.runPendingTasks();
        assertThat(flushTimes).containsExactly(0L, 0L);
    }

    @Test
    void afterALongRoundAFeedWaitsFourTimesAsLongBeforeTheNextAndItsLinesLeaveTogether() {
        OutboundWriter writer = writerWithSlowFirstFlush(OutputBatching.immediate(), 150);
        FanoutFeed feed = new FanoutFeed(channel.eventLoop(), Duration.ofSeconds(30).toNanos(), channel.alloc(),
                FanoutFeed.TURNS_PER_TASK);
        writer.follow(feed);
        append(feed, "first");
        channel.runPendingTasks();
        assertThat(flushTimes).containsExactly(0L);

        // The round ended at 150 ms and took 150 ms: the next may start 600 ms after its end.
        advanceTo(Duration.ofMillis(160));
        append(feed, "second");
        append(feed, "third");
        advanceTo(Duration.ofMillis(749));
        assertThat(flushTimes).as("the next round waits").hasSize(1);
        advanceTo(Duration.ofMillis(750));
        assertThat(flushTimes).containsExactly(0L, Duration.ofMillis(750).toNanos());
        assertThat(String.join("", outbound())).isEqualTo("first\nsecond\nthird\n");
        feed.close();
    }

    private static void append(FanoutFeed feed, String text) {
        ByteBuf b = line(text);
        feed.append(b);
        b.release();
    }

    /** Moves the mock ticker to {@code at} after the start and runs what is due by then. */
    private void advanceTo(Duration at) {
        long now = channel.eventLoop().ticker().nanoTime() - start;
        channel.advanceTimeBy(at.toNanos() - now, TimeUnit.NANOSECONDS);
        channel.runScheduledPendingTasks();
        channel.runPendingTasks();
    }

    private List<String> outbound() {
        List<String> out = new ArrayList<>();
        for (ByteBuf buf = channel.readOutbound(); buf != null; buf = channel.readOutbound()) {
            out.add(buf.toString(StandardCharsets.UTF_8));
            buf.release();
        }
        return out;
    }

    private static ByteBuf line(String text) {
        return Unpooled.copiedBuffer(text + "\n", StandardCharsets.UTF_8);
    }
}
