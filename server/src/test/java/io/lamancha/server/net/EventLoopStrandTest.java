package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.DefaultEventLoop;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A strand on a Netty loop: tasks run in order (those with no delay too), a cancelled one never,
 * and a stopped loop says so instead of throwing.
 */
class EventLoopStrandTest {

    @Test
    void aRunningLoopTakesTheTaskAndRunsIt() throws Exception {
        DefaultEventLoop loop = new DefaultEventLoop();
        try {
            CountDownLatch ran = new CountDownLatch(1);
            assertThat(new EventLoopStrand(loop).offer(ran::countDown)).isTrue();
            assertThat(ran.await(5, TimeUnit.SECONDS)).isTrue();
        } finally {
            loop.shutdownGracefully(0, 0, TimeUnit.SECONDS).sync();
        }
    }

    @Test
    void aStoppedLoopRefusesQuietlyAndOfferSaysTheTaskWillNotRun() throws Exception {
        DefaultEventLoop loop = new DefaultEventLoop();
        loop.shutdownGracefully(0, 0, TimeUnit.SECONDS).sync();
        EventLoopStrand strand = new EventLoopStrand(loop);
        strand.execute(() -> { }); // the server is stopping: nobody is left to tell
        assertThat(strand.offer(() -> { })).as("so a task holding a buffer can be released").isFalse();
    }

    @Test
    void aTaskWithNoDelayRunsInOrderAndACancelledOneNever() throws Exception {
        DefaultEventLoop loop = new DefaultEventLoop();
        try {
            EventLoopStrand strand = new EventLoopStrand(loop);
            List<String> ran = new CopyOnWriteArrayList<>();
            CountDownLatch last = new CountDownLatch(1);
            strand.execute(() -> {
                // queued from the loop itself, as a bot's think after a move is
                strand.schedule(() -> ran.add("first"), Duration.ZERO);
                strand.schedule(() -> ran.add("called off"), Duration.ZERO).cancel();
                strand.execute(() -> ran.add("second"));
                strand.execute(last::countDown);
            });
            assertThat(last.await(5, TimeUnit.SECONDS)).isTrue();
            assertThat(ran).containsExactly("first", "second");
        } finally {
            loop.shutdownGracefully(0, 0, TimeUnit.SECONDS).sync();
        }
    }
}
