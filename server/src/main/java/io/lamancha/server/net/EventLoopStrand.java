package io.lamancha.server.net;

import io.lamancha.server.world.Strand;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/** A strand backed by one Netty event loop (single-threaded, FIFO). */
public final class EventLoopStrand implements Strand {

    private final EventExecutor loop;

    public EventLoopStrand(EventExecutor loop) {
        this.loop = loop;
    }

    public EventExecutor loop() {
        return loop;
    }

    @Override
    public boolean inStrand() {
        return loop.inEventLoop();
    }

    @Override
    public void execute(Runnable task) {
        // False when the server is stopping and its loops are gone: there is nobody left to tell.
        offer(task);
    }

    @Override
    public boolean offer(Runnable task) {
        try {
            loop.execute(task);
            return true;
        } catch (RejectedExecutionException e) {
            if (!loop.isShuttingDown()) {
                throw e;
            }
            return false;
        }
    }

    /**
     * {@inheritDoc} A task with no delay (a server bot's think with {@code --bot-delay-ms 0}, one
     * a move) is queued as any other, not through the loop's timer queue.
     */
    @Override
    public Cancellable schedule(Runnable task, Duration delay) {
        if (delay.isZero()) {
            AtomicBoolean cancelled = new AtomicBoolean();
            execute(() -> {
                if (!cancelled.get()) {
                    task.run();
                }
            });
            return () -> cancelled.set(true);
        }
        ScheduledFuture<?> f = loop.schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS);
        return () -> f.cancel(false);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EventLoopStrand && ((EventLoopStrand) o).loop == loop;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(loop);
    }
}
