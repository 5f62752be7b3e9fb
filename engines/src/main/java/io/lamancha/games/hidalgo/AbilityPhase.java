package io.lamancha.games.hidalgo;

import static io.lamancha.games.hidalgo.HidalgoEvent.seat;

import io.lamancha.engine.GameEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * ABILITIES (data doc §6.3.6): clockwise from the start player, each played card's ability and then
 * the ability copied with a tent. A step with nothing to choose is skipped without asking.
 */
final class AbilityPhase {

    private final HidalgoState st;
    private final List<GameEvent> events;
    private final Procedure procedure;

    AbilityPhase(HidalgoState st, List<GameEvent> events, Procedure procedure) {
        this.st = st;
        this.events = events;
        this.procedure = procedure;
    }

    void start() {
        Pending p = st.pending;
        p.steps.clear();
        p.step = 0;
        for (int s : st.clockwise()) {
            Integer own = st.round.play[s];
            if (own != null && st.data.card(own).ability().isActive()) {
                p.steps.add(new Pending.Step(s, st.data.card(own).ability(), false));
            }
            Integer copied = st.round.copied[s];
            if (copied != null && st.data.card(copied).ability().isActive()) {
                p.steps.add(new Pending.Step(s, st.data.card(copied).ability(), true));
            }
        }
        next();
    }

    private void next() {
        Pending p = st.pending;
        while (p.step < p.steps.size()) {
            if (HidalgoRules.hasChoice(st, p.currentStep())) {
                st.phase = Phase.ABILITY;
                p.seat = p.currentStep().seat();
                return;
            }
            p.step++;
        }
        procedure.afterAbilities();
    }

    void pass() {
        finishStep();
    }

    private void finishStep() {
        st.pending.step++;
        next();
    }

    /** {@code target} -1 zaps the adventure card. */
    void zap(int zapper, int target) {
        if (target < 0) {
            st.round.adventureZapped = true;
            events.add(HidalgoEvent.everyone("zap", seat(zapper) + " zaps the adventure card: its votes do not count."));
            finishStep();
        } else if (st.usableItem(target, ItemType.SHIELD) != null) {
            events.add(HidalgoEvent.everyone("zap_aimed", seat(zapper) + " aims a zap at the card of "
                    + seat(target) + ", who may raise a shield."));
            askVictim(target, Phase.ZAP_SHIELD, null);
        } else {
            zapHits(zapper, target);
            finishStep();
        }
    }

    private void zapHits(int zapper, int target) {
        st.round.zapped[target] = true;
        events.add(HidalgoEvent.everyone("zap", seat(zapper) + " zaps the card of " + seat(target)
                + ": its votes do not count."));
    }

    void answerZapShield(int victim, boolean useShield) {
        if (useShield) {
            st.useShield(victim);
            events.add(HidalgoEvent.everyone("shield_used", seat(victim) + "'s shield blocks the zap."));
        } else {
            zapHits(st.pending.currentStep().seat(), victim);
        }
        finishStep();
    }

    private void askVictim(int victim, Phase phase, String thing) {
        st.pending.victim = victim;
        st.pending.stealThing = thing;
        st.pending.seat = victim;
        st.phase = phase;
    }

    /** {@code thing} is {@code diamond} or an item key. */
    void get(int seat, String thing) {
        take(seat, ItemToken.CENTRE, thing);
        events.add(HidalgoEvent.everyone("get", seat(seat) + " takes a " + thing + " from the centre."));
        finishStep();
    }

    void steal(int thief, int victim, String thing) {
        if (st.usableItem(victim, ItemType.SHIELD) != null) {
            events.add(HidalgoEvent.everyone("steal_aimed", seat(thief) + " tries to steal a " + thing + " from "
                    + seat(victim) + ", who may raise a shield."));
            askVictim(victim, Phase.STEAL_SHIELD, thing);
            return;
        }
        stealHits(thief, victim, thing);
        finishStep();
    }

    private void stealHits(int thief, int victim, String thing) {
        take(thief, victim, thing);
        events.add(HidalgoEvent.everyone("steal", seat(thief) + " steals a " + thing + " from " + seat(victim) + "."));
    }

    void answerStealShield(int victim, boolean useShield) {
        if (useShield) {
            st.useShield(victim);
            events.add(HidalgoEvent.everyone("shield_used", seat(victim) + "'s shield stops the theft."));
        } else {
            stealHits(st.pending.currentStep().seat(), victim, st.pending.stealThing);
        }
        finishStep();
    }

    private void take(int taker, int holder, String thing) {
        if (thing.equals("diamond")) {
            if (holder == ItemToken.CENTRE) {
                st.centreDiamonds--;
            } else {
                st.diamonds[holder]--;
            }
            st.diamonds[taker]++;
            return;
        }
        ItemType type = ItemType.fromKey(thing);
        for (ItemToken t : st.items) {
            if (t.owner == holder && t.type == type) {
                t.owner = taker;
                return;
            }
        }
        throw new IllegalStateException("nothing to take: " + thing);
    }

    void refreshCards(int seat) {
        List<Integer> drawn = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Integer c = st.drawCharacter();
            if (c != null) {
                drawn.add(c);
                st.hands.get(seat).add(c);
            }
        }
        events.add(HidalgoEvent.everyone("refresh_cards", seat(seat) + " draws " + drawn.size()
                + " character cards and will discard as many."));
        if (drawn.isEmpty()) {
            finishStep();
            return;
        }
        events.add(HidalgoEvent.only(seat, "cards_drawn", "You draw " + codes(drawn) + "."));
        st.pending.discardCount = drawn.size();
        st.phase = Phase.REFRESH_DISCARD;
    }

    private String codes(List<Integer> cards) {
        List<String> out = new ArrayList<>();
        cards.forEach(c -> out.add("C" + c + " " + st.data.card(c).name()));
        return String.join(", ", out);
    }

    void discardAfterRefresh(int seat, List<Integer> cards) {
        st.hands.get(seat).removeAll(cards);
        st.characterDiscard.addAll(cards);
        events.add(HidalgoEvent.everyone("refresh_discard", seat(seat) + " discards " + cards.size() + " cards."));
        events.add(HidalgoEvent.only(seat, "cards_discarded", "You discard " + codes(cards) + "."));
        finishStep();
    }

    void refreshAdventures(int seat) {
        List<String> drawn = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            String a = st.drawAdventure();
            if (a != null) {
                drawn.add(a);
            }
        }
        events.add(HidalgoEvent.everyone("refresh_adventures", seat(seat) + " reveals " + drawn.size()
                + " new adventures: " + String.join(", ", drawn) + "."));
        if (drawn.isEmpty()) {
            finishStep();
            return;
        }
        st.pending.keepFrom.clear();
        st.pending.keepFrom.addAll(st.pool);
        st.pending.keepFrom.addAll(drawn);
        st.phase = Phase.REFRESH_KEEP;
    }

    void keep(int seat, List<String> kept) {
        List<String> dropped = new ArrayList<>(st.pending.keepFrom);
        dropped.removeAll(kept);
        st.pool.clear();
        st.pool.addAll(kept);
        st.adventureDiscard.addAll(dropped);
        events.add(HidalgoEvent.everyone("pool_refreshed", seat(seat) + " keeps " + String.join(" ", kept)
                + " in the pool and sets aside " + String.join(" ", dropped) + "."));
        finishStep();
    }
}
