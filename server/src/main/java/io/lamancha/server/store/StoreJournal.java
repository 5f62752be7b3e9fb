package io.lamancha.server.store;

import io.lamancha.engine.GameResult;
import io.lamancha.server.journal.Journal;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Records tables' games in the {@link GameStore}. Calls return at once: the blocking parts run on
 * one store thread in call order, and a move's future completes when the group commit that holds
 * it is durable.
 */
public final class StoreJournal implements Journal {

    private static final Logger LOG = LogManager.getLogger(StoreJournal.class);

    private final GameStore store;
    private final Executor io;
    private final Clock clock;

    /** @param io a single-threaded executor (order matters: the game row before its moves) */
    public StoreJournal(GameStore store, Executor io, Clock clock) {
        this.store = store;
        this.io = io;
        this.clock = clock;
    }

    @Override
    public Recording started(String room, String game, Map<String, String> options, long seed, List<SeatRecord> seats) {
        List<StoredSeat> stored = new ArrayList<>();
        for (SeatRecord s : seats) {
            stored.add(new StoredSeat(s.name(), s.bot()));
        }
        CompletableFuture<Long> id = CompletableFuture.supplyAsync(() -> store.create(room, game, options, seed, stored), io);
        id.exceptionally(e -> {
            LOG.error("could not record a new game in {}", room, e);
            return null;
        });
        return new Stored(id);
    }

    /** Goes on recording a game restored from the store. */
    public Recording resumed(long id) {
        return new Stored(CompletableFuture.completedFuture(id));
    }

    private final class Stored implements Recording {
        private final CompletableFuture<Long> id;

        Stored(CompletableFuture<Long> id) {
            this.id = id;
        }

        @Override
        public CompletableFuture<Void> moved(int seq, int seat, String move) {
            CompletableFuture<Void> done = new CompletableFuture<>();
            io.execute(() -> {
                try {
                    store.append(id.join(), seq, seat, move).whenComplete((ok, err) -> {
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
        public void finished(GameResult result) {
            io.execute(() -> log(store.finish(id.join(), result.scores(), result.winners(), clock.instant()), "finish"));
        }

        @Override
        public void abandoned() {
            io.execute(() -> log(store.abandon(id.join()), "abandon"));
        }

        private void log(CompletableFuture<Void> f, String what) {
            f.exceptionally(e -> {
                LOG.error("could not {} game {}", what, id.join(), e);
                return null;
            });
        }
    }
}
