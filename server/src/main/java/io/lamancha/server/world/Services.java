package io.lamancha.server.world;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.server.table.Journal;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;

/**
 * What rooms and tables need from the server, wired once at start.
 *
 * @param botExecutor where bots think, off the room strands
 * @param botDelay pause before a bot moves, so people can follow
 * @param grace how long a dropped player's seat waits before a bot plays for them
 * @param seeds the seed of each new game (unpredictable in production, fixed in tests)
 * @param journal where games are recorded
 * @param storage accounts and stored games, or {@code null} when the server keeps nothing
 */
public record Services(LineEncoder encoder, Executor botExecutor, Duration botDelay, Duration grace,
                       LongSupplier seeds, Clock clock, Journal journal,
                       Storage storage) {
}
