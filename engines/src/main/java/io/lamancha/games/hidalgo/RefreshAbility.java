package io.lamancha.games.hidalgo;

import io.lamancha.engine.EventSink;
import java.util.ArrayList;
import java.util.List;

/**
 * The "refresh 2" ability: draw 2 character cards in secret and discard as many, or reveal 2
 * adventures and choose the new pool. The cards drawn and discarded are told to their owner only.
 */
final class RefreshAbility {

    private final HidalgoState st;
    private final EventSink events;

    RefreshAbility(HidalgoState st, EventSink events) {
        this.st = st;
        this.events = events;
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
        events.add(() -> new HidalgoAbilityEvent.RefreshCards(seat, drawn.size()));
        if (drawn.isEmpty()) {
            return false;
        }
        events.add(() -> HidalgoAbilityEvent.CardsDrawn.of(seat, "refresh", drawn, st.data));
        st.pending.discardCount = drawn.size();
        st.phase = Phase.REFRESH_DISCARD;
        return true;
    }

    void discard(int seat, List<Integer> cards) {
        st.hands.get(seat).removeAll(cards);
        st.characterDiscard.addAll(cards);
        events.add(() -> new HidalgoAbilityEvent.RefreshDiscard(seat, cards.size()));
        events.add(() -> HidalgoAbilityEvent.CardsDiscarded.of(seat, cards, st.data));
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
        events.add(() -> new HidalgoAbilityEvent.RefreshAdventures(seat, drawn));
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
        events.add(() -> new HidalgoAbilityEvent.PoolRefreshed(seat, kept, dropped));
    }
}
