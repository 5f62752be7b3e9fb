package io.lamancha.server.journal;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * A journal for a node of a cluster: a move is recorded only while this node can prove it holds
 * the room (its lease is fresh); else it fails at once as if the store were unavailable, so the
 * table refuses it with the state unchanged and waits, and goes on once the node is in touch
 * with the cluster again. The store's own fence (the game's epoch) stands behind this: a node
 * that is wrong about its lease still cannot write.
 */
public final class LeasedJournal implements Journal {

    private final Journal journal;
    private final Predicate<String> holds;
    private final Consumer<Runnable> whenInTouch;
    /** The moves on their way to the store now. */
    private final java.util.concurrent.atomic.AtomicInteger writing = new java.util.concurrent.atomic.AtomicInteger();

    /**
     * @param holds whether this node can prove it holds a room (by name)
     * @param whenInTouch runs a task once the node can prove its rooms again
     */
    public LeasedJournal(Journal journal, Predicate<String> holds, Consumer<Runnable> whenInTouch) {
        this.journal = journal;
        this.holds = holds;
        this.whenInTouch = whenInTouch;
    }

    @Override
    public Recording started(String room, String game, Map<String, String> options, long seed, List<SeatRecord> seats,
            boolean rated) {
        return guarded(room, journal.started(room, game, options, seed, seats, rated));
    }

    /** {@code recording} (of a game in {@code room}) with its moves guarded. */
    public Recording guarded(String room, Recording recording) {
        return new ForwardingRecording(recording) {
            @Override
            public CompletableFuture<Void> moved(int seq, int seat, String move) {
                if (!holds.test(room)) {
                    return CompletableFuture.failedFuture(new JournalUnavailableException("this node cannot prove"
                            + " it still holds the room " + room + " (the cluster is out of reach)", null));
                }
                writing.incrementAndGet();
                CompletableFuture<Void> written = super.moved(seq, seat, move);
                written.whenComplete((ok, failure) -> writing.decrementAndGet());
                return written;
            }

            @Override
            public CompletableFuture<Boolean> parked(List<TurnSeat> seats) {
                // parked only by a node that can prove it holds the room: else it stays, and waits
                return holds.test(room) ? super.parked(seats) : CompletableFuture.completedFuture(false);
            }
        };
    }

    /**
     * Waits (at most {@code within}) until no move is on its way to the store: once this node
     * holds no room, every move acknowledged is stored. Returns whether none is on its way.
     */
    public boolean awaitWritten(java.time.Duration within) throws InterruptedException {
        long end = System.nanoTime() + within.toNanos();
        while (writing.get() > 0 && System.nanoTime() - end < 0) {
            Thread.sleep(5);
        }
        return writing.get() == 0;
    }

    @Override
    public void whenWritable(Runnable then) {
        whenInTouch.accept(() -> journal.whenWritable(then));
    }
}
