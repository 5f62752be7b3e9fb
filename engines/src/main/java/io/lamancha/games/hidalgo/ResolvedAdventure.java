package io.lamancha.games.hidalgo;

/**
 * The last adventure voted on, kept as it stood at the vote, so that views can show its reveal until
 * the next one; nothing writes to its round once the next adventure has begun.
 *
 * @param adventure the adventure's id
 * @param round its plays, items and zaps
 * @param startPlayer the seat its reveal is read from, clockwise
 * @param outcome its story entry: the tally and where the token moved
 */
record ResolvedAdventure(String adventure, Round round, int startPlayer, StoryEntry outcome) {
}
