package io.lamancha.games.tiles;

import java.util.List;

/** Scores a principality as it stands after round 1, 2 or 3 (docs/games/quixote-tiles.md, "Scoring"). */
final class TilesScoring {

    static final int LAST_ROUND = 3;
    private static final int DEFENSE_POINTS = 5;
    private static final int DEFENSE_PER_ROUND = 4;

    private TilesScoring() {
    }

    static RoundScore score(Principality board, int round) {
        return score(board, new Networks(board), defenseStrength(board), round);
    }

    /**
     * Scores {@code board} from its networks and defending strength, kept up to date elsewhere
     * (as {@link Networks#Networks(Principality)} and {@link #defenseStrength} would find them).
     */
    static RoundScore score(Principality board, Networks nets, int strength, int round) {
        int castle6 = 0;
        int castle4 = 0;
        for (Field f : Field.ALL) {
            Piece p = board.at(f);
            if (p != null && p.isCastle() && joinedKnights(nets, f, p) >= round) {
                if (p.castleValue() == 6) {
                    castle6 += p.castleValue();
                } else {
                    castle4 += p.castleValue();
                }
            }
        }
        int churches = nets.churchPoints();
        int windmills = nets.windmillPoints();
        int largest = nets.largestKnightStrength();
        int defense = strength >= DEFENSE_PER_ROUND * round ? DEFENSE_POINTS : 0;
        return RoundScore.of(round, castle6, castle4, churches, windmills, strength, defense,
                round == LAST_ROUND ? largest : 0);
    }

    /** Two joined score 2; three or more score 2 each; a lone one scores nothing. */
    static int setPoints(int joined) {
        if (joined <= 1) {
            return 0;
        }
        return joined == 2 ? 2 : 2 * joined;
    }

    /** Distinct knights in the networks of the castle's segments; a network counts once. */
    static int joinedKnights(Networks nets, Field field, Piece castle) {
        int segments = castle.segments().size();
        int[] networks = new int[segments];
        int knights = 0;
        for (int s = 0; s < segments; s++) {
            networks[s] = nets.networkOf(field, s);
            if (!countedBefore(networks, s)) {
                knights += nets.knights(networks[s]);
            }
        }
        return knights;
    }

    /** Whether {@code networks[s]} is among the networks before it; a castle has few segments. */
    private static boolean countedBefore(int[] networks, int s) {
        for (int earlier = 0; earlier < s; earlier++) {
            if (networks[earlier] == networks[s]) {
                return true;
            }
        }
        return false;
    }

    /** Sum of knights whose own segment leaves the board through an exit in the knight's half. */
    static int defenseStrength(Principality board) {
        return defenseStrength(board, null);
    }

    /**
     * {@link #defenseStrength(Principality)}, adding each defending knight's strength to
     * {@code strengths} as well, unless it is null.
     */
    static int defenseStrength(Principality board, List<Integer> strengths) {
        int sum = 0;
        for (Field f : Field.ALL) {
            Piece p = board.at(f);
            if (p != null) {
                sum += defenseStrength(f, p, strengths);
            }
        }
        return sum;
    }

    /** What {@code piece} on {@code field} adds to its principality's {@link #defenseStrength}. */
    static int defenseStrength(Field field, Piece piece) {
        return defenseStrength(field, piece, null);
    }

    /**
     * {@link #defenseStrength(Field, Piece)}, adding each defending knight's strength to
     * {@code strengths} as well, unless it is null.
     */
    static int defenseStrength(Field field, Piece piece, List<Integer> strengths) {
        int sum = 0;
        for (Segment s : piece.segments()) {
            for (Feature k : s.features()) {
                if (k.isKnight() && defends(field, s, k)) {
                    sum += k.strength();
                    if (strengths != null) {
                        strengths.add(k.strength());
                    }
                }
            }
        }
        return sum;
    }

    static boolean defends(Field field, Segment segment, Feature knight) {
        for (Exit e : segment.exits()) {
            if (e.half() == knight.half() && field.leadsOutside(e)) {
                return true;
            }
        }
        return false;
    }
}
