package io.lamancha.games.doncarlo;

import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

/**
 * Remembers the last list of playable code names. Legal moves, the view and the move check all ask
 * for the same list; it only changes when the hand changes or an agent is sent (the board never
 * loses an agent, so the agent count identifies the board).
 */
final class PlayableMemo {

    private int seat = -1;
    private List<Integer> hand;
    private int agents = -1;
    private List<CodeName> codes;

    List<CodeName> get(int seat, List<Integer> hand, int agents, Supplier<List<CodeName>> compute) {
        if (seat != this.seat || agents != this.agents || !hand.equals(this.hand)) {
            // the list is made afresh for the memo and never handed out writable
            this.codes = Collections.unmodifiableList(compute.get());
            this.seat = seat;
            this.hand = List.copyOf(hand);
            this.agents = agents;
        }
        return codes;
    }
}
