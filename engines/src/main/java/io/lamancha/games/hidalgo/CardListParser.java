package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/** Checks the three card lists, characters, adventures and objectives, and makes them the game's records. */
final class CardListParser {

    private final Function<String, HidalgoDataException> characterFault = HidalgoDataLoader.failure("characters.json");
    private final Function<String, HidalgoDataException> adventureFault = HidalgoDataLoader.failure("adventures.json");
    private final Function<String, HidalgoDataException> objectiveFault = HidalgoDataLoader.failure("objectives.json");

    List<CharacterCard> characters(HidalgoFiles.Characters file) {
        List<CharacterCard> cards = new ArrayList<>();
        for (HidalgoFiles.CharacterEntry entry : file.cards()) {
            List<Integer> ids = entry.ids();
            int copies = entry.copies();
            if (ids.size() != 2 || ids.get(0) != cards.size() + 1 || ids.get(1) - ids.get(0) + 1 != copies) {
                throw characterFault.apply("entry '" + entry.name() + "' must cover ids " + (cards.size() + 1)
                        + ".." + (cards.size() + copies) + " (ids in table order, one per copy)");
            }
            for (int id = ids.get(0); id <= ids.get(1); id++) {
                cards.add(character(entry, id));
            }
        }
        if (cards.isEmpty()) {
            throw characterFault.apply("cards must list at least one character");
        }
        return cards;
    }

    private CharacterCard character(HidalgoFiles.CharacterEntry e, int id) {
        Ability ability = Ability.fromKey(e.ability());
        if (ability == null) {
            throw characterFault.apply("unknown ability '" + e.ability()
                    + "' (use none, zap, zap_protection, get_diamond_or_item or refresh_2)");
        }
        HidalgoFiles.Scoring s = e.scoring();
        CharacterCard.ScoringType type = enumValue(characterFault, CharacterCard.ScoringType.values(), s.type(),
                "scoring type");
        Token token = e.token() == null ? null : token(characterFault, e.token());
        if ((type == CharacterCard.ScoringType.TOKEN_VALUE) != (token != null)) {
            throw characterFault.apply("card C" + id + " must name a token exactly when it scores by token value");
        }
        List<Token> tokens = new ArrayList<>();
        if (s.tokens() != null) {
            s.tokens().forEach(t -> tokens.add(token(characterFault, t)));
        }
        if (type == CharacterCard.ScoringType.PER_CARD_PAIR && tokens.size() != 2) {
            throw characterFault.apply("card C" + id + " scores per card pair and must name two tokens");
        }
        if (e.plus() < 0 || e.minus() < 0) {
            throw characterFault.apply("card C" + id
                    + " has negative votes; plus and minus count marks and are at least 0");
        }
        return new CharacterCard(id, e.name(), e.plus(), e.minus(), token, ability,
                new CharacterCard.Scoring(type, orZero(s.points()), tokens, s.group()));
    }

    List<Adventure> adventures(HidalgoFiles.Adventures file) {
        List<Adventure> list = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (HidalgoFiles.AdventureEntry e : file.cards()) {
            String id = e.id();
            if (!id.matches("A[1-9][0-9]*") || !seen.add(id)) {
                throw adventureFault.apply("adventure id '" + id + "' must be A<n> and appear once");
            }
            list.add(new Adventure(id, e.name(), e.ref(), e.plus(), e.minus(), outcome(id, e.success()),
                    outcome(id, e.failure())));
        }
        return list;
    }

    private Adventure.Outcome outcome(String id, HidalgoFiles.Outcome o) {
        if (o.steps() < 1) {
            throw adventureFault.apply("adventure " + id + " must move its token at least 1 step, found " + o.steps());
        }
        return new Adventure.Outcome(token(adventureFault, o.token()), o.steps());
    }

    List<Objective> objectives(HidalgoFiles.Objectives file) {
        List<Objective> list = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (HidalgoFiles.ObjectiveEntry e : file.cards()) {
            String id = e.id();
            if (!id.matches("O[1-9][0-9]*") || !seen.add(id)) {
                throw objectiveFault.apply("objective id '" + id + "' must be O<n> and appear once");
            }
            if (e.players().stream().anyMatch(p -> p < 2 || p > 6)) {
                throw objectiveFault.apply("objective " + id + " lists a player count outside 2..6");
            }
            list.add(new Objective(id, e.name(), e.players(), rule(e.rule())));
        }
        return list;
    }

    private Objective.Rule rule(HidalgoFiles.Rule r) {
        Objective.RuleType type = enumValue(objectiveFault, Objective.RuleType.values(), r.type(),
                "objective rule type");
        List<Objective.Condition> conditions = new ArrayList<>();
        if (type == Objective.RuleType.FIRST_LAST) {
            if (r.conditions() == null) {
                throw objectiveFault.apply("field 'conditions' is missing");
            }
            for (HidalgoFiles.Condition c : r.conditions()) {
                if (!c.is().equals("first") && !c.is().equals("last")) {
                    throw objectiveFault.apply("condition 'is' must be 'first' or 'last', found '" + c.is() + "'");
                }
                conditions.add(new Objective.Condition(token(objectiveFault, c.token()), c.is().equals("first"),
                        c.points()));
            }
        }
        return new Objective.Rule(type, r.values() == null ? List.of() : r.values(), orZero(r.points()), conditions,
                orZero(r.minCards()));
    }

    private static int orZero(Integer value) {
        return value == null ? 0 : value;
    }

    private static Token token(Function<String, HidalgoDataException> fail, String key) {
        Token t = Token.fromKey(key);
        if (t == null) {
            throw fail.apply("unknown token '" + key + "' (use glory, love, obsession or delusion)");
        }
        return t;
    }

    private static <E extends Enum<E>> E enumValue(Function<String, HidalgoDataException> fail, E[] all, String key,
                                                   String what) {
        E e = Keys.find(all, key);
        if (e == null) {
            throw fail.apply("unknown " + what + " '" + key + "'");
        }
        return e;
    }
}
