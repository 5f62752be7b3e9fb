package io.lamancha.server.testing;

import io.lamancha.server.world.Strand;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.Queue;
import java.util.concurrent.RejectedExecutionException;

/**
 * A deterministic strand for tests: tasks queue up and run when the test says so, and scheduled
 * tasks run when the test moves virtual time forward. One instance can serve every room, which
 * makes a whole server single-threaded and repeatable.
 */
public final class ManualStrand implements Strand {

    private record Timed(long due, long seq, Runnable task) {
    }

    private final Queue<Runnable> queue = new ArrayDeque<>();
    private final PriorityQueue<Timed> timed = new PriorityQueue<>(
            Comparator.comparingLong(Timed::due).thenComparingLong(Timed::seq));
    private long now;
    private long seq;
    private volatile Thread runner;
    private boolean shutDown;

    @Override
    public boolean inStrand() {
        return runner == Thread.currentThread();
    }

    @Override
    public synchronized void execute(Runnable task) {
        if (shutDown) {
            throw new RejectedExecutionException("strand shut down");
        }
        queue.add(task);
    }

    /** From now on refuses tasks, as an event loop that has shut down does. */
    public synchronized void shutDown() {
        shutDown = true;
    }

    @Override
    public synchronized Cancellable schedule(Runnable task, Duration delay) {
        boolean[] cancelled = new boolean[1];
        timed.add(new Timed(now + delay.toMillis(), seq++, () -> {
            if (!cancelled[0]) {
                task.run();
            }
        }));
        return () -> cancelled[0] = true;
    }

    /** Tasks queued and not yet run (timed ones not counted). */
    public synchronized int pending() {
        return queue.size();
    }

    /** Runs queued tasks, and timed ones already due, until nothing is left to run now. */
    public void runAll() {
        Thread was = runner;
        runner = Thread.currentThread();
        try {
            for (int guard = 0; guard < 10_000_000; guard++) {
                Runnable next = next();
                
                if (next == null) {
                    return;
                }
                next.run();
            }
            throw new IllegalStateException("strand did not settle");
        } finally {
            runner = was;
        }
    }

    private synchronized Runnable next() {
        Runnable next = queue.poll();
        if (next == null && !timed.isEmpty() && timed.peek().due() <= now) {
            next = timed.poll().task();
        }
        return next;
    }

    /** Moves virtual time forward step by step, running what falls due. */
    public void advance(Duration d) {
        long end = now + d.toMillis();
        runAll();
        while (true) {
            synchronized (this) {
                if (timed.isEmpty() || timed.peek().due() > end) {
                    break;
                }
                now = Math.max(now, timed.peek().due());
            }
            runAll();
        }
        synchronized (this) {
            now = end;
        }
        runAll();
    }
}
