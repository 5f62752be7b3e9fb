package io.lamancha.games.hidalgo;

import static io.lamancha.games.hidalgo.HidalgoEvent.seat;

import java.util.List;

/**
 * ABILITIES (data doc §6.3.6): clockwise from the start player, each played card's ability and then
 * the ability copied with a tent. A step with nothing to choose is skipped without asking.
 */
final class AbilityPhase {

    private final HidalgoState st;
    private final Narrator narrator;
    private final Procedure procedure;
    private final RefreshAbility refresh;

    AbilityPhase(HidalgoState st, Narrator narrator, Procedure procedure) {
        this.st = st;
        this.narrator = narrator;
        this.procedure = procedure;
        this.refresh = new RefreshAbility(st, narrator);
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
            narrator.everyone("zap", () -> seat(zapper) + " zaps the adventure card: its votes do not count.");
            finishStep();
        } else if (st.usableItem(target, ItemType.SHIELD) != null) {
            narrator.everyone("zap_aimed", () -> seat(zapper) + " aims a zap at the card of "
                    + seat(target) + ", who may raise a shield.");
            askVictim(target, Phase.ZAP_SHIELD, null);
        } else {
            zapHits(zapper, target);
            finishStep();
        }
    }

    private void zapHits(int zapper, int target) {
        st.round.zapped[target] = true;
        narrator.everyone("zap", () -> seat(zapper) + " zaps the card of " + seat(target)
                + ": its votes do not count.");
    }

    void answerZapShield(int victim, boolean useShield) {
        if (useShield) {
            st.useShield(victim);
            narrator.everyone("shield_used", () -> seat(victim) + "'s shield blocks the zap.");
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
        narrator.everyone("get", () -> seat(seat) + " takes a " + thing + " from the centre.");
        finishStep();
    }

    void steal(int thief, int victim, String thing) {
        if (st.usableItem(victim, ItemType.SHIELD) != null) {
            narrator.everyone("steal_aimed", () -> seat(thief) + " tries to steal a " + thing + " from "
                    + seat(victim) + ", who may raise a shield.");
            askVictim(victim, Phase.STEAL_SHIELD, thing);
            return;
        }
        stealHits(thief, victim, thing);
        finishStep();
    }

    private void stealHits(int thief, int victim, String thing) {
        take(thief, victim, thing);
        narrator.everyone("steal", () -> seat(thief) + " steals a " + thing + " from " + seat(victim) + ".");
    }

    void answerStealShield(int victim, boolean useShield) {
        if (useShield) {
            st.useShield(victim);
            narrator.everyone("shield_used", () -> seat(victim) + "'s shield stops the theft.");
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
