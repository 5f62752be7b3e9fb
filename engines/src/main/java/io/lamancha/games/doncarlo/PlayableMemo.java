package io.lamancha.games.doncarlo;

import java.util.List;
import java.util.function.Supplier;

/**
 * Remembers the last list of playable code names. Legal moves, the view and the move check all ask
 * for the same list; it only changes when the hand's counts change or an agent is sent (the board
 * never loses an agent, so the agent count identifies the board).
 */
final class PlayableMemo {

    private int seat = -1;
    private long tally = -1;
    private int agents = -1;
    private List<CodeName> codes;

    List<CodeName> get(int seat, Hand hand, int agents, Supplier<CodeNameSet> compute) {
        if (seat != this.seat || agents != this.agents || hand.tally() != this.tally) {
            this.codes = compute.get();
            this.seat = seat;
            this.tally = hand.tally();
            this.agents = agents;
        }
        return codes;
    }
}
