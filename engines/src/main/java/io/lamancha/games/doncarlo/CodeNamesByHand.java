package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.List;

/**
 * Every code name each hand of one to five cards can make, worked out once and kept in
 * {@link CodeName} order: listing a seat's code names, after every move of a playout, then only
 * filters them by the board, with no counting through the hand and no sorting.
 */
final class CodeNamesByHand {

    /** Hands up to this size are in the table: every hand of either variant, unless laid open. */
    static final int MOST_CARDS = 5;
    /** At a hand's {@link CodeName#smallIndexOf} index, its code names in order; never written after class initialisation. */
    private static final CodeName[][] BY_HAND = madeInAdvance();

    private CodeNamesByHand() {
    }

    /**
     * The code names of one or more of these cards, in {@link CodeName} order; null for an empty
     * hand or one of more than {@value #MOST_CARDS} cards, which the caller counts through itself.
     */
    static CodeName[] of(int[] counts) {
        int index = CodeName.smallIndexOf(counts);
        return index < 0 ? null : BY_HAND[index];
    }

    private static CodeName[][] madeInAdvance() {
        List<CodeName> all = new ArrayList<>(CodeName.upToFive());
        all.sort(null);
        CodeName[][] byHand = new CodeName[1 << 15][];
        for (CodeName hand : all) {
            int[] held = Cards.counts(hand.numbers());
            List<CodeName> made = new ArrayList<>();
            for (CodeName code : all) {
                if (Cards.holds(held, code.numbers())) {
                    made.add(code);
                }
            }
            byHand[hand.smallIndex()] = made.toArray(new CodeName[0]);
        }
        return byHand;
    }
}
