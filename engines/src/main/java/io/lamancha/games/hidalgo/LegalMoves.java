package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every legal move of a seat, in canonical notation (docs/games/hidalgo.md); empty for seats not awaited.
 * The orders the moves are listed in are also what {@link MoveByIndex} reads a move number against.
 */
final class LegalMoves {

    private LegalMoves() {
    }

    /** The seats the game waits for, ascending. */
    static SeatSet awaited(HidalgoState st) {
        return new SeatSet(awaitedSeats(st));
    }

    static boolean awaits(HidalgoState st, int seat) {
        return SeatSet.has(awaitedSeats(st), seat);
    }

    /** The seats the game waits for, a bit each. */
    private static int awaitedSeats(HidalgoState st) {
        switch (st.phase) {
            case OVER:
                return 0;
            case PLAY:
                return HidalgoRules.awaitedInPlay(st);
            case CHAPTER_DISCARD:
                int seats = 0;
                for (int s = 0; s < st.seats; s++) {
                    if (!st.pending.done[s]) {
                        seats |= 1 << s;
                    }
                }
                return seats;
            default:
                return 1 << st.pending.seat;
        }
    }

    static List<String> of(HidalgoState st, int seat) {
        if (!awaits(st, seat)) {
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
                return playChoices(st, seat).notations();
            case TENT:
                return tent(st);
            case ABILITY:
                return ability(st, seat);
            case REFRESH_DISCARD:
                return chosen("discard ", codes(handCards(st, seat)), st.pending.discardCount);
            case REFRESH_KEEP:
                return chosen("keep ", sortedAdventures(st.pending.keepFrom), st.pool.size());
            case CHAPTER_DISCARD:
                List<String> discardable = discardable(st, seat);
                return new MoveList(discardable.size() + 1,
                        i -> i < discardable.size() ? "discard " + discardable.get(i) : "discard done");
            default:
                return List.of();
        }
    }

    /**
     * How many moves {@link #of} lists: counted without writing them in the phases where most
     * moves are made, else by listing them.
     */
    static int count(HidalgoState st, int seat) {
        if (!awaits(st, seat)) {
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
                return playChoices(st, seat).count();
            case TENT:
                return copyable(st).length + 1;
            case ABILITY:
                return abilityCount(st, seat);
            case REFRESH_DISCARD:
                return Combinations.count(handCards(st, seat).length, st.pending.discardCount);
            case REFRESH_KEEP:
                return Combinations.count(st.pending.keepFrom.size(), st.pool.size());
            case CHAPTER_DISCARD:
                return discardableCount(st, seat) + 1;
            default:
                return of(st, seat).size();
        }
    }

    /**
     * The seat's PLAY submissions: its distinct cards (or blind when poisoned) with any usable
     * donkeys and tent. Only for a seat awaited in PLAY.
     */
    static PlayChoices playChoices(HidalgoState st, int seat) {
        int donkeys = st.usableCount(seat, ItemType.DONKEY);
        boolean tent = st.usableItem(seat, ItemType.TENT) != null;
        return st.round.poisoned(seat) ? PlayChoices.blind(donkeys, tent)
                : PlayChoices.ofCards(handCards(st, seat), donkeys, tent);
    }

    /** The seat's distinct cards, ascending: what a refresh discards from; shared, so only read. */
    static int[] handCards(HidalgoState st, int seat) {
        return st.hands.get(seat).distinctAscending();
    }

    private static List<String> tent(HidalgoState st) {
        int[] copyable = copyable(st);
        return new MoveList(copyable.length + 1, i -> i < copyable.length ? "copy C" + copyable[i] : "pass");
    }

    /** The distinct cards played this adventure, ascending: what a tent may copy. */
    static int[] copyable(HidalgoState st) {
        List<Integer> played = new ArrayList<>();
        for (Integer c : st.round.play) {
            if (c != null) {
                played.add(c);
            }
        }
        return Hand.distinctAscending(played);
    }

    /** The distinct cards of the seat's hand not yet set aside at the end of chapter I, ascending. */
    private static List<String> discardable(HidalgoState st, int seat) {
        List<String> codes = new ArrayList<>();
        for (int card : handCards(st, seat)) {
            if (!st.pending.marked.get(seat).contains(card)) {
                codes.add("C" + card);
            }
        }
        return codes;
    }

    /**
     * How many cards {@link #discardable} lists. Every marked card is one of the hand's distinct
     * cards, since marks are only made from that list and no hand changes while the chapter ends,
     * so this is a subtraction rather than a walk through the marks.
     */
    private static int discardableCount(HidalgoState st, int seat) {
        return handCards(st, seat).length - st.pending.marked.get(seat).size();
    }

    /** The card at {@code index} in the order {@link #discardable} lists, which the caller has checked. */
    static int discardableAt(HidalgoState st, int seat, int index) {
        int left = index;
        for (int card : handCards(st, seat)) {
            if (!st.pending.marked.get(seat).contains(card) && left-- == 0) {
                return card;
            }
        }
        throw new IllegalArgumentException("seat " + seat + " has no card " + index + " to discard");
    }

    /** How many moves {@link #ability} lists, the get ability's aside. */
    private static int abilityCount(HidalgoState st, int seat) {
        switch (st.pending.currentStep().ability()) {
            case ZAP:
                return HidalgoRules.zapTargets(st, seat).size() + (st.round.adventureZapped ? 0 : 1) + 1;
            case GET_DIAMOND_OR_ITEM:
                return HidalgoRules.takes(st, seat).size() + 1;
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
                HidalgoRules.takes(st, seat).forEach(t -> moves.add(t.notation()));
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
        return codes(Hand.distinctAscending(cards));
    }

    private static List<String> codes(int[] cards) {
        List<String> out = new ArrayList<>(cards.length);
        for (int c : cards) {
            out.add("C" + c);
        }
        return out;
    }

    /** Adventure ids {@code A<n>} by number. */
    static List<String> sortedAdventures(List<String> ids) {
        // a pool is a handful of ids: each is read once and inserted in place
        String[] sorted = new String[ids.size()];
        int[] numbers = new int[sorted.length];
        for (int i = 0; i < sorted.length; i++) {
            String id = ids.get(i);
            int n = number(id);
            int at = i;
            while (at > 0 && numbers[at - 1] > n) {
                sorted[at] = sorted[at - 1];
                numbers[at] = numbers[at - 1];
                at--;
            }
            sorted[at] = id;
            numbers[at] = n;
        }
        return Arrays.asList(sorted);
    }

    /** The n of {@code A<n>}, read in place. */
    private static int number(String id) {
        return Integer.parseInt(id, 1, id.length(), 10);
    }

    /** {@code prefix} and each item, in order; the items are a snapshot. */
    private static List<String> prefixed(String prefix, List<String> items) {
        return new MoveList(items.size(), i -> prefix + items.get(i));
    }

    /**
     * {@code prefix} and each choice of {@code k} items, space-separated in the items' order, in
     * the order {@link Combinations#of} lists them; the items are a snapshot.
     */
    private static List<String> chosen(String prefix, List<String> items, int k) {
        return new MoveList(Combinations.count(items.size(), k), index -> {
            StringBuilder move = new StringBuilder(prefix);
            int[] positions = Combinations.at(items.size(), k, index);
            for (int p = 0; p < positions.length; p++) {
                move.append(p == 0 ? "" : " ").append(items.get(positions[p]));
            }
            return move.toString();
        });
    }
}
