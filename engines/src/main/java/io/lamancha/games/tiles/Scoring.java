package io.lamancha.games.tiles;

import java.util.HashSet;
import java.util.Set;

/** Scores a principality as it stands after round 1, 2 or 3 (data doc section 4). */
final class Scoring {

    static final int LAST_ROUND = 3;
    private static final int DEFENSE_POINTS = 5;
    private static final int DEFENSE_PER_ROUND = 4;

    private Scoring() {
    }

    static RoundScore score(Principality board, int round) {
        Networks nets = new Networks(board);
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
        int churches = 0;
        int windmills = 0;
        int largest = 0;
        for (Networks.Stats st : nets.all()) {
            churches += setPoints(st.churches());
            windmills += setPoints(st.windmills());
            largest = Math.max(largest, st.knightStrength());
        }
        int strength = defenseStrength(board);
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
    private static int joinedKnights(Networks nets, Field field, Piece castle) {
        Set<Integer> networks = new HashSet<>();
        int knights = 0;
        for (int s = 0; s < castle.segments().size(); s++) {
            int network = nets.networkOf(field, s);
            if (networks.add(network)) {
                knights += nets.stats(network).knights();
            }
        }
        return knights;
    }

    /** Sum of knights whose own segment leaves the board through an exit in the knight's half. */
    static int defenseStrength(Principality board) {
        int sum = 0;
        for (Field f : Field.ALL) {
            Piece p = board.at(f);
            for (Segment s : p == null ? java.util.List.<Segment>of() : p.segments()) {
                for (Feature k : s.features()) {
                    if (k.isKnight() && defends(f, s, k)) {
                        sum += k.strength();
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
