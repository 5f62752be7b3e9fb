package io.lamancha.clients.load;

/**
 * Latencies in microseconds, recorded with at most ~1.6% error (64 sub-buckets per power of two),
 * from 1 µs to over an hour. Not thread-safe: one recording thread, or {@link #add} snapshots.
 */
public final class LatencyHistogram {

    private static final int SUB = 64;
    private static final int SHIFT = 6;
    private final long[] counts = new long[SUB * 40];
    private long total;
    private long max;

    public void record(long micros) {
        long v = Math.max(0, micros);
        counts[index(v)]++;
        total++;
        max = Math.max(max, v);
    }

    public void add(LatencyHistogram other) {
        for (int i = 0; i < counts.length; i++) {
            counts[i] += other.counts[i];
        }
        total += other.total;
        max = Math.max(max, other.max);
    }

    public long count() {
        return total;
    }

    public long max() {
        return max;
    }

    /** The smallest recorded value (bucket upper bound) at or above which lie {@code 1 - q} of the values. */
    public long quantile(double q) {
        if (total == 0) {
            return 0;
        }
        long rank = (long) Math.ceil(q * total);
        long seen = 0;
        for (int i = 0; i < counts.length; i++) {
            seen += counts[i];
            if (seen >= Math.max(1, rank)) {
                return Math.min(max, upperBound(i));
            }
        }
        return max;
    }

    private static int index(long v) {
        if (v < SUB) {
            return (int) v;
        }
        int exp = 63 - Long.numberOfLeadingZeros(v) - SHIFT;
        return Math.min(exp * SUB + (int) (v >>> exp), SUB * 40 - 1);
    }

    private static long upperBound(int i) {
        if (i < SUB) {
            return i;
        }
        int exp = i / SUB - 1;
        long mantissa = i % SUB + SUB;
        return ((mantissa + 1) << exp) - 1;
    }
}
