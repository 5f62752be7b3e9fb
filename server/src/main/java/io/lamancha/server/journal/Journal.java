package io.lamancha.server.journal;

import java.time.Instant;
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

    /**
     * A player's rating before and after a rated game, as the store computed it in the transaction
     * that recorded the result.
     *
     * @param before the rating as it stood before the game (widened by time away)
     * @param after the rating after the game
     * @param provisional whether the rating after is still provisional (see the rating package)
     */
    record RatingChange(int seat, String name, int before, int after, boolean provisional) {
    }

    /**
     * How a game played to its end is recorded, the same in every record: its result, the end
     * told to the table, {@code /history}, {@code /finger} and the ratings.
     *
     * @param scores per seat, seat 0 first
     * @param winners the winning seats, ascending; a player who left is never one
     * @param places each seat's place (seat 0 first, 1 best, shared on a tie); players who left
     *     share the last
     * @param left the seats whose player left and a bot played on for them, ascending
     */
    record Result(List<Integer> scores, List<Integer> winners, List<Integer> places, List<Integer> left) {
        public Result {
            scores = List.copyOf(scores);
            winners = List.copyOf(winners);
            places = List.copyOf(places);
            left = List.copyOf(left);
        }
    }

    /**
     * A seat of a turn-based game as its record keeps it between moves, so that a game parked or
     * restarted goes on with the same clock and tells its player what they missed.
     *
     * @param due when the move the game waits for from this seat's player must be made;
     *     {@code null} when it waits for none (or a bot plays the seat)
     * @param seen how many of the game's moves the player had seen when they last left its table
     */
    record TurnSeat(int seat, Instant due, int seen) {
    }

    /**
     * Records a new game; the returned handle records what follows.
     *
     * @param rated whether the game's result is to change its players' ratings
     */
    Recording started(String room, String game, Map<String, String> options, long seed, List<SeatRecord> seats,
                      boolean rated);

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

        /**
         * Records the end of a game played to its end. For a rated game the ratings change by the
         * result's places in the same transaction as the result. The future completes once the
         * result is durable (or could not be stored), with the rating changes (empty for an
         * unrated game, or when the result could not be stored).
         */
        CompletableFuture<List<RatingChange>> finished(Result result);

        /**
         * Records that the game was aborted: it ends without a result, unrated (whatever it was
         * when it started), and is kept as aborted. The future completes once that is durable, or
         * could not be stored.
         */
        CompletableFuture<Void> aborted();

        /** Whether the game's result changes its players' ratings. */
        default boolean rated() {
            return false;
        }

        /**
         * The moves from {@code fromSeq} on were taken back, as one of them could not be
         * recorded: none of them may stay recorded, not even one whose write went through.
         */
        default void tookBack(int fromSeq) {
        }

        /** The game will not be finished (its table was reset or the room closed). */
        void abandoned();

        /**
         * A turn-based game's seats as they stand now (whose move is due when, what each player
         * has seen), after every move recorded before; kept for the players' lists of their games,
         * the notice at their login, and a restart. Nothing waits for it.
         */
        default void turns(List<TurnSeat> seats) {
        }

        /**
         * Parks a turn-based game that waits for people who are away: after every move recorded
         * before, it is kept with its {@code seats} as no node's, to be brought back by whichever
         * node needs it first. Completes with whether it was (false: it stays where it is).
         */
        default CompletableFuture<Boolean> parked(List<TurnSeat> seats) {
            return CompletableFuture.completedFuture(false);
        }

        /**
         * The game parked a moment ago stays here after all (someone came to its table before it
         * was let go). Completes with whether it is this node's again (false: another node took it
         * meanwhile).
         */
        default CompletableFuture<Boolean> unparked() {
            return CompletableFuture.completedFuture(true);
        }
    }

    /** Keeps nothing: for tests and for servers without storage. */
    Journal NONE = (room, game, options, seed, seats, rated) -> new Recording() {
        @Override
        public CompletableFuture<Void> moved(int seq, int seat, String move) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public CompletableFuture<List<RatingChange>> finished(Result result) {
            return CompletableFuture.completedFuture(List.of());
        }

        @Override
        public CompletableFuture<Void> aborted() {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void abandoned() {
        }
    };
}
