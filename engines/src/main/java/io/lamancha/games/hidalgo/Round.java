package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;

/** The state of one adventure from PICK to CLEANUP; secret parts stay here until REVEAL. */
final class Round {

    private static final int ITEM_TYPES = ItemType.values().length;

    final Integer[] play;
    final boolean[] blind;
    final boolean[] submitted;
    final boolean[] shielded;
    /** Per seat, the donkey declarations as signs: true for +3, false for -3. */
    final List<List<Boolean>> donkeys;
    final boolean[] tent;
    final boolean[] zapped;
    final boolean[] protectedByCopy;
    final Integer[] copied;
    /** Who held each item token (by its place in the state's list) when the adventure began: only they may use it. */
    private final int[] heldAtStart;
    /** Per item type and seat, whether the seat used that type this adventure (so may not take it back). */
    private final boolean[] used;
    private final int seats;
    int poisonUser = -1;
    boolean revealed;
    boolean adventureZapped;

    /** A round whose usable items are those {@code items} places with their owners now. */
    Round(int seats, List<ItemToken> items) {
        this.seats = seats;
        play = new Integer[seats];
        blind = new boolean[seats];
        submitted = new boolean[seats];
        shielded = new boolean[seats];
        tent = new boolean[seats];
        zapped = new boolean[seats];
        protectedByCopy = new boolean[seats];
        copied = new Integer[seats];
        donkeys = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            donkeys.add(new ArrayList<>());
        }
        heldAtStart = new int[items.size()];
        for (int i = 0; i < heldAtStart.length; i++) {
            heldAtStart[i] = items.get(i).owner;
        }
        used = new boolean[ITEM_TYPES * seats];
    }

    boolean poisoned(int seat) {
        return poisonUser >= 0 && seat != poisonUser && !shielded[seat];
    }

    /** Whether the token at {@code place} in the state's list was the seat's when the adventure began. */
    boolean heldAtStart(int place, int seat) {
        return place < heldAtStart.length && heldAtStart[place] == seat && seat >= 0;
    }

    void markUsed(ItemType type, int seat) {
        used[type.ordinal() * seats + seat] = true;
    }

    boolean hasUsed(ItemType type, int seat) {
        return used[type.ordinal() * seats + seat];
    }
}
