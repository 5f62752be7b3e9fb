package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;

/** Questions about the state that several phases ask: who must play, what may be targeted. */
final class HidalgoRules {

    private HidalgoRules() {
    }

    /** Seats that still owe a submission in PLAY (a seat with no card is not asked), a bit each. */
    static int awaitedInPlay(HidalgoState st) {
        int seats = 0;
        for (int s = 0; s < st.seats; s++) {
            if (!st.round.submitted[s] && st.hasCard(s)) {
                seats |= 1 << s;
            }
        }
        return seats;
    }

    static String votes(int plus, int minus) {
        if (plus == 0 && minus == 0) {
            return "0";
        }
        String p = plus > 0 ? "+" + plus : "";
        String m = minus > 0 ? "-" + minus : "";
        return p.isEmpty() || m.isEmpty() ? p + m : p + "/" + m;
    }

    /** Whether a seat's played card may not be zapped (printed protection or a copied one). */
    static boolean zapProtected(HidalgoData data, Round round, int seat) {
        Integer card = round.play[seat];
        return round.protectedByCopy[seat] || (card != null && data.card(card).ability() == Ability.ZAP_PROTECTION);
    }

    /** Seats whose played card the zapper may target. */
    static List<Integer> zapTargets(HidalgoState st, int zapper) {
        List<Integer> out = new ArrayList<>();
        for (int s = 0; s < st.seats; s++) {
            if (s != zapper && st.round.play[s] != null && !st.round.zapped[s] && !zapProtected(st.data, st.round, s)) {
                out.add(s);
            }
        }
        return out;
    }

    /** Item types in the centre this seat may take (not one it used this adventure). */
    static List<ItemType> takeableFromCentre(HidalgoState st, int seat) {
        return takeable(st, seat, ItemToken.CENTRE);
    }

    /** Item types the holder has that this seat may take, each once, in the order the tokens are listed. */
    static List<ItemType> takeable(HidalgoState st, int seat, int holder) {
        List<ItemType> out = new ArrayList<>();
        for (ItemToken t : st.items) {
            if (t.owner == holder && !st.round.hasUsed(t.type, seat) && !out.contains(t.type)) {
                out.add(t.type);
            }
        }
        return out;
    }

    /** What the get ability may take: from the centre if anything there may be taken, else from others. */
    static List<Take> takes(HidalgoState st, int seat) {
        List<Take> takes = new ArrayList<>();
        if (st.centreDiamonds > 0) {
            takes.add(new Take(ItemToken.CENTRE, "diamond"));
        }
        takeableFromCentre(st, seat).forEach(t -> takes.add(new Take(ItemToken.CENTRE, t.key())));
        if (!takes.isEmpty()) {
            return takes;
        }
        for (int v = 0; v < st.seats; v++) {
            if (v == seat) {
                continue;
            }
            if (st.diamonds[v] > 0) {
                takes.add(new Take(v, "diamond"));
            }
            for (ItemType t : takeable(st, seat, v)) {
                takes.add(new Take(v, t.key()));
            }
        }
        return takes;
    }

    /** Whether the ability step gives its owner any choice besides passing. */
    static boolean hasChoice(HidalgoState st, Pending.Step step) {
        switch (step.ability()) {
            case ZAP:
                return !st.round.adventureZapped || !zapTargets(st, step.seat()).isEmpty();
            case GET_DIAMOND_OR_ITEM:
                return !takes(st, step.seat()).isEmpty();
            case REFRESH_2:
                return true;
            default:
                return false;
        }
    }
}
