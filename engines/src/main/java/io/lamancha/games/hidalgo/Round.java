package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The state of one adventure from PICK to CLEANUP; secret parts stay here until REVEAL. */
final class Round {

    final Integer[] play;
    final boolean[] blind;
    final boolean[] submitted;
    final boolean[] shielded;
    /** Per seat, the donkey declarations as signs: true for +3, false for -3. */
    final List<List<Boolean>> donkeys = new ArrayList<>();
    final boolean[] tent;
    final boolean[] zapped;
    final boolean[] protectedByCopy;
    final Integer[] copied;
    /** Item tokens each seat held when the adventure began: only those may be used. */
    final List<Set<String>> usable = new ArrayList<>();
    final Map<ItemType, Set<Integer>> usedBy = new EnumMap<>(ItemType.class);
    int poisonUser = -1;
    boolean revealed;
    boolean adventureZapped;

    Round(int seats) {
        play = new Integer[seats];
        blind = new boolean[seats];
        submitted = new boolean[seats];
        shielded = new boolean[seats];
        tent = new boolean[seats];
        zapped = new boolean[seats];
        protectedByCopy = new boolean[seats];
        copied = new Integer[seats];
        for (int s = 0; s < seats; s++) {
            donkeys.add(new ArrayList<>());
            usable.add(new HashSet<>());
        }
        for (ItemType t : ItemType.values()) {
            usedBy.put(t, new HashSet<>());
        }
    }

    boolean poisoned(int seat) {
        return poisonUser >= 0 && seat != poisonUser && !shielded[seat];
    }
}
