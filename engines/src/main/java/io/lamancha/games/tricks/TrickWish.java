package io.lamancha.games.tricks;

/**
 * Whether the smart bot wants the current trick. Taking no trick is worth 3 points, so it ducks
 * until forced to take one; then it heads for the exact target count; past it (or when the target
 * is out of reach) extra tricks cost nothing and deny opponents their zero, so it takes them, and
 * pass cards in a trick always make it more attractive.
 */
final class TrickWish {

    private static final double ZERO_BONUS_AT_RISK = 2.5;
    private static final double DENIAL = 0.2;

    private TrickWish() {
    }

    static boolean wants(Situation s) {
        return value(s) > 0;
    }

    static double value(Situation s) {
        int passes = s.trick.passCards();
        int mine = s.myTricks();
        int target = s.rules.targetTricks();
        if (mine == 0) {
            return passes - ZERO_BONUS_AT_RISK;
        }
        if (mine < target) {
            boolean reachable = mine + s.tricksLeft() >= target;
            return reachable ? 1 + passes : passes + DENIAL;
        }
        if (mine == target) {
            return passes - 1;
        }
        return passes + DENIAL;
    }
}
