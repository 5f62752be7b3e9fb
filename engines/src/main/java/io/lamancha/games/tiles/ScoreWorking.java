package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        List<Integer> defenders = new ArrayList<>();
        TilesScoring.defenseStrength(board, defenders);
        return of(board, new Networks(board), defenders);
    }

    /**
     * The working of {@code board} from what a game keeps up to date while placing: its networks
     * (as {@link Networks#Networks(Principality)} would find them) and the strength of each
     * defending knight (as {@link TilesScoring#defenseStrength(Principality, List)} lists them, in
     * any order), so nothing is worked out again.
     */
    static ScoreWorking of(Principality board, Networks nets, List<Integer> defenders) {
        Map<Integer, Integer> castles = new HashMap<>();
        for (Field f : Field.ALL) {
            Piece p = board.at(f);
            if (p != null && p.isCastle()) {
                castles.put(p.castleValue(), TilesScoring.joinedKnights(nets, f, p));
            }
        }
        int[] networks = nets.networks();
        MostFirst churches = new MostFirst(networks.length);
        MostFirst windmills = new MostFirst(networks.length);
        MostFirst groups = new MostFirst(networks.length);
        for (int network : networks) {
            churches.addIfAny(nets.churches(network));
            windmills.addIfAny(nets.windmills(network));
            groups.addIfAny(nets.knights(network) > 0 ? nets.knightStrength(network) : 0);
        }
        MostFirst defending = new MostFirst(defenders.size());
        defenders.forEach(defending::addIfAny);
        return new ScoreWorking(castles, churches.list(), windmills.list(), defending.list(), groups.list());
    }

    /** Counts gathered one by one, those above 0 kept, then read largest first; at most as many as said. */
    private static final class MostFirst {

        private final int[] counts;
        private int size;

        MostFirst(int most) {
            counts = new int[most];
        }

        void addIfAny(int count) {
            if (count > 0) {
                counts[size++] = count;
            }
        }

        List<Integer> list() {
            Arrays.sort(counts, 0, size);
            Integer[] largestFirst = new Integer[size];
            for (int i = 0; i < size; i++) {
                largestFirst[i] = counts[size - 1 - i];
            }
            return List.of(largestFirst);
        }
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
