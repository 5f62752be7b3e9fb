package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The open question of the current phase: who answers, and what the answer refers to. */
final class Pending {

    /** The one seat asked in single-seat phases. */
    int seat = -1;
    /** Seats still to be asked in turn (shield against poison, tent copies). */
    final List<Integer> queue = new ArrayList<>();
    /** The abilities to resolve this adventure, in order, and the one being resolved. */
    final List<Step> steps = new ArrayList<>();
    int step;
    /** The seat targeted by a zap or a steal, and what the steal takes. */
    int victim = -1;
    String stealThing;
    /** Cards to discard after "refresh cards"; adventures to keep from after "refresh adventures". */
    int discardCount;
    final List<String> keepFrom = new ArrayList<>();
    /** End of chapter I: cards each seat has marked to discard, and who has finished. */
    final List<Set<Integer>> marked = new ArrayList<>();
    boolean[] done;

    /** One ability to resolve: the seat, the ability, and whether it was copied with a tent. */
    record Step(int seat, Ability ability, boolean copied) {
    }

    Step currentStep() {
        return steps.get(step);
    }

    void startChapterDiscard(int seats) {
        marked.clear();
        for (int s = 0; s < seats; s++) {
            marked.add(new HashSet<>());
        }
        done = new boolean[seats];
    }
}
