package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How one board's scoring came about, category by category: what the round's
 * {@link TilesEvent.CategoryScored} lines explain. Worked out from the board only when someone
 * will read it, never on the playout path.
 *
 * @param castleKnights distinct knights joined to each castle, by castle value
 * @param churchSets the churches of each network that holds any, most first
 * @param windmillSets the windmills of each network that holds any, most first
 * @param defenders the strength of each defending knight, strongest first
 * @param knightGroups the strength of each knight group, strongest first
 */
record ScoreWorking(Map<Integer, Integer> castleKnights, List<Integer> churchSets,
                    List<Integer> windmillSets, List<Integer> defenders, List<Integer> knightGroups) {

    ScoreWorking {
        castleKnights = Map.copyOf(castleKnights);
        churchSets = List.copyOf(churchSets);
        windmillSets = List.copyOf(windmillSets);
        defenders = List.copyOf(defenders);
        knightGroups = List.copyOf(knightGroups);
    }

    static ScoreWorking of(Principality board) {
        Networks nets = new Networks(board);
        Map<Integer, Integer> castles = new HashMap<>();
        List<Integer> churches = new ArrayList<>();
        List<Integer> windmills = new ArrayList<>();
        List<Integer> defenders = new ArrayList<>();
        List<Integer> groups = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (Field f : Field.ALL) {
            Piece p = board.at(f);
            if (p == null) {
                continue;
            }
            if (p.isCastle()) {
                castles.put(p.castleValue(), TilesScoring.joinedKnights(nets, f, p));
            }
            for (int s = 0; s < p.segments().size(); s++) {
                int network = nets.networkOf(f, s);
                if (seen.add(network)) {
                    Networks.Stats stats = nets.stats(network);
                    addIfAny(churches, stats.churches());
                    addIfAny(windmills, stats.windmills());
                    addIfAny(groups, stats.knights() > 0 ? stats.knightStrength() : 0);
                }
                defenders.addAll(defending(f, p.segments().get(s)));
            }
        }
        return new ScoreWorking(castles, mostFirst(churches), mostFirst(windmills), mostFirst(defenders),
                mostFirst(groups));
    }

    private static List<Integer> defending(Field field, Segment segment) {
        List<Integer> strengths = new ArrayList<>();
        for (Feature k : segment.features()) {
            if (k.isKnight() && TilesScoring.defends(field, segment, k)) {
                strengths.add(k.strength());
            }
        }
        return strengths;
    }

    private static void addIfAny(List<Integer> list, int count) {
        if (count > 0) {
            list.add(count);
        }
    }

    private static List<Integer> mostFirst(List<Integer> list) {
        List<Integer> sorted = new ArrayList<>(list);
        sorted.sort(Comparator.reverseOrder());
        return sorted;
    }

    /** The lines of one seat's scoring: a line per category, then the round's points and total. */
    List<TilesEvent> events(int seat, RoundScore score, int total) {
        int round = score.round();
        List<TilesEvent> events = new ArrayList<>();
        events.add(castle(seat, round, 6, score.castle6()));
        events.add(castle(seat, round, 4, score.castle4()));
        events.add(new TilesEvent.CategoryScored(round, seat, "churches", score.churches(), churchSets,
                TilesEvent.CategoryScored.SET_NEEDED));
        events.add(new TilesEvent.CategoryScored(round, seat, "windmills", score.windmills(), windmillSets,
                TilesEvent.CategoryScored.SET_NEEDED));
        events.add(new TilesEvent.CategoryScored(round, seat, "defense", score.defense(), defenders,
                4 * round));
        if (round == TilesScoring.LAST_ROUND) {
            events.add(new TilesEvent.CategoryScored(round, seat, "knight_group", score.largestGroup(),
                    knightGroups, 0));
        }
        events.add(new TilesEvent.RoundPoints(round, seat, score.total(), total));
        return events;
    }

    private TilesEvent castle(int seat, int round, int value, int points) {
        return new TilesEvent.CategoryScored(round, seat, "castle" + value, points,
                List.of(castleKnights.getOrDefault(value, 0)), round);
    }
}
