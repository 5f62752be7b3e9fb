package io.lamancha.server.store;

/**
 * What the move journal has done since it started: {@code entries} writes (moves, finishes,
 * abandons) made durable in {@code transactions} commits; their ratio is the group-commit batch size.
 */
public record JournalStats(long transactions, long entries) {
}
