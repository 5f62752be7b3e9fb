package io.lamancha.games.hidalgo;

import io.lamancha.engine.EventSink;

/**
 * The POISON phase: the holder may use it, shield holders may block it, and each
 * poisoned player gets a card drawn at random from the hand on their left. Only that hand's owner is
 * told which card left it.
 */
final class PoisonStep {

    private final HidalgoState st;
    private final EventSink events;
    private final Runnable then;

    PoisonStep(HidalgoState st, EventSink events, Runnable then) {
        this.st = st;
        this.events = events;
        this.then = then;
    }

    /** Asks the holder of a usable poison with at least 2 cards, or goes straight on to PLAY. */
    void ask() {
        for (int s : st.clockwise()) {
            if (st.usableItem(s, ItemType.POISON) != null && st.hands.get(s).size() >= 2) {
                st.phase = Phase.POISON;
                st.pending.seat = s;
                return;
            }
        }
        then.run();
    }

    void use(int user) {
        st.returnItem(st.usableItem(user, ItemType.POISON), user);
        st.round.poisonUser = user;
        events.add(() -> new HidalgoPlayEvent.PoisonUsed(user));
        st.pending.queue.clear();
        for (int s : st.clockwise()) {
            if (s != user && st.usableItem(s, ItemType.SHIELD) != null) {
                st.pending.queue.add(s);
            }
        }
        nextPoisonShield();
    }

    void answerShield(int seat, boolean useShield) {
        st.pending.queue.remove(0);
        if (useShield) {
            st.useShield(seat);
            st.round.shielded[seat] = true;
            events.add(() -> new HidalgoAbilityEvent.ShieldUsed(seat, "poison"));
        }
        nextPoisonShield();
    }

    private void nextPoisonShield() {
        if (!st.pending.queue.isEmpty()) {
            st.phase = Phase.POISON_SHIELD;
            st.pending.seat = st.pending.queue.get(0);
            return;
        }
        for (int x : st.clockwise()) {
            if (st.round.poisoned(x)) {
                blindPick(x);
            }
        }
        then.run();
    }

    private void blindPick(int x) {
        int from = st.left(x);
        Hand hand = st.hands.get(from);
        if (hand.isEmpty()) {
            events.add(() -> new HidalgoPlayEvent.BlindPickEmpty(x, from));
            return;
        }
        int card = hand.removeAt(st.rng.nextInt(hand.size()));
        st.round.play[x] = card;
        st.round.blind[x] = true;
        events.add(() -> new HidalgoPlayEvent.BlindPick(x, from));
        events.add(() -> new HidalgoPlayEvent.CardTaken(from, "C" + card, st.data.card(card).name(), x));
    }
}
