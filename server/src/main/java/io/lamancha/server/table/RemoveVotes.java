package io.lamancha.server.table;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** Votes of the connected players to let a bot play for an absent one ({@code /remove}). */
final class RemoveVotes {

    private final Map<Integer, Set<String>> votes = new HashMap<>();

    /** Records a vote; true when {@code needed} distinct voters agree. */
    boolean vote(int seat, String voter, int needed) {
        Set<String> v = votes.computeIfAbsent(seat, k -> new HashSet<>());
        v.add(voter.toLowerCase(java.util.Locale.ROOT));
        return v.size() >= needed;
    }

    int count(int seat) {
        return votes.getOrDefault(seat, Set.of()).size();
    }

    void clear(int seat) {
        votes.remove(seat);
    }

    void clearAll() {
        votes.clear();
    }
}
