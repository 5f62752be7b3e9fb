package io.lamancha.server.pairing;

/**
 * One line of a tournament's standings.
 *
 * @param rank the place (1 best; players equal on points and every tie-break share it)
 * @param halfPoints the points, in halves
 * @param tieBreak the first tie-break, in halves: in a Swiss tournament the sum of the points of
 *     every opponent met (as often as met), in an arena the games played (fewer is better)
 * @param rating the rating the player brought to the tournament (the last tie-break)
 * @param games the tables the player finished
 */
public record Standing(int rank, String name, int halfPoints, int tieBreak, int rating, int games) {
}
