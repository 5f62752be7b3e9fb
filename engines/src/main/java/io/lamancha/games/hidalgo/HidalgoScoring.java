package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** End-of-game scoring: cards, the one kept Don Diego, diamonds and objectives. */
final class HidalgoScoring {

    static final int DIAMOND_POINTS = 2;
    private static final List<Token> TOKENS = List.of(Token.values());

    private final HidalgoData data;
    private final TokenPositions track;

    HidalgoScoring(HidalgoData data, TokenPositions track) {
        this.data = data;
        this.track = track;
    }

    /** What one player brings to scoring. */
    record Holdings(int seat, List<Integer> pile, int diamonds, int items, String objective) {
        Holdings {
            pile = List.copyOf(pile);
        }
    }

    ScoreLine score(Holdings h) {
        List<Integer> removed = removedByKeepOne(h);
        List<Integer> kept = new ArrayList<>(h.pile());
        kept.removeAll(removed);
        int cards = 0;
        int special = 0;
        int keptSpecial = 0;
        for (int id : kept) {
            if (data.card(id).token() != null) {
                cards += cardPoints(id, h);
            } else {
                special += cardPoints(id, h);
                keptSpecial = id;
            }
        }
        int objective = objectivePoints(data.objective(h.objective()), kept, h.items());
        int diamonds = DIAMOND_POINTS * h.diamonds();
        return new ScoreLine(h.seat(), cards, special, keptSpecial, removed, diamonds, objective,
                cards + special + diamonds + objective, h.items());
    }

    /** Cards of a "keep only one" group beyond the one kept . */
    private List<Integer> removedByKeepOne(Holdings h) {
        Map<String, Integer> best = new LinkedHashMap<>();
        for (int id : h.pile()) {
            String group = data.card(id).scoring().group();
            if (group != null) {
                best.merge(group, id, (a, b) -> better(a, b, h));
            }
        }
        List<Integer> removed = new ArrayList<>();
        for (int id : h.pile()) {
            String group = data.card(id).scoring().group();
            if (group != null && best.get(group) != id) {
                removed.add(id);
            }
        }
        return removed;
    }

    /** The special card to keep: more points, then the lower id (a ruling, see docs/games/hidalgo.md). */
    private int better(int a, int b, Holdings h) {
        int pa = cardPoints(a, h);
        int pb = cardPoints(b, h);
        if (pa != pb) {
            return pa > pb ? a : b;
        }
        return Math.min(a, b);
    }

    int cardPoints(int id, Holdings h) {
        CharacterCard c = data.card(id);
        CharacterCard.Scoring s = c.scoring();
        switch (s.type()) {
            case TOKEN_VALUE:
                return track.value(c.token());
            case PER_DIAMOND_HELD:
                return s.points() * h.diamonds();
            case PER_CARD_PAIR:
                int[] counts = tokenCounts(h.pile());
                return s.points() * Math.min(counts[s.tokens().get(0).ordinal()], counts[s.tokens().get(1).ordinal()]);
            default:
                throw new IllegalStateException("unknown scoring " + s.type());
        }
    }

    /** How many token cards in the pile score with each token, by {@link Token#ordinal()}. */
    private int[] tokenCounts(List<Integer> pile) {
        int[] counts = new int[TOKENS.size()];
        for (int id : pile) {
            Token t = data.card(id).token();
            if (t != null) {
                counts[t.ordinal()]++;
            }
        }
        return counts;
    }

    int objectivePoints(Objective o, List<Integer> kept, int items) {
        Objective.Rule r = o.rule();
        int sum = 0;
        int[] counts = tokenCounts(kept);
        for (Token t : TOKENS) {
            int value = track.value(t);
            switch (r.type()) {
                case PER_TOKEN_VALUE_IN:
                    sum += r.values().contains(value) ? r.points() : 0;
                    break;
                case TOKEN_VALUE_IF_IN:
                    sum += r.values().contains(value) ? value : 0;
                    break;
                case PER_CARD_OF_FIRST_TOKEN:
                    sum += track.isFirst(t) ? r.points() * counts[t.ordinal()] : 0;
                    break;
                case PER_TOKEN_WITH_MIN_CARDS:
                    sum += counts[t.ordinal()] >= r.minCards() ? r.points() : 0;
                    break;
                default:
                    break;
            }
        }
        if (r.type() == Objective.RuleType.FIRST_LAST) {
            for (Objective.Condition c : r.conditions()) {
                boolean met = c.first() ? track.isFirst(c.token()) : track.isLast(c.token());
                sum += met ? c.points() : 0;
            }
        }
        if (r.type() == Objective.RuleType.PER_ITEM_HELD) {
            sum += r.points() * items;
        }
        return sum;
    }

    /** Winners by total, then objective points, then items held; seats still tied share. */
    static List<Integer> winners(List<ScoreLine> lines) {
        List<ScoreLine> best = new ArrayList<>();
        for (ScoreLine l : lines) {
            int cmp = best.isEmpty() ? 1 : compare(l, best.get(0));
            if (cmp > 0) {
                best.clear();
            }
            if (cmp >= 0) {
                best.add(l);
            }
        }
        List<Integer> seats = new ArrayList<>();
        best.forEach(l -> seats.add(l.seat()));
        return seats;
    }

    /** The order of the places, seat by seat: by total, then objective points, then items held. */
    static java.util.Comparator<Integer> better(List<ScoreLine> lines) {
        return (a, b) -> compare(lineOf(lines, b), lineOf(lines, a));
    }

    private static ScoreLine lineOf(List<ScoreLine> lines, int seat) {
        for (ScoreLine l : lines) {
            if (l.seat() == seat) {
                return l;
            }
        }
        throw new IllegalArgumentException("no score line for seat " + seat);
    }

    private static int compare(ScoreLine a, ScoreLine b) {
        if (a.total() != b.total()) {
            return Integer.compare(a.total(), b.total());
        }
        if (a.objective() != b.objective()) {
            return Integer.compare(a.objective(), b.objective());
        }
        return Integer.compare(a.items(), b.items());
    }
}
