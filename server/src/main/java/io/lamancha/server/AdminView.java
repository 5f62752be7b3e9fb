package io.lamancha.server;

import io.lamancha.server.net.admin.AdminEndpoints;
import io.lamancha.server.net.admin.LoopHealth;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.world.World;
import io.netty.channel.EventLoopGroup;
import io.lamancha.server.ops.Readiness;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What the admin listener tells: the metrics; live while every event loop answers within
 * {@link #LOOP_ANSWER}; ready while nothing in {@link Readiness} holds it back (the store
 * unreachable, Redis, stopping or counting down a {@code /shutdown}, draining). The store is asked
 * on a thread of its own, never on a loop.
 */
final class AdminView implements AdminEndpoints, AutoCloseable {

    static final Duration LOOP_ANSWER = Duration.ofSeconds(1);
    /** A store that takes longer than this to answer is taken for unreachable. */
    static final Duration STORE_ANSWER = Duration.ofSeconds(2);

    private final OperatorMetrics metrics;
    private final EventLoopGroup loops;
    private final World world;
    private final Persistence persistence;
    private final java.nio.file.Path dataDir;
    private final ExecutorService storeChecks = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lamancha-readiness");
        t.setDaemon(true);
        return t;
    });

    private final Readiness readiness;
    /** The store's check under way, or null. */
    private final AtomicReference<CompletableFuture<Boolean>> storeCheck = new AtomicReference<>();
    /** What the last check of the store found. */
    private volatile boolean storeDown;

    /**
     * @param persistence the store, or {@code null} for a server that keeps nothing (always reachable)
     * @param readiness what else holds the server back; the store's condition is added to it
     */
    AdminView(OperatorMetrics metrics, EventLoopGroup loops, World world, Persistence persistence,
            java.nio.file.Path dataDir, Readiness readiness) {
        this.readiness = persistence == null ? readiness : readiness.notReadyWhile(Readiness.DATABASE, () -> storeDown);
        this.dataDir = dataDir;
        this.metrics = metrics;
        this.loops = loops;
        this.world = world;
        this.persistence = persistence;
        metrics.gauge("lamancha.event.loop.lag.seconds", "How long the slowest event loop took to run a task "
                + "queued at the scrape (1 s or more: it is stuck)", () -> lagSeconds);
        metrics.gauge("lamancha.data.free.bytes", "Free space for this user on the data directory's disk", this::free);
    }

    /** Measured at each scrape, just before it is read. */
    private volatile double lagSeconds;

    @Override
    public String metrics() {
        lagSeconds = LoopHealth.slowestAnswer(loops, LOOP_ANSWER).toNanos() / 1e9;
        return metrics.scrape();
    }

    private long free() {
        try {
            return java.nio.file.Files.getFileStore(dataDir).getUsableSpace();
        } catch (java.io.IOException e) {
            return -1;
        }
    }

    @Override
    public CompletableFuture<Boolean> live() {
        return LoopHealth.everyLoopAnswers(loops, LOOP_ANSWER);
    }

    /**
     * Checks the store (one check at a time: probes that come meanwhile share it), then answers
     * what {@link Readiness} says; the store's check notes its result there.
     */
    @Override
    public CompletableFuture<List<String>> ready() {
        CompletableFuture<Boolean> checked = persistence == null || world.goingDown()
                ? CompletableFuture.completedFuture(true) : checkStore();
        return checked.thenApply(x -> readiness.blocking());
    }

    private CompletableFuture<Boolean> checkStore() {
        CompletableFuture<Boolean> mine = new CompletableFuture<>();
        CompletableFuture<Boolean> running = storeCheck.compareAndExchange(null, mine);
        if (running != null) {
            return running;
        }
        CompletableFuture.supplyAsync(persistence::reachable, storeChecks)
                .completeOnTimeout(false, STORE_ANSWER.toMillis(), TimeUnit.MILLISECONDS)
                .whenComplete((ok, failed) -> {
                    storeDown = failed != null || !Boolean.TRUE.equals(ok);
                    storeCheck.set(null);
                    mine.complete(!storeDown);
                });
        return mine;
    }

    @Override
    public void close() {
        storeChecks.shutdownNow();
    }
}
