package io.lamancha.games.hidalgo;

import io.lamancha.engine.EventSink;
import java.util.List;

/**
 * ABILITIES: clockwise from the start player, each played card's ability and then
 * the ability copied with a tent. A step with nothing to choose is skipped without asking.
 */
final class AbilityPhase {

    private final HidalgoState st;
    private final EventSink events;
    private final Procedure procedure;
    private final RefreshAbility refresh;

    AbilityPhase(HidalgoState st, EventSink events, Procedure procedure) {
        this.st = st;
        this.events = events;
        this.procedure = procedure;
        this.refresh = new RefreshAbility(st, events);
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
            events.add(() -> new HidalgoAbilityEvent.Zapped(zapper, -1));
            finishStep();
        } else if (st.usableItem(target, ItemType.SHIELD) != null) {
            events.add(() -> new HidalgoAbilityEvent.ZapAimed(zapper, target));
            askVictim(target, Phase.ZAP_SHIELD, null);
        } else {
            zapHits(zapper, target);
            finishStep();
        }
    }

    private void zapHits(int zapper, int target) {
        st.round.zapped[target] = true;
        events.add(() -> new HidalgoAbilityEvent.Zapped(zapper, target));
    }

    void answerZapShield(int victim, boolean useShield) {
        if (useShield) {
            st.useShield(victim);
            events.add(() -> new HidalgoAbilityEvent.ShieldUsed(victim, "zap"));
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
        events.add(() -> new HidalgoAbilityEvent.Got(seat, thing));
        finishStep();
    }

    void steal(int thief, int victim, String thing) {
        if (st.usableItem(victim, ItemType.SHIELD) != null) {
            events.add(() -> new HidalgoAbilityEvent.StealAimed(thief, victim, thing));
            askVictim(victim, Phase.STEAL_SHIELD, thing);
            return;
        }
        stealHits(thief, victim, thing);
        finishStep();
    }

    private void stealHits(int thief, int victim, String thing) {
        take(thief, victim, thing);
        events.add(() -> new HidalgoAbilityEvent.Stolen(thief, victim, thing));
    }

    void answerStealShield(int victim, boolean useShield) {
        if (useShield) {
            st.useShield(victim);
            events.add(() -> new HidalgoAbilityEvent.ShieldUsed(victim, "steal"));
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
        if (!refresh.drawCards(seat)) {
            finishStep();
        }
    }

    void discardAfterRefresh(int seat, List<Integer> cards) {
        refresh.discard(seat, cards);
        finishStep();
    }

    void refreshAdventures(int seat) {
        if (!refresh.drawAdventures(seat)) {
            finishStep();
        }
    }

    void keep(int seat, List<String> kept) {
        refresh.keep(seat, kept);
        finishStep();
    }
}
