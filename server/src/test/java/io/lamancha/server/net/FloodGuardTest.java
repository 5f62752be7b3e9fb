package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.embedded.EmbeddedChannel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class FloodGuardTest {

    private EventRecorder recorder;

    /** Burst 3, 2 lines per second (one every 500 ms), abuse beyond 4 waiting lines. */
    private EmbeddedChannel channel(double rate) {
        recorder = new EventRecorder();
        Limits limits = new Limits(1024, 3, rate, 4, 1 << 20, 32 * 1024, 64 * 1024,
                Duration.ofSeconds(30), Duration.ZERO, Duration.ZERO, 0);
        EmbeddedChannel channel = new EmbeddedChannel(new FloodGuard(limits), recorder);
        channel.freezeTime();
        return channel;
    }

    @Test
    void linesWithinTheBurstPassAtOnce() {
        EmbeddedChannel channel = channel(2.0);
        send(channel, "a", "b", "c");
        assertThat(received(channel)).containsExactly("a", "b", "c");
    }

    @Test
    void linesBeyondTheBurstAreReleasedInOrderAtTheSustainedRate() {
        EmbeddedChannel channel = channel(2.0);
        send(channel, "1", "2", "3", "4", "5");
        assertThat(received(channel)).containsExactly("1", "2", "3");
        advance(channel, 499);
        assertThat(received(channel)).isEmpty();
        advance(channel, 1);
        assertThat(received(channel)).containsExactly("4");
        advance(channel, 500);
        assertThat(received(channel)).containsExactly("5");
        assertThat(recorder.count(TransportEvent.FloodDetected.class)).isZero();
    }

    @Test
    void aQuietConnectionEarnsItsBurstBack() {
        EmbeddedChannel channel = channel(2.0);
        send(channel, "1", "2", "3");
        advance(channel, 1500);
        send(channel, "4", "5", "6");
        assertThat(received(channel)).containsExactly("1", "2", "3", "4", "5", "6");
    }

    @Test
    void tooLongMarkersWaitInTheSameQueueAsText() {
        EmbeddedChannel channel = channel(2.0);
        send(channel, "1", "2", "3");
        channel.writeInbound(new InboundLine.TooLong(1024));
        send(channel, "5");
        received(channel);
        advance(channel, 500);
        assertThat(channel.<Object>readInbound()).isEqualTo(new InboundLine.TooLong(1024));
        advance(channel, 500);
        assertThat(received(channel)).containsExactly("5");
    }

    @Test
    void moreWaitingLinesThanAllowedFireFloodDetectedOnceAndDropFurtherInput() {
        EmbeddedChannel channel = channel(2.0);
        send(channel, "1", "2", "3", "w1", "w2", "w3", "w4");
        assertThat(recorder.count(TransportEvent.FloodDetected.class)).isZero();
        send(channel, "w5", "more", "and more");
        assertThat(recorder.count(TransportEvent.FloodDetected.class)).isEqualTo(1);
        received(channel);
        advance(channel, 10_000);
        send(channel, "later");
        assertThat(received(channel)).isEmpty();
        assertThat(recorder.count(TransportEvent.FloodDetected.class)).isEqualTo(1);
    }

    @Test
    void rateZeroPassesEverythingThrough() {
        EmbeddedChannel channel = channel(0.0);
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            many.add("line " + i);
        }
        send(channel, many.toArray(new String[0]));
        assertThat(received(channel)).isEqualTo(many);
        assertThat(recorder.count(TransportEvent.FloodDetected.class)).isZero();
    }

    private static void send(EmbeddedChannel channel, String... lines) {
        for (String line : lines) {
            channel.writeInbound(new InboundLine.Text(line));
        }
    }

    private static void advance(EmbeddedChannel channel, long millis) {
        channel.advanceTimeBy(millis, TimeUnit.MILLISECONDS);
        channel.runScheduledPendingTasks();
    }

    private static List<String> received(EmbeddedChannel channel) {
        List<String> lines = new ArrayList<>();
        for (Object o = channel.readInbound(); o != null; o = channel.readInbound()) {
            lines.add(((InboundLine.Text) o).line());
        }
        return lines;
    }
}
