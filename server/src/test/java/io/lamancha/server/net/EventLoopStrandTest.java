package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.DefaultEventLoop;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A strand on a Netty loop: tasks run in order, and a stopped loop says so instead of throwing. */
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
}
