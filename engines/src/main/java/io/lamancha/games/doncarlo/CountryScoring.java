package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Who wins a country card, and who wins the game, in the competitive game. */
final class CountryScoring {

    private CountryScoring() {
    }

    /**
     * The seat with most agents in the queue; on a tie the one whose first agent arrived first.
     * -1 for an empty queue.
     */
    static int leader(List<Agent> queue) {
        // Insertion order of the map is the order of each seat's first arrival.
        Map<Integer, Integer> counts = new LinkedHashMap<>();
        for (Agent a : queue) {
            counts.merge(a.seat(), 1, Integer::sum);
        }
        int leader = -1;
        int most = 0;
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            if (e.getValue() > most) {
                most = e.getValue();
                leader = e.getKey();
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
