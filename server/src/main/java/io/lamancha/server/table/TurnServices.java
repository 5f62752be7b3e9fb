package io.lamancha.server.table;

import java.time.Clock;
import java.time.Duration;

/**
 * What turn-based tables need from the server: the wall clock their move times run by (they
 * outlast restarts, so a delay alone will not do), the shortest move time a table may set, and
 * where a note goes for a player who is not online (an offline message).
 *
 * @param shortestMove the shortest {@code movetime} a table may set: an hour, unless a server
 *     run for tests allows less
 */
public record TurnServices(Clock clock, Duration shortestMove, Letters letters) {

    /** The system clock, moves of an hour at least, and no offline messages. */
    public static final TurnServices DEFAULT = new TurnServices(Clock.systemUTC(), Pace.SHORTEST, Letters.NONE);

    /** Where notes to players who are not online go. */
    public interface Letters {

        /** Leaves {@code text} for the registered user {@code to}, from {@code from} (a room's name). */
        void leave(String to, String from, String text);

        /** Leaves nothing. */
        Letters NONE = (to, from, text) -> { };
    }

    /** The same, with {@code clock}. */
    public TurnServices withClock(Clock clock) {
        return new TurnServices(clock, shortestMove, letters);
    }
}
