package io.lamancha.games.hidalgo;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Parses and checks the three card lists: characters, adventures and objectives. */
final class CardListParser {

    List<CharacterCard> characters(JsonNode root) {
        JsonFields f = new JsonFields("characters.json");
        List<CharacterCard> cards = new ArrayList<>();
        for (JsonNode entry : f.array(root, "cards")) {
            List<Integer> ids = f.integers(entry, "ids");
            int copies = f.integer(entry, "copies");
            if (ids.size() != 2 || ids.get(0) != cards.size() + 1 || ids.get(1) - ids.get(0) + 1 != copies) {
                throw f.fail("entry '" + f.text(entry, "name") + "' must cover ids " + (cards.size() + 1)
                        + ".." + (cards.size() + copies) + " (ids in table order, one per copy)");
            }
            for (int id = ids.get(0); id <= ids.get(1); id++) {
                cards.add(character(f, entry, id));
            }
        }
        if (cards.isEmpty()) {
            throw f.fail("cards must list at least one character");
        }
        return cards;
    }

    private CharacterCard character(JsonFields f, JsonNode e, int id) {
        Ability ability = Ability.fromKey(f.text(e, "ability"));
        if (ability == null) {
            throw f.fail("unknown ability '" + f.text(e, "ability")
                    + "' (use none, zap, zap_protection, get_diamond_or_item or refresh_2)");
        }
        JsonNode s = f.field(e, "scoring");
        CharacterCard.ScoringType type = enumValue(f, CharacterCard.ScoringType.values(), f.text(s, "type"),
                "scoring type");
        Token token = e.hasNonNull("token") ? f.token(f.text(e, "token")) : null;
        if ((type == CharacterCard.ScoringType.TOKEN_VALUE) != (token != null)) {
            throw f.fail("card C" + id + " must name a token exactly when it scores by token value");
        }
        List<Token> tokens = new ArrayList<>();
        if (s.has("tokens")) {
            for (JsonNode t : f.array(s, "tokens")) {
                tokens.add(f.token(t.asText()));
            }
        }
        if (type == CharacterCard.ScoringType.PER_CARD_PAIR && tokens.size() != 2) {
            throw f.fail("card C" + id + " scores per card pair and must name two tokens");
        }
        int plus = f.integer(e, "plus");
        int minus = f.integer(e, "minus");
        if (plus < 0 || minus < 0) {
            throw f.fail("card C" + id + " has negative votes; plus and minus count marks and are at least 0");
        }
        String group = s.hasNonNull("group") ? f.text(s, "group") : null;
        return new CharacterCard(id, f.text(e, "name"), plus, minus, token, ability,
                new CharacterCard.Scoring(type, f.integerOr(s, "points", 0), tokens, group));
    }

    List<Adventure> adventures(JsonNode root) {
        JsonFields f = new JsonFields("adventures.json");
        List<Adventure> list = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (JsonNode e : f.array(root, "cards")) {
            String id = f.text(e, "id");
            if (!id.matches("A[1-9][0-9]*") || !seen.add(id)) {
                throw f.fail("adventure id '" + id + "' must be A<n> and appear once");
            }
            list.add(new Adventure(id, f.text(e, "name"), f.text(e, "ref"), f.integer(e, "plus"),
                    f.integer(e, "minus"), outcome(f, id, f.field(e, "success")), outcome(f, id, f.field(e, "failure"))));
        }
        return list;
    }

    private Adventure.Outcome outcome(JsonFields f, String id, JsonNode o) {
        int steps = f.integer(o, "steps");
        if (steps < 1) {
            throw f.fail("adventure " + id + " must move its token at least 1 step, found " + steps);
        }
        return new Adventure.Outcome(f.token(f.text(o, "token")), steps);
    }

    List<Objective> objectives(JsonNode root) {
        JsonFields f = new JsonFields("objectives.json");
        List<Objective> list = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (JsonNode e : f.array(root, "cards")) {
            String id = f.text(e, "id");
            if (!id.matches("O[1-9][0-9]*") || !seen.add(id)) {
                throw f.fail("objective id '" + id + "' must be O<n> and appear once");
            }
            List<Integer> players = f.integers(e, "players");
            if (players.stream().anyMatch(p -> p < 2 || p > 6)) {
                throw f.fail("objective " + id + " lists a player count outside 2..6");
            }
            list.add(new Objective(id, f.text(e, "name"), players, rule(f, f.field(e, "rule"))));
        }
        return list;
    }

    private Objective.Rule rule(JsonFields f, JsonNode r) {
        Objective.RuleType type = enumValue(f, Objective.RuleType.values(), f.text(r, "type"), "objective rule type");
        List<Objective.Condition> conditions = new ArrayList<>();
        if (type == Objective.RuleType.FIRST_LAST) {
            for (JsonNode c : f.array(r, "conditions")) {
                String is = f.text(c, "is");
                if (!is.equals("first") && !is.equals("last")) {
                    throw f.fail("condition 'is' must be 'first' or 'last', found '" + is + "'");
                }
                conditions.add(new Objective.Condition(f.token(f.text(c, "token")), is.equals("first"),
                        f.integer(c, "points")));
            }
        }
        List<Integer> values = r.has("values") ? f.integers(r, "values") : List.of();
        return new Objective.Rule(type, values, f.integerOr(r, "points", 0), conditions, f.integerOr(r, "min_cards", 0));
    }

    private static <E extends Enum<E>> E enumValue(JsonFields f, E[] all, String key, String what) {
        E e = Keys.find(all, key);
        if (e == null) {
            throw f.fail("unknown " + what + " '" + key + "'");
        }
        return e;
    }
}
