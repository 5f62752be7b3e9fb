package io.lamancha.server.store;

import io.lamancha.server.journal.Journal;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Records tables' games in the {@link GameStore}. Calls return at once: the blocking parts run on
 * one store thread in call order, and a move's future completes when the group commit that holds
 * it is durable. A game that could not be stored when it started (the store was unavailable) is
 * stored with its first move that can be.
 */
public final class StoreJournal implements Journal {

    private static final Logger LOG = LogManager.getLogger(StoreJournal.class);

    private final GameStore store;
    private final RatingStore ratings;
    private final Executor io;
    private final Clock clock;

    /** @param io a single-threaded executor (order matters: the game row before its moves) */
    public StoreJournal(GameStore store, RatingStore ratings, Executor io, Clock clock) {
        this.store = store;
        this.ratings = ratings;
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
        Stored recording = new Stored(room, rated, () -> store.create(room, game, options, seed, stored, rated));
        io.execute(() -> {
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

    /** One game's record; its id is the store thread's own. */
    private final class Stored implements Recording {
        private final String room;
        private final boolean rated;
        /** Stores the game; {@code null} once it is stored (or for a restored game). */
        private LongSupplier create;
        private long id;

        Stored(String room, boolean rated, LongSupplier create) {
            this.room = room;
            this.rated = rated;
            this.create = create;
        }

        Stored(long id, boolean rated) {
            this.room = null;
            this.rated = rated;
            this.id = id;
        }

        @Override
        public boolean rated() {
            return rated;
        }

        /** The game's id in the store, storing it first if that has not worked yet; on the store thread. */
        private long id() {
            if (create != null) {
                try {
                    id = create.getAsLong();
                    create = null;
                } catch (RuntimeException e) {
                    if (!store.unavailable(e)) {
                        LOG.error("could not record a new game in {}", room, e);
                    }
                    throw e;
                }
            }
            return id;
        }

        @Override
        public CompletableFuture<Void> moved(int seq, int seat, String move) {
            CompletableFuture<Void> done = new CompletableFuture<>();
            io.execute(() -> {
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
            io.execute(() -> {
                if (create != null) {
                    changes.complete(List.of());
                    return;
                }
                CompletableFuture<Void> done = store.finish(id, result, clock.instant());
                log(done, "finish");
                done.whenComplete((ok, failed) -> {
                    if (failed != null || !rated) {
                        changes.complete(List.of());
                    } else {
                        io.execute(() -> changes.complete(changesOf(id)));
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
            CompletableFuture<Void> stored = new CompletableFuture<>();
            io.execute(() -> {
                if (create != null) {
                    stored.complete(null); // never stored: nothing to mark
                    return;
                }
                CompletableFuture<Void> done = store.abort(id, clock.instant());
                log(done, "abort");
                done.whenComplete((ok, failed) -> stored.complete(null));
            });
            return stored;
        }

        @Override
        public void tookBack(int fromSeq) {
            io.execute(() -> {
                if (create == null) {
                    log(store.takeBack(id, fromSeq), "take back moves of");
                }
            });
        }

        @Override
        public void turns(List<TurnSeat> seats) {
            io.execute(() -> {
                if (create == null) {
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

        /** Writes on the store thread, once the game is stored; completes with whether it is durable. */
        private CompletableFuture<Boolean> written(java.util.function.Supplier<CompletableFuture<Void>> write,
                String what) {
            CompletableFuture<Boolean> done = new CompletableFuture<>();
            io.execute(() -> {
                if (create != null) {
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
            io.execute(() -> {
                if (create == null) {
                    log(store.abandon(id), "abandon");
                }
            });
        }

        private void log(CompletableFuture<Void> f, String what) {
            long game = id;
            f.exceptionally(e -> {
                if (StoreFaults.fenced(e)) {
                    LOG.info("did not {} game {}: another node runs it now", what, game);
                } else if (!store.unavailable(e)) {
                    LOG.error("could not {} game {}", what, game, e);
                }
                return null;
            });
        }
    }
}
