package io.lamancha.games.hidalgo;

/**
 * One adventure Don Quixote went through, as the story told at the end of the game.
 *
 * @param from the moved token's space before the move
 * @param to its space after the move
 */
public record StoryEntry(int chapter, String adventure, String name, String ref, int plus, int minus,
                         boolean success, String token, int steps, int from, int to) {
}
