package io.lamancha.clients.load;

import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * Latencies in microseconds, from 0 to an hour, in an HdrHistogram with three significant digits:
 * a percentile is the value at that rank rounded up by at most 0.1%, and never above the largest
 * value, which is kept exactly. A negative latency counts as 0, one over an hour as an hour. Not thread-safe: one thread
 * records and reads, or its callers synchronize.
 */
final class LatencyHistogram {

    static final long MAX_MICROS = TimeUnit.HOURS.toMicros(1);

    private final Histogram histogram = new Histogram(1, MAX_MICROS, 3);
    private long max;

    void record(long micros) {
        long v = Math.min(MAX_MICROS, Math.max(0, micros));
        histogram.recordValue(v);
        max = Math.max(max, v);
    }

    long count() {
        return histogram.getTotalCount();
    }

    /** The largest value recorded, exactly; 0 when none was. */
    long max() {
        return max;
    }

    /** The value at or below which {@code percentile} percent (0-100) of the recorded values lie; 0 when none was. */
    long percentile(double percentile) {
        return count() == 0 ? 0 : Math.min(max, histogram.getValueAtPercentile(percentile));
    }
}
