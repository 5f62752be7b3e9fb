package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.List;

/** Who wins a country card, and who wins the game, in the competitive game. */
final class DonCarloCompetitiveScoring {

    /** The most seats a game has; an agent's seat is below it. */
    private static final int MOST_SEATS = 4;

    private DonCarloCompetitiveScoring() {
    }

    /**
     * The seat with most agents in the queue; on a tie the one whose first agent arrived first.
     * -1 for an empty queue.
     */
    static int leader(List<Agent> queue) {
        // per seat: its agents, and where its first agent stands in the queue
        int[] agents = new int[MOST_SEATS];
        int[] first = new int[MOST_SEATS];
        for (int at = 0; at < queue.size(); at++) {
            int seat = queue.get(at).seat();
            if (agents[seat]++ == 0) {
                first[seat] = at;
            }
        }
        int leader = -1;
        for (int seat = 0; seat < MOST_SEATS; seat++) {
            if (agents[seat] > 0 && (leader < 0 || agents[seat] > agents[leader]
                    || agents[seat] == agents[leader] && first[seat] < first[leader])) {
                leader = seat;
            }
        }
        return leader;
    }

    /** Agents of {@code seat} in the queue. */
    static int agentsOf(List<Agent> queue, int seat) {
        int n = 0;
        for (Agent a : queue) {
            n += a.seat() == seat ? 1 : 0;
        }
        return n;
    }

    /** Highest total; among those, fewest own cards left; whoever is still level shares the victory. */
    static List<Integer> winners(List<Family> families) {
        int best = Integer.MIN_VALUE;
        int fewest = Integer.MAX_VALUE;
        for (Family f : families) {
            if (f.total() > best || f.total() == best && f.cardsLeft() < fewest) {
                best = f.total();
                fewest = f.cardsLeft();
            }
        }
        List<Integer> winners = new ArrayList<>();
        for (int s = 0; s < families.size(); s++) {
            Family f = families.get(s);
            if (f.total() == best && f.cardsLeft() == fewest) {
                winners.add(s);
            }
        }
        return winners;
    }
}
