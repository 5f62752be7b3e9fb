package io.lamancha.server.store;

import java.time.Instant;
import java.util.List;

/** A write that goes through the move journal, in order with the moves before it. */
sealed interface JournalEntry {
    /** The game written to. */
    long game();

    /** An accepted move. */
    record Append(long game, StoredMove move) implements JournalEntry {
    }

    /**
     * The game ended.
     *
     * @param places each seat's place for its rating (seat 0 first, 1 best); used when the game
     *     was stored as rated
     */
    record Finish(long game, List<Integer> scores, List<Integer> winners, List<Integer> places, Instant finishedAt)
            implements JournalEntry {
        public Finish {
            scores = List.copyOf(scores);
            winners = List.copyOf(winners);
            places = List.copyOf(places);
        }
    }

    /** The game was given up. */
    record Abandon(long game) implements JournalEntry {
    }

    /** The game's moves from {@code fromSeq} on were taken back: none of them may stay stored. */
    record TakeBack(long game, int fromSeq) implements JournalEntry {
    }
}
