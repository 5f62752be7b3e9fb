package io.lamancha.server.journal;

import io.lamancha.engine.GameResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Where a table records its games so they survive a restart: the start (seed, options, seats),
 * every accepted move, and the end. Never blocks the caller: writes happen in the background, in
 * the order they were asked for.
 */
public interface Journal {

    /** A seat as recorded: the player's name, and the bot level for a bot seat ({@code null} for a person). */
    record SeatRecord(String name, String bot) {
    }

    /** A recorded move: the seat that made it and its canonical notation. */
    record MoveRecord(int seat, String move) {
    }

    /** Records a new game; the returned handle records what follows. */
    Recording started(String room, String game, Map<String, String> options, long seed, List<SeatRecord> seats);

    /**
     * Runs {@code then} (on any thread) once writes can be made durable again after a write failed
     * with {@link JournalUnavailableException}; at once when they can now.
     */
    default void whenWritable(Runnable then) {
        then.run();
    }

    /** One game being recorded. */
    interface Recording {

        /**
         * Records an accepted move; completes once it is durable (before anyone is told of it), or
         * fails, with a {@link JournalUnavailableException} when the store is unavailable.
         */
        CompletableFuture<Void> moved(int seq, int seat, String move);

        void finished(GameResult result);

        /**
         * The moves from {@code fromSeq} on were taken back, as one of them could not be
         * recorded: none of them may stay recorded, not even one whose write went through.
         */
        default void tookBack(int fromSeq) {
        }

        /** The game will not be finished (its table was reset or the room closed). */
        void abandoned();
    }

    /** Keeps nothing: for tests and for servers without storage. */
    Journal NONE = (room, game, options, seed, seats) -> new Recording() {
        @Override
        public CompletableFuture<Void> moved(int seq, int seat, String move) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void finished(GameResult result) {
        }

        @Override
        public void abandoned() {
        }
    };
}
