package io.lamancha.games.hidalgo;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;

/** Every legal move of a seat, in canonical notation (data doc §6.6); empty for seats not awaited. */
final class LegalMoves {

    private LegalMoves() {
    }

    static List<Integer> awaited(HidalgoState st) {
        switch (st.phase) {
            case OVER:
                return List.of();
            case PLAY:
                return HidalgoRules.awaitedInPlay(st);
            case CHAPTER_DISCARD:
                List<Integer> out = new ArrayList<>();
                for (int s = 0; s < st.seats; s++) {
                    if (!st.pending.done[s]) {
                        out.add(s);
                    }
                }
                return out;
            default:
                return List.of(st.pending.seat);
        }
    }

    static List<String> of(HidalgoState st, int seat) {
        if (!awaited(st).contains(seat)) {
            return List.of();
        }
        switch (st.phase) {
            case PICK:
                return prefixed("pick ", sortedAdventures(st.pool));
            case POISON:
                return List.of("item poison", "pass");
            case POISON_SHIELD:
            case ZAP_SHIELD:
            case STEAL_SHIELD:
                return List.of("item shield", "pass");
            case PLAY:
                return play(st, seat);
            case TENT:
                return tent(st);
            case ABILITY:
                return ability(st, seat);
            case REFRESH_DISCARD:
                return prefixed("discard ", Combinations.of(cardCodes(st.hands.get(seat)), st.pending.discardCount));
            case REFRESH_KEEP:
                return prefixed("keep ", Combinations.of(sortedAdventures(st.pending.keepFrom), st.pool.size()));
            case CHAPTER_DISCARD:
                List<String> moves = prefixed("discard ", cardCodes(unmarked(st, seat)));
                moves.add("discard done");
                return moves;
            default:
                return List.of();
        }
    }

    /**
     * How many moves {@link #of} lists: counted without writing them in the phases where most
     * moves are made, else by listing them.
     */
    static int count(HidalgoState st, int seat) {
        if (!awaited(st).contains(seat)) {
            return 0;
        }
        switch (st.phase) {
            case PICK:
                return st.pool.size();
            case POISON:
            case POISON_SHIELD:
            case ZAP_SHIELD:
            case STEAL_SHIELD:
                return 2;
            case PLAY:
                int targets = st.round.poisoned(seat) ? 1 : distinctAscending(st.hands.get(seat)).length;
                return PlaySubmission.legalCount(targets, usableDonkeys(st, seat), hasTent(st, seat));
            case TENT:
                return distinctAscending(played(st)).length + 1;
            case ABILITY:
                return abilityCount(st, seat);
            case REFRESH_DISCARD:
                return Combinations.count(distinctAscending(st.hands.get(seat)).length, st.pending.discardCount);
            case REFRESH_KEEP:
                return Combinations.count(st.pending.keepFrom.size(), st.pool.size());
            case CHAPTER_DISCARD:
                return distinctAscending(unmarked(st, seat)).length + 1;
            default:
                return of(st, seat).size();
        }
    }

    /** The seat's one PLAY submission in every form: its card (or blind) with any usable donkeys and tent. */
    private static List<String> play(HidalgoState st, int seat) {
        return PlaySubmission.legal(playTargets(st, seat), usableDonkeys(st, seat), hasTent(st, seat));
    }

    /** The PLAY submission {@link #of} lists at {@code index}, which the caller has checked. */
    static PlaySubmission playAt(HidalgoState st, int seat, int index) {
        return PlaySubmission.legalAt(playTargets(st, seat), usableDonkeys(st, seat), hasTent(st, seat), index);
    }

    /**
     * What the seat may play: its distinct cards as {@code C<n>}, each written only when read, since
     * the index path reads one; or {@code blind} when poisoned.
     */
    private static List<String> playTargets(HidalgoState st, int seat) {
        if (st.round.poisoned(seat)) {
            return List.of("blind");
        }
        int[] cards = distinctAscending(st.hands.get(seat));
        return new AbstractList<>() {
            @Override
            public String get(int index) {
                return "C" + cards[index];
            }

            @Override
            public int size() {
                return cards.length;
            }
        };
    }

    private static int usableDonkeys(HidalgoState st, int seat) {
        int donkeys = 0;
        for (ItemToken t : st.itemsOf(seat)) {
            if (t.type == ItemType.DONKEY && st.round.usable.get(seat).contains(t.id)) {
                donkeys++;
            }
        }
        return donkeys;
    }

    private static boolean hasTent(HidalgoState st, int seat) {
        return st.usableItem(seat, ItemType.TENT) != null;
    }

    private static List<String> tent(HidalgoState st) {
        List<String> moves = prefixed("copy ", cardCodes(played(st)));
        moves.add("pass");
        return moves;
    }

    /** The cards played this adventure so far, in seat order. */
    private static List<Integer> played(HidalgoState st) {
        List<Integer> played = new ArrayList<>();
        for (Integer c : st.round.play) {
            if (c != null) {
                played.add(c);
            }
        }
        return played;
    }

    /** The cards of the seat's hand not yet set aside at the end of chapter I. */
    private static List<Integer> unmarked(HidalgoState st, int seat) {
        List<Integer> left = new ArrayList<>(st.hands.get(seat));
        left.removeAll(st.pending.marked.get(seat));
        return left;
    }

    /** How many moves {@link #ability} lists, the get ability's aside. */
    private static int abilityCount(HidalgoState st, int seat) {
        switch (st.pending.currentStep().ability()) {
            case ZAP:
                return HidalgoRules.zapTargets(st, seat).size() + (st.round.adventureZapped ? 0 : 1) + 1;
            case GET_DIAMOND_OR_ITEM:
                return HidalgoRules.getMoves(st, seat).size() + 1;
            default:
                return 3;
        }
    }

    private static List<String> ability(HidalgoState st, int seat) {
        List<String> moves = new ArrayList<>();
        switch (st.pending.currentStep().ability()) {
            case ZAP:
                HidalgoRules.zapTargets(st, seat).forEach(t -> moves.add("zap seat" + (t + 1)));
                if (!st.round.adventureZapped) {
                    moves.add("zap adventure");
                }
                break;
            case GET_DIAMOND_OR_ITEM:
                moves.addAll(HidalgoRules.getMoves(st, seat));
                break;
            default:
                moves.add("refresh cards");
                moves.add("refresh adventures");
                break;
        }
        moves.add("pass");
        return moves;
    }

    /** The distinct cards, ascending, as {@code C<n>}. */
    static List<String> cardCodes(List<Integer> cards) {
        int[] sorted = distinctAscending(cards);
        List<String> out = new ArrayList<>(sorted.length);
        for (int c : sorted) {
            out.add("C" + c);
        }
        return out;
    }

    private static int[] distinctAscending(List<Integer> cards) {
        int[] sorted = new int[cards.size()];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = cards.get(i);
        }
        java.util.Arrays.sort(sorted);
        int distinct = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) {
                sorted[distinct++] = sorted[i];
            }
        }
        return java.util.Arrays.copyOf(sorted, distinct);
    }

    static List<String> sortedAdventures(List<String> ids) {
        List<String> out = new ArrayList<>(ids);
        out.sort((a, b) -> Integer.compare(Integer.parseInt(a.substring(1)), Integer.parseInt(b.substring(1))));
        return out;
    }

    private static List<String> prefixed(String prefix, List<String> items) {
        List<String> out = new ArrayList<>();
        items.forEach(i -> out.add(prefix + i));
        return out;
    }
}
