package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;

/** Describes an objective's rule in a sentence, from the data alone. */
final class ObjectiveText {

    private ObjectiveText() {
    }

    static String describe(Objective.Rule r) {
        switch (r.type()) {
            case PER_TOKEN_VALUE_IN:
                return r.points() + " points for each token worth " + or(r.values()) + " points.";
            case TOKEN_VALUE_IF_IN:
                return "Each token worth " + or(r.values()) + " points scores its value.";
            case PER_CARD_OF_FIRST_TOKEN:
                return r.points() + " points for each card in your pile that scores with a first token.";
            case PER_TOKEN_WITH_MIN_CARDS:
                return r.points() + " points for each token with at least " + r.minCards()
                        + " cards in your pile that score with it.";
            case PER_ITEM_HELD:
                return r.points() + " points for each item token you hold.";
            default:
                List<String> parts = new ArrayList<>();
                for (Objective.Condition c : r.conditions()) {
                    parts.add(c.points() + " points if " + c.token().key() + " is " + (c.first() ? "first" : "last"));
                }
                return String.join("; ", parts) + " (ties count).";
        }
    }

    private static String or(List<Integer> values) {
        List<String> s = new ArrayList<>();
        values.forEach(v -> s.add(Integer.toString(v)));
        if (s.size() == 1) {
            return s.get(0);
        }
        return String.join(", ", s.subList(0, s.size() - 1)) + " or " + s.get(s.size() - 1);
    }
}
