package io.lamancha.games.hidalgo;

import static io.lamancha.games.hidalgo.HidalgoEvent.seat;

import io.lamancha.engine.GameEvent;
import java.util.List;

/**
 * The adventure procedure of data doc §6.3: PICK, POISON (through {@link PoisonStep}), PLAY, REVEAL,
 * TENT, then (through {@link AbilityPhase}) ABILITIES, VOTE and CLEANUP. Each method applies one accepted move and
 * runs the automatic steps that follow, up to the next question.
 */
final class Procedure {

    private final HidalgoState st;
    private final List<GameEvent> events;
    private final AbilityPhase abilities;
    private final PoisonStep poison;

    Procedure(HidalgoState st, List<GameEvent> events) {
        this.st = st;
        this.events = events;
        this.abilities = new AbilityPhase(st, events, this);
        this.poison = new PoisonStep(st, events, this::startPlay);
    }

    void beginAdventure() {
        st.round = new Round(st.seats);
        for (ItemToken t : st.items) {
            if (t.owner >= 0) {
                st.round.usable.get(t.owner).add(t.id);
            }
        }
        st.phase = Phase.PICK;
        st.pending.seat = st.startPlayer;
    }

    void pick(String adventureId) {
        st.pool.remove(adventureId);
        st.current = adventureId;
        Adventure a = st.data.adventure(adventureId);
        events.add(HidalgoEvent.everyone("adventure_picked", seat(st.startPlayer) + " sends Don Quixote to "
                + a.id() + " " + a.name() + "."));
        String drawn = st.drawAdventure();
        if (drawn != null) {
            st.pool.add(drawn);
        }
        poison.ask();
    }

    void usePoison(int user) {
        poison.use(user);
    }

    void declinePoison() {
        startPlay();
    }

    void answerPoisonShield(int seat, boolean useShield) {
        poison.answerShield(seat, useShield);
    }

    private void startPlay() {
        st.phase = Phase.PLAY;
        if (HidalgoRules.awaitedInPlay(st).isEmpty()) {
            reveal();
        }
    }

    void declareDonkey(int seat, boolean positive) {
        st.round.donkeys.get(seat).add(positive);
        events.add(HidalgoEvent.only(seat, "item_declared", "You will add 3 " + (positive ? "positive" : "negative")
                + " votes with a donkey at the reveal."));
    }

    void declareTent(int seat) {
        st.round.tent[seat] = true;
        events.add(HidalgoEvent.only(seat, "item_declared", "You will use the tent at the reveal."));
    }

    void play(int seat, Integer card) {
        if (card != null) {
            st.hands.get(seat).remove(card);
            st.round.play[seat] = card;
            events.add(HidalgoEvent.only(seat, "card_chosen", "You play C" + card + " "
                    + st.data.card(card).name() + " face down."));
        }
        st.round.submitted[seat] = true;
        events.add(HidalgoEvent.everyone("played", seat(seat) + " has played a card face down."));
        if (HidalgoRules.awaitedInPlay(st).isEmpty()) {
            reveal();
        }
    }

    private void reveal() {
        Round r = st.round;
        r.revealed = true;
        StringBuilder text = new StringBuilder("Reveal:");
        for (int s : st.clockwise()) {
            text.append(' ').append(seat(s)).append(' ').append(HidalgoRules.playText(st, s)).append(';');
            for (boolean plus : r.donkeys.get(s)) {
                st.returnItem(donkeyOf(s), s);
                text.append(' ').append(seat(s)).append(" adds 3 ").append(plus ? "positive" : "negative")
                        .append(" votes with a donkey;");
            }
            if (r.tent[s]) {
                st.returnItem(st.usableItem(s, ItemType.TENT), s);
                text.append(' ').append(seat(s)).append(" uses the tent;");
            }
        }
        events.add(HidalgoEvent.everyone("reveal", text.substring(0, text.length() - 1) + "."));
        st.pending.queue.clear();
        for (int s : st.clockwise()) {
            if (r.tent[s]) {
                st.pending.queue.add(s);
            }
        }
        nextTent();
    }

    private ItemToken donkeyOf(int seat) {
        return st.usableItem(seat, ItemType.DONKEY);
    }

    void copy(int seat, Integer card) {
        st.pending.queue.remove(0);
        if (card != null) {
            st.round.copied[seat] = card;
            CharacterCard c = st.data.card(card);
            st.round.protectedByCopy[seat] = c.ability() == Ability.ZAP_PROTECTION;
            events.add(HidalgoEvent.everyone("tent_copy", seat(seat) + " copies the ability of C" + card + " "
                    + c.name() + " (" + c.ability().key() + ")."));
        }
        nextTent();
    }

    private void nextTent() {
        if (!st.pending.queue.isEmpty()) {
            st.phase = Phase.TENT;
            st.pending.seat = st.pending.queue.get(0);
            return;
        }
        abilities.start();
    }

    AbilityPhase abilities() {
        return abilities;
    }

    /** Called by the ability phase once every ability is resolved. */
    void afterAbilities() {
        new VoteAndCleanup(st, events, this).run();
    }
}
