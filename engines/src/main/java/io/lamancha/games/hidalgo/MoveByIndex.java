package io.lamancha.games.hidalgo;

import io.lamancha.engine.Game;
import java.util.ArrayList;
import java.util.List;

/**
 * Applies a seat's legal move number {@code index} straight to the procedure: the index is checked
 * and read against the orders {@link LegalMoves} lists the moves in, and no notation is written or
 * parsed on the way.
 */
final class MoveByIndex {

    /** The moves listed last in every phase that asks a yes-or-no question: the item, then pass. */
    private static final int USE_ITEM = 0;

    private MoveByIndex() {
    }

    /**
     * Checks the move number against the seat's legal-move count, then applies it.
     *
     * @throws IllegalArgumentException as {@link Game#checkLegalIndex} does, with the state unchanged
     */
    static void apply(HidalgoState st, Procedure procedure, int seat, int index) {
        if (st.phase == Phase.PLAY && LegalMoves.awaits(st, seat)) {
            // the commonest move: its choices are worked out once, for the check and for the pick
            PlayChoices choices = LegalMoves.playChoices(st, seat);
            Game.checkLegalIndex(seat, index, choices.count());
            procedure.submit(seat, choices.at(index));
            return;
        }
        Game.checkLegalIndex(seat, index, LegalMoves.count(st, seat));
        switch (st.phase) {
            case PICK:
                procedure.pick(LegalMoves.sortedAdventures(st.pool).get(index));
                break;
            case POISON:
                if (index == USE_ITEM) {
                    procedure.usePoison(seat);
                } else {
                    procedure.declinePoison();
                }
                break;
            case POISON_SHIELD:
                procedure.answerPoisonShield(seat, index == USE_ITEM);
                break;
            case TENT:
                int[] copyable = LegalMoves.copyable(st);
                procedure.copy(seat, index < copyable.length ? copyable[index] : null);
                break;
            case ABILITY:
                ability(st, procedure.abilities(), seat, index);
                break;
            case ZAP_SHIELD:
                procedure.abilities().answerZapShield(seat, index == USE_ITEM);
                break;
            case STEAL_SHIELD:
                procedure.abilities().answerStealShield(seat, index == USE_ITEM);
                break;
            case REFRESH_DISCARD:
                procedure.abilities().discardAfterRefresh(seat,
                        chosen(LegalMoves.handCards(st, seat), st.pending.discardCount, index));
                break;
            case REFRESH_KEEP:
                procedure.abilities().keep(seat, chosen(LegalMoves.sortedAdventures(st.pending.keepFrom),
                        st.pool.size(), index));
                break;
            case CHAPTER_DISCARD:
                if (index == LegalMoves.count(st, seat) - 1) {
                    procedure.finishDiscarding(seat);
                } else {
                    procedure.markDiscard(seat, List.of(LegalMoves.discardableAt(st, seat, index)));
                }
                break;
            default:
                throw new IllegalStateException("no move is possible in " + st.phase);
        }
    }

    /** Zap targets then the adventure, the get ability's takes, or refresh cards then adventures; pass last. */
    private static void ability(HidalgoState st, AbilityPhase a, int seat, int index) {
        switch (st.pending.currentStep().ability()) {
            case ZAP:
                List<Integer> targets = HidalgoRules.zapTargets(st, seat);
                if (index < targets.size()) {
                    a.zap(seat, targets.get(index));
                } else if (index == targets.size() && !st.round.adventureZapped) {
                    a.zap(seat, -1);
                } else {
                    a.pass();
                }
                break;
            case GET_DIAMOND_OR_ITEM:
                List<Take> takes = HidalgoRules.takes(st, seat);
                if (index == takes.size()) {
                    a.pass();
                } else if (takes.get(index).fromCentre()) {
                    a.get(seat, takes.get(index).thing());
                } else {
                    a.steal(seat, takes.get(index).holder(), takes.get(index).thing());
                }
                break;
            default:
                if (index == 0) {
                    a.refreshCards(seat);
                } else if (index == 1) {
                    a.refreshAdventures(seat);
                } else {
                    a.pass();
                }
                break;
        }
    }

    private static List<Integer> chosen(int[] cards, int k, int index) {
        List<Integer> out = new ArrayList<>(k);
        for (int position : Combinations.at(cards.length, k, index)) {
            out.add(cards[position]);
        }
        return out;
    }

    private static List<String> chosen(List<String> adventures, int k, int index) {
        List<String> out = new ArrayList<>(k);
        for (int position : Combinations.at(adventures.size(), k, index)) {
            out.add(adventures.get(position));
        }
        return out;
    }
}
