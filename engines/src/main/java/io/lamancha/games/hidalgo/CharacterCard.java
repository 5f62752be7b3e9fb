package io.lamancha.games.hidalgo;

import java.util.List;

/**
 * One character card as loaded from {@code characters.json}.
 *
 * @param id number n of card {@code C<n>}
 * @param token the token the card scores with; {@code null} for special-scoring cards
 * @param scoring how the card scores at the end of the game
 */
public record CharacterCard(int id, String name, int plus, int minus, Token token, Ability ability,
                            Scoring scoring) {

    /** The card's move/view name, e.g. {@code C50}. */
    public String code() {
        return "C" + id;
    }

    /** How a card scores; {@code group} names the "only one kept" set, or is {@code null}. */
    public record Scoring(ScoringType type, int points, List<Token> tokens, String group) {
        public Scoring {
            tokens = List.copyOf(tokens);
        }
    }

    /** The scoring types of the data format. */
    public enum ScoringType { TOKEN_VALUE, PER_DIAMOND_HELD, PER_CARD_PAIR }
}
