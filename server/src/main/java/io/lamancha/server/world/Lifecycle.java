package io.lamancha.server.world;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * The server's life as its rooms see it: whether it is about to stop or stopping, and what an
 * admin's {@code /shutdown} and {@code /reload} do. Thread-safe.
 */
public final class Lifecycle {

    private volatile Runnable shutdownAction = () -> { };
    private volatile Supplier<CompletionStage<List<String>>> reloadAction =
            () -> CompletableFuture.completedFuture(List.of("This server has nothing to reload."));
    private volatile boolean stopping;
    private volatile boolean shutdownScheduled;

    Lifecycle() {
    }

    /**
     * The server is stopping: the connections it closes from now on are not players dropping out,
     * so their seats wait for the restart (see {@link #stopping()}).
     */
    public void beginStop() {
        stopping = true;
    }

    /** Whether the server is stopping: no grace period runs out and no bot takes a seat over. */
    public boolean stopping() {
        return stopping;
    }

    /** An admin's {@code /shutdown} counts down: the server is about to stop. */
    public void shutdownScheduled() {
        shutdownScheduled = true;
    }

    /** Whether the server stops soon or is stopping: it should get no new players. */
    public boolean goingDown() {
        return stopping || shutdownScheduled;
    }

    /** What {@code /shutdown} does when its countdown ends (stops the process in production). */
    public void onShutdown(Runnable action) {
        this.shutdownAction = action;
    }

    public void shutdownNow() {
        shutdownAction.run();
    }

    /** What {@code /reload} does: reads the config file and the TLS certificate again (in production). */
    public void onReload(Supplier<CompletionStage<List<String>>> action) {
        this.reloadAction = action;
    }

    /** Reloads what can change while everyone plays on; completes with the lines that say what changed. */
    public CompletionStage<List<String>> reload() {
        return reloadAction.get();
    }
}
