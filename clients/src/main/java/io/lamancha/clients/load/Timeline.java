package io.lamancha.clients.load;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The client moves of a run second by second from its start, warm-up included ({@code
 * lamancha-load games --timeline}): how many were acknowledged in each second, how many of them
 * took over 100 ms and over 1 s, and the slowest. It shows when a run's slow moves happen (a
 * first run's arrival, a pause), which the window's percentiles cannot.
 */
final class Timeline {
    static final long SLOW_MICROS = 100_000;
    static final long STALLED_MICROS = 1_000_000;

    private final long startNanos;
    private long[] moves = new long[64];
    private long[] slow = new long[64];
    private long[] stalled = new long[64];
    private long[] maxMicros = new long[64];
    private int seconds;

    Timeline(long startNanos) {
        this.startNanos = startNanos;
    }

    /** A move acknowledged at {@code nowNanos} (System.nanoTime) after {@code micros}. */
    synchronized void record(long nowNanos, long micros) {
        long second = (nowNanos - startNanos) / 1_000_000_000L;
        if (second < 0 || second > Target.MAX_SECONDS * 4L) {
            return;
        }
        int i = (int) second;
        if (i >= moves.length) {
            int size = Math.max(i + 1, moves.length * 2);
            moves = Arrays.copyOf(moves, size);
            slow = Arrays.copyOf(slow, size);
            stalled = Arrays.copyOf(stalled, size);
            maxMicros = Arrays.copyOf(maxMicros, size);
        }
        moves[i]++;
        slow[i] += micros > SLOW_MICROS ? 1 : 0;
        stalled[i] += micros > STALLED_MICROS ? 1 : 0;
        maxMicros[i] = Math.max(maxMicros[i], micros);
        seconds = Math.max(seconds, i + 1);
    }

    /** One line a second, from the first second with a move on. */
    synchronized List<String> lines() {
        List<String> lines = new ArrayList<>();
        int first = 0;
        while (first < seconds && moves[first] == 0) {
            first++;
        }
        for (int i = first; i < seconds; i++) {
            lines.add(String.format(Locale.ROOT, "TIMELINE second=%d moves=%d over_100ms=%d over_1s=%d max_ms=%d",
                    i, moves[i], slow[i], stalled[i], maxMicros[i] / 1000));
        }
        return lines;
    }
}
