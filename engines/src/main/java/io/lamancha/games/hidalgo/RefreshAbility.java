package io.lamancha.games.hidalgo;

import static io.lamancha.games.hidalgo.HidalgoEvent.seat;

import java.util.ArrayList;
import java.util.List;

/**
 * The "refresh 2" ability: draw 2 character cards in secret and discard as many, or reveal 2
 * adventures and choose the new pool. The cards drawn and discarded are told to their owner only.
 */
final class RefreshAbility {

    private final HidalgoState st;
    private final Narrator narrator;

    RefreshAbility(HidalgoState st, Narrator narrator) {
        this.st = st;
        this.narrator = narrator;
    }

    /** Deals up to 2 cards in secret; false when none could be drawn (nothing to discard). */
    boolean drawCards(int seat) {
        List<Integer> drawn = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Integer c = st.drawCharacter();
            if (c != null) {
                drawn.add(c);
                st.hands.get(seat).add(c);
            }
        }
        narrator.everyone("refresh_cards", () -> seat(seat) + " draws " + drawn.size()
                + " character cards and will discard as many.");
        if (drawn.isEmpty()) {
            return false;
        }
        narrator.only(seat, "cards_drawn", () -> "You draw " + codes(drawn) + ".");
        st.pending.discardCount = drawn.size();
        st.phase = Phase.REFRESH_DISCARD;
        return true;
    }

    private String codes(List<Integer> cards) {
        List<String> out = new ArrayList<>();
        cards.forEach(c -> out.add("C" + c + " " + st.data.card(c).name()));
        return String.join(", ", out);
    }

    void discard(int seat, List<Integer> cards) {
        st.hands.get(seat).removeAll(cards);
        st.characterDiscard.addAll(cards);
        narrator.everyone("refresh_discard", () -> seat(seat) + " discards " + cards.size() + " cards.");
        narrator.only(seat, "cards_discarded", () -> "You discard " + codes(cards) + ".");
    }

    /** Reveals up to 2 adventures; false when none could be drawn (nothing to choose). */
    boolean drawAdventures(int seat) {
        List<String> drawn = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            String a = st.drawAdventure();
            if (a != null) {
                drawn.add(a);
            }
        }
        narrator.everyone("refresh_adventures", () -> seat(seat) + " reveals " + drawn.size()
                + " new adventures: " + String.join(", ", drawn) + ".");
        if (drawn.isEmpty()) {
            return false;
        }
        st.pending.keepFrom.clear();
        st.pending.keepFrom.addAll(st.pool);
        st.pending.keepFrom.addAll(drawn);
        st.phase = Phase.REFRESH_KEEP;
        return true;
    }

    void keep(int seat, List<String> kept) {
        List<String> dropped = new ArrayList<>(st.pending.keepFrom);
        dropped.removeAll(kept);
        st.pool.clear();
        st.pool.addAll(kept);
        st.adventureDiscard.addAll(dropped);
        narrator.everyone("pool_refreshed", () -> seat(seat) + " keeps " + String.join(" ", kept)
                + " in the pool and sets aside " + String.join(" ", dropped) + ".");
    }
}
