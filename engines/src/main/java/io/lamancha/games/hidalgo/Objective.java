package io.lamancha.games.hidalgo;

import java.util.List;

/**
 * A secret objective card; {@code players} lists the player counts it is used at.
 */
public record Objective(String id, String name, List<Integer> players, Rule rule) {

    public Objective {
        players = List.copyOf(players);
    }

    /** The rule types of the data format. */
    public enum RuleType {
        PER_TOKEN_VALUE_IN, FIRST_LAST, TOKEN_VALUE_IF_IN, PER_CARD_OF_FIRST_TOKEN,
        PER_TOKEN_WITH_MIN_CARDS, PER_ITEM_HELD
    }

    /** A first/last condition: {@code token} is first (or last) for {@code points}. */
    public record Condition(Token token, boolean first, int points) {
    }

    /** The scoring rule; fields a type does not use are empty or 0. */
    public record Rule(RuleType type, List<Integer> values, int points, List<Condition> conditions, int minCards) {
        public Rule {
            values = List.copyOf(values);
            conditions = List.copyOf(conditions);
        }
    }
}
