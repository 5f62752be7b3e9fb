package io.lamancha.server.world;

import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * A serial executor: tasks run one at a time, in submission order. Each room owns one, so a room's
 * state is only ever touched by its strand; a session's commands run on the strand of the room it
 * is in.
 */
public interface Strand extends Executor {

    /** Whether the calling thread is this strand's. */
    boolean inStrand();

    /** Runs {@code task} on this strand after {@code delay}; the handle cancels it. */
    Cancellable schedule(Runnable task, Duration delay);

    /**
     * Queues {@code task} and says whether it will run: false when this strand has stopped (the
     * server is shutting down), so that a caller whose task holds a buffer can release it.
     */
    default boolean offer(Runnable task) {
        try {
            execute(task);
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    /** Runs now when already on this strand, else queues. */
    default void run(Runnable task) {
        if (inStrand()) {
            task.run();
        } else {
            execute(task);
        }
    }

    /** A scheduled task that can be called off. */
    interface Cancellable {
        void cancel();
    }
}
