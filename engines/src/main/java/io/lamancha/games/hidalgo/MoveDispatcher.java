package io.lamancha.games.hidalgo;

import io.lamancha.engine.EventSink;
import java.util.ArrayList;
import java.util.List;

/**
 * Applies one canonical, already-checked legal move, as the string path writes it, to the state;
 * a PLAY submission, already read, goes to {@link Procedure#submit} without a detour through here.
 */
final class MoveDispatcher {

    private final HidalgoState st;
    private final Procedure procedure;

    MoveDispatcher(HidalgoState st, EventSink events) {
        this.st = st;
        this.procedure = new Procedure(st, events);
    }

    void apply(int seat, String move) {
        String[] w = move.split(" ");
        boolean yes = w[0].equals("item");
        switch (st.phase) {
            case PICK:
                procedure.pick(w[1]);
                break;
            case POISON:
                if (yes) {
                    procedure.usePoison(seat);
                } else {
                    procedure.declinePoison();
                }
                break;
            case POISON_SHIELD:
                procedure.answerPoisonShield(seat, yes);
                break;
            case TENT:
                procedure.copy(seat, w[0].equals("copy") ? cardId(w[1]) : null);
                break;
            case ABILITY:
                ability(seat, w);
                break;
            case ZAP_SHIELD:
                procedure.abilities().answerZapShield(seat, yes);
                break;
            case STEAL_SHIELD:
                procedure.abilities().answerStealShield(seat, yes);
                break;
            case REFRESH_DISCARD:
                procedure.abilities().discardAfterRefresh(seat, cardIds(w));
                break;
            case REFRESH_KEEP:
                procedure.abilities().keep(seat, List.of(w).subList(1, w.length));
                break;
            case CHAPTER_DISCARD:
                chapterDiscard(seat, w);
                break;
            default:
                throw new IllegalStateException("no move is possible in " + st.phase);
        }
    }

    private void ability(int seat, String[] w) {
        AbilityPhase a = procedure.abilities();
        switch (w[0]) {
            case "zap":
                a.zap(seat, w[1].equals("adventure") ? -1 : seatIndex(w[1]));
                break;
            case "get":
                a.get(seat, w[1]);
                break;
            case "steal":
                a.steal(seat, seatIndex(w[1]), w[2]);
                break;
            case "refresh":
                if (w[1].equals("cards")) {
                    a.refreshCards(seat);
                } else {
                    a.refreshAdventures(seat);
                }
                break;
            default:
                a.pass();
                break;
        }
    }

    private void chapterDiscard(int seat, String[] w) {
        if (w[1].equals("done")) {
            procedure.finishDiscarding(seat);
        } else {
            procedure.markDiscard(seat, cardIds(w));
        }
    }

    static int cardId(String code) {
        return Integer.parseInt(code.substring(1));
    }

    private static List<Integer> cardIds(String[] w) {
        List<Integer> ids = new ArrayList<>();
        for (int i = 1; i < w.length; i++) {
            ids.add(cardId(w[i]));
        }
        return ids;
    }

    private static int seatIndex(String word) {
        return Integer.parseInt(word.substring("seat".length())) - 1;
    }
}
