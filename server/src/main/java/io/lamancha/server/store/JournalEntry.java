package io.lamancha.server.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/** A write that goes through the move journal, in order with the moves before it. */
sealed interface JournalEntry {
    /** The game written to. */
    long game();

    /**
     * A new running game, started at {@code startedAt}, with the id {@link GameIds} gave it.
     *
     * @param node the node of a cluster that runs it; null for a server of its own
     */
    record Create(long game, String room, String gameId, Map<String, String> options, long seed,
                  List<StoredSeat> seats, boolean rated, String node, Instant startedAt) implements JournalEntry {
        public Create {
            options = Map.copyOf(options);
            seats = List.copyOf(seats);
        }
    }

    /** An accepted move. */
    record Append(long game, StoredMove move) implements JournalEntry {
    }

    /**
     * The game ended.
     *
     * @param places each seat's place (seat 0 first, 1 best), kept with the seats and, when the
     *     game was stored as rated, the place its ratings change by; empty when not known
     * @param left the seats whose player left and a bot played on for them
     */
    record Finish(long game, List<Integer> scores, List<Integer> winners, List<Integer> places, List<Integer> left,
                  Instant finishedAt) implements JournalEntry {
        public Finish {
            scores = List.copyOf(scores);
            winners = List.copyOf(winners);
            places = List.copyOf(places);
            left = List.copyOf(left);
        }
    }

    /** The game was aborted: it ends without a result and is never rated. */
    record Abort(long game, Instant finishedAt) implements JournalEntry {
    }

    /** The game was given up. */
    record Abandon(long game) implements JournalEntry {
    }

    /** The game's moves from {@code fromSeq} on were taken back: none of them may stay stored. */
    record TakeBack(long game, int fromSeq) implements JournalEntry {
    }

    /** A turn-based game's seats as they stand now: when each move is due, what each player has seen. */
    record Turns(long game, List<io.lamancha.server.journal.Journal.TurnSeat> seats) implements JournalEntry {
        public Turns {
            seats = List.copyOf(seats);
        }
    }

    /**
     * A turn-based game is parked at {@code at} (its seats as {@link Turns} says): no node's from
     * now on, until one takes it back.
     */
    record Park(long game, Instant at, List<io.lamancha.server.journal.Journal.TurnSeat> seats)
            implements JournalEntry {
        public Park {
            seats = List.copyOf(seats);
        }
    }

    /** The game parked a moment ago is {@code node}'s again, at the epoch it had (nobody took it meanwhile). */
    record Unpark(long game, String node) implements JournalEntry {
    }
}
