package io.lamancha.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Work timed by this thread's CPU time, not the wall clock: robust to a loaded machine, which
 * only slows it down. For the harnesses that measure one step of the server's per-move path.
 */
final class ThreadCpu {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final long roundNanos;

    /** Each measurement runs for about {@code roundNanos} of this thread's CPU time. */
    ThreadCpu(long roundNanos) {
        this.roundNanos = roundNanos;
    }

    /**
     * CPU µs per item of {@code work} done on {@code items} in turn, over at least a round; the
     * numbers it returns are summed where the JIT cannot drop them.
     */
    <T> double microsPer(List<T> items, ToIntFunction<T> work) {
        long start = threads.getCurrentThreadCpuTime();
        long done = 0;
        long used;
        int sink = 0;
        do {
            for (T item : items) {
                sink += work.applyAsInt(item);
            }
            done += items.size();
            used = threads.getCurrentThreadCpuTime() - start;
        } while (used < roundNanos);
        if (sink == 42) {
            System.out.print("");
        }
        return used / 1e3 / done;
    }
}
