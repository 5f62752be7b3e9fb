package io.lamancha.server.tourney;

import io.lamancha.server.store.Storage;
import io.lamancha.server.store.TourneyStore;
import io.lamancha.server.world.Strand;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Keeps what the tournaments do in the store, in the order it happens, on the store thread; a
 * server without a store keeps nothing (its tournaments end with it). What has to wait for a write
 * (a round's tables start once their seating is kept) is run after it, back on the strand.
 */
final class Keeper {

    private static final Logger LOG = LogManager.getLogger(Keeper.class);

    private final Storage storage;
    private final Strand strand;

    /** @param storage the store, or {@code null} for a server that keeps nothing */
    Keeper(Storage storage, Strand strand) {
        this.storage = storage;
        this.strand = strand;
    }

    boolean keeps() {
        return storage != null;
    }

    /** Writes in the background; a failure is logged (the tournament goes on from memory). */
    void keep(Consumer<TourneyStore> write, String what) {
        if (storage == null) {
            return;
        }
        storage.io().execute(() -> {
            try {
                write.accept(storage.tourneys());
            } catch (RuntimeException e) {
                LOG.error("could not {}", what, e);
            }
        });
    }

    /** Runs {@code task} on the strand once every write asked for before it is done. */
    void then(Runnable task) {
        if (storage == null) {
            strand.execute(task);
        } else {
            storage.io().execute(() -> strand.execute(task));
        }
    }

    /** Reads (or writes and answers) on the store thread; without a store, {@code otherwise}. */
    <T> CompletableFuture<T> ask(Function<Storage, T> read, T otherwise) {
        if (storage == null) {
            return CompletableFuture.completedFuture(otherwise);
        }
        CompletableFuture<T> answer = new CompletableFuture<>();
        storage.io().execute(() -> {
            try {
                answer.complete(read.apply(storage));
            } catch (RuntimeException e) {
                answer.completeExceptionally(e);
            }
        });
        return answer;
    }
}
