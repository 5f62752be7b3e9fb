package io.lamancha.server.store;

import io.lamancha.server.journal.Journal;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Records tables' games in the {@link GameStore}. Calls return at once: the blocking parts run on
 * a thread of their own, the recorder, in call order (not the store thread of logins and
 * commands: a burst of logins, each a write, must not hold a new game's first moves back), and a
 * move's future completes when the group commit that holds it is durable. A new game is queued
 * for the group commit too (its first moves follow it, in the same commit or a later one). A
 * game that could not be stored when it started (the store was unavailable) is stored with its
 * first move that can be.
 */
public final class StoreJournal implements Journal {

    private static final Logger LOG = LogManager.getLogger(StoreJournal.class);

    private final GameStore store;
    private final RatingStore ratings;
    private final Executor recorder;
    private final Executor io;
    private final Clock clock;

    /**
     * @param recorder a single-threaded executor for the records (order matters: the game row
     *     before its moves)
     * @param io the store thread, for reads (a rated game's rating changes)
     */
    public StoreJournal(GameStore store, RatingStore ratings, Executor recorder, Executor io, Clock clock) {
        this.store = store;
        this.ratings = ratings;
        this.recorder = recorder;
        this.io = io;
        this.clock = clock;
    }

    @Override
    public Recording started(String room, String game, Map<String, String> options, long seed, List<SeatRecord> seats,
            boolean rated) {
        List<StoredSeat> stored = new ArrayList<>();
        for (SeatRecord s : seats) {
            stored.add(new StoredSeat(s.name(), s.bot()));
        }
        Stored recording = new Stored(room, rated, () -> store.start(room, game, options, seed, stored, rated));
        recording.onRecorder(() -> {
            try {
                recording.id();
            } catch (RuntimeException e) {
                // told in id(); the game's first move tries again
            }
        });
        return recording;
    }

    /** Goes on recording a game restored from the store. */
    public Recording resumed(StoredGame game) {
        return new Stored(game.id(), game.rated());
    }

    @Override
    public void whenWritable(Runnable then) {
        store.whenWritable(then);
    }

    /**
     * One game's record; its id is the recorder's own. Its calls come from its table's strand,
     * in order. A move of a game stored or queued, with nothing of the game waiting on the
     * recorder, goes to the journal's queue at once (the queue takes any thread): the hop through
     * the recorder, a wake-up per move, is only for a game whose row is still to be queued.
     */
    private final class Stored implements Recording {
        private final String room;
        private final boolean rated;
        /** Queues the game for the store. */
        private final Supplier<GameStore.Started> create;
        /** The game's write, once queued: done for a restored game, failed when it must be queued again. */
        private CompletableFuture<Void> stored;
        private long id;
        /** This game's tasks given to the recorder and not yet run (a move goes behind them). */
        private final AtomicInteger onRecorder = new AtomicInteger();

        Stored(String room, boolean rated, Supplier<GameStore.Started> create) {
            this.room = room;
            this.rated = rated;
            this.create = create;
        }

        Stored(long id, boolean rated) {
            this.room = null;
            this.rated = rated;
            this.create = null;
            this.stored = CompletableFuture.completedFuture(null);
            this.id = id;
        }

        @Override
        public boolean rated() {
            return rated;
        }

        /** Whether the game is queued for the store, or stored, and its write has not failed. */
        private boolean queued() {
            return stored != null && !stored.isCompletedExceptionally();
        }

        /**
         * The game's id in the store, queuing the game first if that has not been done, or its
         * write failed; on the recorder.
         */
        private long id() {
            if (!queued()) {
                try {
                    GameStore.Started started = create.get();
                    id = started.id();
                    stored = started.stored();
                    stored.exceptionally(e -> {
                        if (!store.unavailable(e)) {
                            LOG.error("could not record a new game in {}", room, e);
                        }
                        return null;
                    });
                } catch (RuntimeException e) {
                    if (!store.unavailable(e)) {
                        LOG.error("could not record a new game in {}", room, e);
                    }
                    throw e;
                }
            }
            return id;
        }

        /**
         * Runs {@code task} on the recorder, counted until it has run: what it wrote before
         * the count falls is seen by the strand that reads the count.
         */
        private void onRecorder(Runnable task) {
            onRecorder.incrementAndGet();
            try {
                recorder.execute(() -> {
                    try {
                        task.run();
                    } finally {
                        onRecorder.decrementAndGet();
                    }
                });
            } catch (RuntimeException e) {
                onRecorder.decrementAndGet();
                throw e;
            }
        }

        @Override
        public CompletableFuture<Void> moved(int seq, int seat, String move) {
            if (onRecorder.get() == 0 && queued()) {
                // behind everything of this game already queued for the journal, as the recorder would put it
                try {
                    return store.append(id, seq, seat, move);
                } catch (RuntimeException e) {
                    return CompletableFuture.failedFuture(e);
                }
            }
            CompletableFuture<Void> done = new CompletableFuture<>();
            onRecorder(() -> {
                try {
                    store.append(id(), seq, seat, move).whenComplete((ok, err) -> {
                        if (err != null) {
                            done.completeExceptionally(err);
                        } else {
                            done.complete(null);
                        }
                    });
                } catch (RuntimeException e) {
                    done.completeExceptionally(e);
                }
            });
            return done;
        }

        @Override
        public CompletableFuture<List<RatingChange>> finished(Result result) {
            CompletableFuture<List<RatingChange>> changes = new CompletableFuture<>();
            onRecorder(() -> {
                if (!queued()) {
                    changes.complete(List.of());
                    return;
                }
                CompletableFuture<Void> done = store.finish(id, result, clock.instant());
                log(done, "finish");
                done.whenComplete((ok, failed) -> {
                    if (failed != null || !rated) {
                        changes.complete(List.of());
                    } else {
                        // the changes are the store's: read once it holds the result (on the
                        // embedded store the end may be in the write-ahead file only)
                        store.settled().whenComplete((held, refused) ->
                                io.execute(() -> changes.complete(changesOf(id)))); // a read: not counted
                    }
                });
            });
            return changes;
        }

        /** The rating changes stored with the result; none when they cannot be read. */
        private List<RatingChange> changesOf(long game) {
            try {
                return ratings.changes(List.of(game)).getOrDefault(game, List.of());
            } catch (RuntimeException e) {
                LOG.error("could not read the rating changes of game {}", game, e);
                return List.of();
            }
        }

        @Override
        public CompletableFuture<Void> aborted() {
            CompletableFuture<Void> marked = new CompletableFuture<>();
            onRecorder(() -> {
                if (!queued()) {
                    marked.complete(null); // never stored: nothing to mark
                    return;
                }
                CompletableFuture<Void> done = store.abort(id, clock.instant());
                log(done, "abort");
                done.whenComplete((ok, failed) -> marked.complete(null));
            });
            return marked;
        }

        @Override
        public void tookBack(int fromSeq) {
            onRecorder(() -> {
                if (queued()) {
                    log(store.takeBack(id, fromSeq), "take back moves of");
                }
            });
        }

        @Override
        public void turns(List<TurnSeat> seats) {
            onRecorder(() -> {
                if (queued()) {
                    log(store.turns().seats(id, seats), "keep the turns of");
                }
            });
        }

        @Override
        public CompletableFuture<Boolean> parked(List<TurnSeat> seats) {
            return written(() -> store.turns().park(id, seats), "park");
        }

        @Override
        public CompletableFuture<Boolean> unparked() {
            return written(() -> store.turns().unpark(id), "keep");
        }

        /** Writes on the recorder, once the game is stored; completes with whether it is durable. */
        private CompletableFuture<Boolean> written(java.util.function.Supplier<CompletableFuture<Void>> write,
                String what) {
            CompletableFuture<Boolean> done = new CompletableFuture<>();
            onRecorder(() -> {
                if (!queued()) {
                    done.complete(false); // never stored: nothing to write to
                    return;
                }
                CompletableFuture<Void> written = write.get();
                log(written, what);
                written.whenComplete((ok, failed) -> done.complete(failed == null));
            });
            return done;
        }

        @Override
        public void abandoned() {
            onRecorder(() -> {
                if (queued()) {
                    log(store.abandon(id), "abandon");
                }
            });
        }

        private void log(CompletableFuture<Void> f, String what) {
            long game = id;
            CompletableFuture<Void> created = stored;
            f.exceptionally(e -> {
                if (created.isCompletedExceptionally()) {
                    return null; // the game itself was not stored, and that was told
                } else if (StoreFaults.fenced(e)) {
                    LOG.info("did not {} game {}: another node runs it now", what, game);
                } else if (!store.unavailable(e)) {
                    LOG.error("could not {} game {}", what, game, e);
                }
                return null;
            });
        }
    }
}
