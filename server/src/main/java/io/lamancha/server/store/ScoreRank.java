package io.lamancha.server.store;

/**
 * Where one score stands among a player's stored games of one kind (their solo games of a game).
 *
 * @param better how many of those games scored more
 * @param equal how many scored the same (the game ranked counts, once stored)
 * @param games how many there are
 * @param best the best score among them
 */
public record ScoreRank(int better, int equal, int games, int best) {
}
