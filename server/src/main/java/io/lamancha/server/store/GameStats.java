package io.lamancha.server.store;

/** One player's record in one game, for {@code /finger}: finished games played and won. */
public record GameStats(String gameId, int played, int won) {
}
