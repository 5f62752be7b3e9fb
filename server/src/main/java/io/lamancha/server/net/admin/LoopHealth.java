package io.lamancha.server.net.admin;

import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.EventExecutorGroup;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/** Whether every event loop of a group still runs tasks: a loop stuck in a long task does not. */
public final class LoopHealth {

    private LoopHealth() {
    }

    /** Completes with true once every loop ran an empty task, with false if one did not within {@code within}. */
    public static CompletableFuture<Boolean> everyLoopAnswers(EventExecutorGroup group, Duration within) {
        return everyLoopAnswers(group, within, () -> { });
    }

    /** The same, running {@code onLoop} on each loop as it answers. */
    private static CompletableFuture<Boolean> everyLoopAnswers(EventExecutorGroup group, Duration within,
            Runnable onLoop) {
        List<CompletableFuture<Void>> answers = new ArrayList<>();
        for (EventExecutor loop : group) {
            CompletableFuture<Void> answered = new CompletableFuture<>();
            try {
                loop.submit(onLoop).addListener(f -> {
                    if (f.isSuccess()) {
                        answered.complete(null);
                    } else {
                        answered.completeExceptionally(f.cause());
                    }
                });
            } catch (RejectedExecutionException e) {
                answered.completeExceptionally(e);
            }
            answers.add(answered);
        }
        return CompletableFuture.allOf(answers.toArray(new CompletableFuture<?>[0]))
                .thenApply(done -> true)
                .exceptionally(failed -> false)
                .completeOnTimeout(false, within.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * How long the slowest loop of {@code group} took to run an empty task queued now; {@code
     * within} when one did not run it that soon. Blocks the caller up to {@code within}.
     */
    public static Duration slowestAnswer(EventExecutorGroup group, Duration within) {
        long start = System.nanoTime();
        java.util.concurrent.atomic.AtomicLong slowest = new java.util.concurrent.atomic.AtomicLong();
        try {
            everyLoopAnswers(group, within, () -> slowest.accumulateAndGet(System.nanoTime() - start, Math::max))
                    .get(within.toMillis() + 100, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            return within;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return within;
        }
        return Duration.ofNanos(Math.min(slowest.get(), within.toNanos()));
    }
}
