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
        List<CompletableFuture<Void>> answers = new ArrayList<>();
        for (EventExecutor loop : group) {
            CompletableFuture<Void> answered = new CompletableFuture<>();
            try {
                loop.submit(() -> { }).addListener(f -> {
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
}
