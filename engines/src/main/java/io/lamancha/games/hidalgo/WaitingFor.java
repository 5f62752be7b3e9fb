package io.lamancha.games.hidalgo;

/**
 * The question of the current phase in words, without names (the view's {@code waitingFor}, for
 * every viewer alike) and without any hidden detail.
 */
final class WaitingFor {

    private WaitingFor() {
    }

    static String describe(HidalgoState st) {
        switch (st.phase) {
            case PICK:
                return "the start player picks the adventure Don Quixote goes on next";
            case POISON:
                return "the poison's holder decides whether to use it before the cards are played";
            case POISON_SHIELD:
                return "a shield's holder decides whether to block the poison with it";
            case PLAY:
                return "everyone plays a card face down: their vote on the adventure";
            case TENT:
                return "a tent's user chooses a played card whose ability to copy";
            case ABILITY:
                Pending.Step step = st.pending.currentStep();
                return "a player decides how to use the " + (step.copied() ? "copied " : "") + "ability "
                        + step.ability().label() + " (" + step.ability().effect() + ")";
            case ZAP_SHIELD:
                return "the zapped card's owner decides whether to block the zap with a shield";
            case STEAL_SHIELD:
                return "the robbed player decides whether to stop the theft of a " + st.pending.stealThing
                        + " with a shield";
            case REFRESH_DISCARD:
                return "a player discards " + st.pending.discardCount + " cards after drawing with refresh 2";
            case REFRESH_KEEP:
                return "a player keeps " + st.pool.size() + " adventures as the new pool after refresh 2";
            case CHAPTER_DISCARD:
                return "everyone sets aside, in secret, the cards they discard before chapter II";
            default:
                return "nothing: the game is over";
        }
    }
}
