package io.lamancha.games.hidalgo;

/** The question of the current phase in words, without any hidden detail. */
final class WaitingFor {

    private WaitingFor() {
    }

    static String describe(HidalgoState st) {
        switch (st.phase) {
            case PICK:
                return "the start player picks the next adventure from the pool (pick A<n>)";
            case POISON:
                return "the poison holder may use the poison (item poison) or pass";
            case POISON_SHIELD:
                return "a shield holder may block the poison (item shield) or pass";
            case PLAY:
                return "everyone plays a card face down (item donkey +/-, item tent, then play C<n> or play blind)";
            case TENT:
                return "a tent user copies the ability of a played card (copy C<n>) or passes";
            case ABILITY:
                Pending.Step step = st.pending.currentStep();
                return "resolve the " + (step.copied() ? "copied " : "") + "ability " + step.ability().key()
                        + " (or pass)";
            case ZAP_SHIELD:
                return "the zapped player may block the zap with a shield (item shield) or pass";
            case STEAL_SHIELD:
                return "the robbed player may stop the theft of a " + st.pending.stealThing
                        + " with a shield (item shield) or pass";
            case REFRESH_DISCARD:
                return "discard " + st.pending.discardCount + " cards after the refresh";
            case REFRESH_KEEP:
                return "keep " + st.pool.size() + " adventures for the pool (keep A<a> A<b> ...)";
            case CHAPTER_DISCARD:
                return "everyone discards any cards in secret (discard C<n>, then discard done)";
            default:
                return "nothing: the game is over";
        }
    }
}
