package io.lamancha.server.log;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Which of a run of equal lines are written: the first is, the others within a minute of it are
 * only counted, and once that minute is over {@link #due} hands the count on to be written as one
 * line; while the line goes on repeating, the next minute counts afresh. A minute without a repeat
 * forgets the line, so that its next time is written in full again. At most {@link #TRACKED}
 * different lines are followed at once; others are written as they come.
 *
 * @param <K> what makes two lines the same
 */
public final class RepeatedLines<K> {

    /** How often a repeated line is summed up. */
    public static final Duration WINDOW = Duration.ofMinutes(1);
    static final int TRACKED = 1000;

    /** {@code count} more of {@code line}, in the {@code span} since it was last written or summed up. */
    public record Repeats<K>(K line, long count, Duration span) {
    }

    private static final class Run {
        long since;
        long count;

        Run(long since) {
            this.since = since;
        }
    }

    private final LongSupplier nanoTime;
    private final Map<K, Run> runs = new LinkedHashMap<>();

    /** @param nanoTime a monotonic clock in nanoseconds ({@code System::nanoTime}) */
    public RepeatedLines(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /** Whether {@code line} is to be written now; if not, it is counted. */
    public synchronized boolean admit(K line) {
        long now = nanoTime.getAsLong();
        Run run = runs.get(line);
        if (run == null) {
            if (runs.size() < TRACKED) {
                runs.put(line, new Run(now));
            }
            return true;
        }
        if (now - run.since >= WINDOW.toNanos() && run.count == 0) {
            run.since = now;
            return true;
        }
        run.count++;
        return false;
    }

    /** The counts of the lines whose minute is over, to be written now; forgets the lines that stopped. */
    public synchronized List<Repeats<K>> due() {
        long now = nanoTime.getAsLong();
        List<Repeats<K>> due = new ArrayList<>();
        for (Iterator<Map.Entry<K, Run>> it = runs.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<K, Run> e = it.next();
            Run run = e.getValue();
            if (now - run.since < WINDOW.toNanos()) {
                continue;
            }
            if (run.count == 0) {
                it.remove();
            } else {
                due.add(new Repeats<>(e.getKey(), run.count, Duration.ofNanos(now - run.since)));
                run.since = now;
                run.count = 0;
            }
        }
        return due;
    }

    /** Every count not yet written, whatever its age (at a stop); forgets every line. */
    public synchronized List<Repeats<K>> drain() {
        long now = nanoTime.getAsLong();
        List<Repeats<K>> left = new ArrayList<>();
        runs.forEach((line, run) -> {
            if (run.count > 0) {
                left.add(new Repeats<>(line, run.count, Duration.ofNanos(now - run.since)));
            }
        });
        runs.clear();
        return left;
    }
}
