package io.lamancha.games.hidalgo;

/**
 * One adventure card: its printed votes and the token moved on success and on failure.
 *
 * @param id {@code A<n>}
 * @param ref the novel's part and chapter, e.g. {@code I.8}
 */
public record Adventure(String id, String name, String ref, int plus, int minus, Outcome success,
                        Outcome failure) {

    /** A token and how many steps it moves. */
    public record Outcome(Token token, int steps) {
    }
}
