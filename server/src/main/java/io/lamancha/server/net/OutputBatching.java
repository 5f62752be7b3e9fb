package io.lamancha.server.net;

import io.lamancha.server.metrics.ServerMetrics;
import io.netty.channel.EventLoop;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The server's output flushing policy: one {@link LoopFlusher} per event loop, all with the same
 * linger. A linger of zero flushes every connection at the end of the loop turn that wrote to it;
 * a positive linger lets a busy loop flush at most once per linger, so each write carries several
 * lines (see {@link LoopFlusher}). One instance per server.
 */
public final class OutputBatching {

    private final long lingerNanos;
    private final ServerMetrics metrics;
    private final Map<EventLoop, LoopFlusher> flushers = new ConcurrentHashMap<>();

    public OutputBatching(Duration linger) {
        this(linger, ServerMetrics.NONE);
    }

    /** @param metrics where the rounds of the rooms' fan-outs are timed */
    public OutputBatching(Duration linger, ServerMetrics metrics) {
        this.metrics = Objects.requireNonNull(metrics, "metrics");
        Objects.requireNonNull(linger, "linger");
        if (linger.isNegative()) {
            throw new IllegalArgumentException("linger must not be negative: " + linger);
        }
        this.lingerNanos = linger.toNanos();
    }

    /** Flush every connection at the end of the turn that wrote to it. */
    public static OutputBatching immediate() {
        return new OutputBatching(Duration.ZERO);
    }

    /** The flusher of {@code loop}, made on first use. */
    LoopFlusher flusherOf(EventLoop loop) {
        return flushers.computeIfAbsent(loop, l -> new LoopFlusher(l, lingerNanos));
    }

    ServerMetrics metrics() {
        return metrics;
    }
}
